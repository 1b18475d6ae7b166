// A router's state rendered as the app does (app/page-root.tsx): with the layout, or the page alone
// with the URL and a back button.
import { useEffect, useReducer } from 'react';
import { PageContent, PageRoot } from '@/app/page-root.tsx';
import { routerActions, routerView, type AppRouter } from '@/app/router.tsx';
import type { FormReply } from '@shared/form-reply.ts';
import { PageProvider } from '@/lib/page-context.tsx';

/** The answer to a form posted without scripts. */
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
  // Nothing until the loaders answer, as without server data.
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
