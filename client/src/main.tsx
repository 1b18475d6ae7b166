import '@/styles/global.css';
import { enhanceMenu } from '@/components/layout/menu-controller.ts';
import { keepForOffline } from '@/lib/offline.ts';

// The menu works from the first paint, before React arrives.
enhanceMenu();
// Pages seen are kept for offline revisits (a service worker, registered once the page has loaded).
keepForOffline();

// Pages arrive server-rendered and usable. The code that makes them interactive is evaluated in
// two stages, each in its own task: React, then the app and the page (the router comes with the
// first navigation). As one task, a
// slow phone spent 150-300 ms in it with the page frozen; split, it can paint and take a tap
// between them.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Let the browser paint the server's HTML first.
await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
await nextTask();
await import('react-dom/client');
await nextTask();
await import('@/app/boot.tsx');
