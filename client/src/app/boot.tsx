import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createAppRouter } from './router.tsx';

declare global {
  interface Window {
    /** Read by createBrowserRouter, which also turns the serialized route errors back into errors. */
    __staticRouterHydrationData?: unknown;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The loader data (and route errors) the server rendered this page with, in react-router's own
// format: the router starts from it, so hydration matches the HTML and no loader runs again. It
// travels as JSON, not as an inline script, which the Content-Security-Policy forbids.
const sent = document.getElementById('router-data');
if (sent?.textContent) window.__staticRouterHydrationData = JSON.parse(sent.textContent) as unknown;

const router = await createAppRouter();

// The server puts each page's title, description, canonical link and preview tags in the head.
// React renders its own for each page; remove the server's so the head never holds two.
const serverMeta = 'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';
for (const el of document.head.querySelectorAll(serverMeta)) el.remove();

// Pages arrive server-rendered: hydrate them. Without server markup (the dev server), render.
// As a transition, hydration yields to the browser every few milliseconds instead of rendering the
// whole page in one task, which a slow phone counts as blocking time.
if (container.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(container, <App router={router} />);
  });
} else {
  createRoot(container).render(<App router={router} />);
}
