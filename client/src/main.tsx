import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app.tsx';
import { createAppRouter } from '@/app/router.tsx';
import { slideSrcSet, SLIDE_SIZES } from '@content/home.ts';
import { paths } from '@/config/paths.ts';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The home page's largest paint is the first slide, which would otherwise wait for the home
// chunk to load and render: ask for it now, in parallel with the code.
if (window.location.pathname === paths.home) {
  const hint = document.createElement('link');
  Object.assign(hint, { rel: 'preload', as: 'image', imageSrcset: slideSrcSet(1), imageSizes: SLIDE_SIZES, fetchPriority: 'high' });
  document.head.append(hint);
}

const router = await createAppRouter();

// index.html carries a title and description for crawlers that do not run scripts. React renders
// its own for each page; remove the static ones so the head never holds two descriptions.
for (const el of document.head.querySelectorAll('title, meta[name="description"]')) el.remove();

// Pages arrive server-rendered: hydrate them. Without server markup (the dev server), render.
if (container.hasChildNodes()) hydrateRoot(container, <App router={router} />);
else createRoot(container).render(<App router={router} />);
