import '@/styles/global.css';
import { enhanceMenu } from '@/components/layout/menu-controller.ts';
import { keepForOffline } from '@/lib/offline.ts';

// The menu works from the first paint, before React arrives.
enhanceMenu();

// The app is evaluated in two tasks (React, then the app and page), so a slow phone can paint and
// take a tap between them.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Let the browser paint the server's HTML first.
await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
await nextTask();
await import('react-dom/client');
await nextTask();
try {
  await import('@/app/boot.tsx');
} finally {
  // Pages seen are kept for offline revisits: the worker's downloads wait for the app's own.
  keepForOffline();
}
