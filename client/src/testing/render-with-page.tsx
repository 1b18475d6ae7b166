// Renders a component with usePage() state at a URL, under the test school's site data (its words);
// navigations show in <output data-testid="where">.
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import type { FormReply } from '@shared/form-reply.ts';
import type { SiteData } from '@shared/content-schema.ts';
import { PageProvider, usePage, type PageLocation, type PageState } from '@/lib/page-context.tsx';
import { ROOT_ROUTE_ID } from '@/lib/site.ts';
import { TEST_SITE } from './site-fixture.ts';

function Where() {
  return <output data-testid="where">{usePage().location.pathname}</output>;
}

function locationOf(url: string): PageLocation {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  return { pathname, search, hash };
}

function Host({ at, formReply, children }: { at: string; formReply?: FormReply | undefined; children: ReactNode }) {
  const [location, setLocation] = useState(() => locationOf(at));
  const [navigationType, setNavigationType] = useState<PageState['navigationType']>('POP');
  const state: PageState = {
    location,
    navigationType,
    busy: false,
    // The root route's data is the school, as in the app.
    matches: [{ id: ROOT_ROUTE_ID, handle: undefined, data: TEST_SITE }],
    navigate: (to, options) => {
      // No history here: back is not followed.
      if (typeof to === 'number') return;
      setNavigationType(options?.replace ? 'REPLACE' : 'PUSH');
      setLocation(locationOf(to));
    },
    revalidate: () => {},
    ...(formReply ? { formReply } : {}),
  };
  return (
    <PageProvider value={state}>
      {children}
      <Where />
    </PageProvider>
  );
}

/** The answer to a form posted without scripts. */
export function renderWithPage(ui: ReactNode, at = '/', formReply?: FormReply) {
  return render(
    <Host at={at} formReply={formReply}>
      {ui}
    </Host>,
  );
}

/** render's `wrapper` for a component that reads the site's data (its words), at / with no navigation. */
export function siteWrapper(site: SiteData = TEST_SITE) {
  const state: PageState = {
    location: locationOf('/'),
    navigationType: 'POP',
    busy: false,
    matches: [{ id: ROOT_ROUTE_ID, handle: undefined, data: site }],
    navigate: () => {},
    revalidate: () => {},
  };
  return function WithSite({ children }: { children: ReactNode }) {
    return <PageProvider value={state}>{children}</PageProvider>;
  };
}

/** The same with the test school's site data. */
export const WithTestSite = siteWrapper();
