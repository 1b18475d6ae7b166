import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { primeBffAnswers } from '@/lib/use-bff.ts';
import { createAppRouter } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The /bff answers the server rendered this page with: hydration starts from the same data.
const sent = document.getElementById('bff-data');
if (sent?.textContent) primeBffAnswers(JSON.parse(sent.textContent) as Record<string, unknown>);

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
