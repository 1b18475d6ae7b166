// A router's state shown as the app shows it (app/page-root.tsx, as app/boot.tsx renders it after
// the first navigation): the whole page with its layout, or the page alone with the URL made
// visible and the browser's back button.
import { useEffect, useReducer } from 'react';
import { PageContent, PageRoot } from '@/app/page-root.tsx';
import { routerActions, routerView, type AppRouter } from '@/app/router.tsx';
import type { FormReply } from '@shared/form-reply.ts';
import { PageProvider } from '@/lib/page-context.tsx';

/** With `formReply`, the page is the server's answer to its form, posted without scripts. */
export function RouterHost({
  router,
  layout = true,
  formReply,
}: {
  router: AppRouter;
  layout?: boolean;
  formReply?: FormReply | undefined;
}) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => router.subscribe(rerender), [router]);
  // The first load renders nothing until the loaders answer, as the browser's would without server data.
  if (!router.state.initialized) return null;
  const routed = routerView(router, routerActions(router));
  const view = formReply ? { ...routed, state: { ...routed.state, formReply } } : routed;
  if (layout) return <PageRoot view={view} />;
  const { location } = router.state;
  return (
    <PageProvider value={view.state}>
      <PageContent view={view} />
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void router.navigate(-1)}>
        History back
      </button>
    </PageProvider>
  );
}
