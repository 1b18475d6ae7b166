import { startTransition, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { NotFoundPage } from '@/components/errors/not-found-page.tsx';
import {
  NOT_FOUND_ROUTE_ID,
  pageHandle,
  PageRoot,
  pageView,
  type PageActions,
  type PageView,
  type RouteInfo,
} from './page-root.tsx';
import type { AppRouter } from './router.tsx';
import { findRoute, type PageModule } from './routes.ts';
import type { FormReply } from '@shared/form-reply.ts';

declare global {
  interface Window {
    /** Read by createBrowserRouter, which also turns the serialized route errors back into errors. */
    __staticRouterHydrationData?: unknown;
  }
}

/** The data the server rendered the page with (entry-server.tsx), in react-router's own format. */
interface SentData {
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  /** The matched routes' ids, outermost first. */
  routeIds: string[];
  /** Present when the page is the server's answer to its form, posted before this script ran. */
  formReply?: FormReply;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// It travels as JSON, not as an inline script, which the Content-Security-Policy forbids.
const sentText = document.getElementById('router-data')?.textContent;
const sent = sentText ? (JSON.parse(sentText) as SentData) : null;
if (sent) window.__staticRouterHydrationData = sent;

// The router (and its code) arrives with the first navigation; until then the page is shown from
// the data above. Later views come from the router's state.
let starting: Promise<{ router: AppRouter; actions: PageActions }> | undefined;
let show: (view: PageView) => void = () => {};
let showBusy: () => void = () => {};
let afterRender: () => void = () => {};

function startRouter() {
  starting ??= import('./router.tsx').then(async ({ createAppRouter, restoreScroll, routerActions, routerView }) => {
    const router = await createAppRouter();
    const actions = routerActions(router);
    afterRender = restoreScroll(router);
    // Without server data (the dev server) nothing shows until the first page's loaders answer.
    const update = () => {
      if (router.state.initialized) show(routerView(router, actions));
    };
    router.subscribe(update);
    update();
    return { router, actions };
  });
  return starting;
}

const firstActions: PageActions = {
  navigate: (to, options) => {
    // The progress bar shows at once, while the router's code arrives on a slow network.
    showBusy();
    void startRouter().then(({ actions }) => actions.navigate(to, options));
  },
  revalidate: () => {
    showBusy();
    void startRouter().then(({ actions }) => actions.revalidate());
  },
};

// The first tap or key is a sign a navigation may follow: fetch the router's code then. Not on
// focus: the home page's opening dialogs move focus themselves, while the page is still loading.
const preload = () => void import('./router.tsx');
for (const type of ['pointerdown', 'keydown'])
  addEventListener(type, preload, { once: true, passive: true, capture: true });

/** The page the server rendered, from the data it sent: its module loaded, no router. */
async function firstView(data: SentData): Promise<PageView> {
  const leafId = data.routeIds[data.routeIds.length - 1] ?? NOT_FOUND_ROUTE_ID;
  const entry = findRoute(leafId);
  let module: PageModule = { default: NotFoundPage };
  let loadError: unknown;
  try {
    if (entry) module = await entry.load();
  } catch (error) {
    // A failed load (a deploy replaced the chunk) shows as the page's error.
    loadError = error;
  }
  const matches = data.routeIds.map((id): { route: RouteInfo } => ({
    route:
      id === leafId
        ? { id, handle: pageHandle(id), Component: module.default, ErrorBoundary: module.ErrorBoundary ?? null }
        : { id },
  }));
  const { pathname, search, hash } = window.location;
  const errors = loadError === undefined ? data.errors : { ...data.errors, [leafId]: loadError };
  return pageView(
    {
      location: { pathname, search, hash },
      historyAction: 'POP',
      matches,
      loaderData: data.loaderData,
      errors,
      formReply: data.formReply,
    },
    firstActions,
  );
}

function App({ initial }: { initial: PageView }) {
  const [view, setView] = useState(initial);
  useLayoutEffect(() => {
    show = setView;
    showBusy = () => setView((now) => ({ ...now, state: { ...now.state, busy: true } }));
  }, []);
  // After the router's render of a navigation: the scroll position it asks for.
  useLayoutEffect(() => afterRender(), [view]);
  return <PageRoot view={view} />;
}

if (sent) {
  const initial = await firstView(sent);
  // The server puts each page's title, description, canonical link and preview tags in the head.
  // React renders its own for each page; remove the server's so the head never holds two.
  const serverMeta =
    'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';
  for (const el of document.head.querySelectorAll(serverMeta)) el.remove();
  // As a transition, hydration yields to the browser every few milliseconds instead of rendering
  // the whole page in one task, which a slow phone counts as blocking time.
  startTransition(() => {
    hydrateRoot(container, <App initial={initial} />);
  });
} else {
  // No server markup (the dev server): the router loads the first page itself.
  const root = createRoot(container);
  show = (view) => root.render(<App initial={view} />);
  void startRouter();
}
