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
    /** Read by createBrowserRouter, which also revives serialized errors. */
    __staticRouterHydrationData?: unknown;
  }
}

/** The server's render data (entry-server.tsx), in react-router's format. */
interface SentData {
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  /** The matched routes' ids, outermost first. */
  routeIds: string[];
  /** Present when the page answers a form posted without scripts. */
  formReply?: FormReply;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// JSON, since the CSP forbids inline scripts.
const sentText = document.getElementById('router-data')?.textContent;
const sent = sentText ? (JSON.parse(sentText) as SentData) : null;
if (sent) window.__staticRouterHydrationData = sent;

// The router loads on the first navigation; until then the page shows from the data above.
let starting: Promise<{ router: AppRouter; actions: PageActions }> | undefined;
let show: (view: PageView) => void = () => {};
let showBusy: () => void = () => {};
let afterRender: () => void = () => {};

function startRouter() {
  starting ??= import('./router.tsx').then(async ({ createAppRouter, restoreScroll, routerActions, routerView }) => {
    const router = await createAppRouter();
    const actions = routerActions(router);
    afterRender = restoreScroll(router);
    // Without server data (dev server), nothing shows until the loaders answer.
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
    // Show progress at once, while the router's code loads.
    showBusy();
    void startRouter().then(({ actions }) => actions.navigate(to, options));
  },
  revalidate: () => {
    showBusy();
    void startRouter().then(({ actions }) => actions.revalidate());
  },
};

// The first tap or key preloads the router. Not focus: Home's opening dialogs move focus while loading.
const preload = () => void import('./router.tsx');
for (const type of ['pointerdown', 'keydown'])
  addEventListener(type, preload, { once: true, passive: true, capture: true });

/** The server-rendered page from its sent data, without the router. */
async function firstView(data: SentData): Promise<PageView> {
  const leafId = data.routeIds[data.routeIds.length - 1] ?? NOT_FOUND_ROUTE_ID;
  const entry = findRoute(leafId);
  let module: PageModule = { default: NotFoundPage };
  let loadError: unknown;
  try {
    if (entry) module = await entry.load();
  } catch (error) {
    // A failed load (e.g. chunk gone after a deploy) shows as the page's error.
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
  // Apply the scroll position after each render.
  useLayoutEffect(() => afterRender(), [view]);
  return <PageRoot view={view} />;
}

if (sent) {
  const initial = await firstView(sent);
  // React renders its own head tags; remove the server's so there are never two.
  const serverMeta =
    'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';
  for (const el of document.head.querySelectorAll(serverMeta)) el.remove();
  // As a transition, hydration yields often instead of blocking in one long task.
  startTransition(() => {
    hydrateRoot(container, <App initial={initial} />);
  });
} else {
  // No server markup (dev server): the router loads the first page.
  const root = createRoot(container);
  show = (view) => root.render(<App initial={view} />);
  void startRouter();
}
