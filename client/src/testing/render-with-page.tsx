// Renders a component with usePage() state at a URL; navigations show in <output data-testid="where">.
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import type { FormReply } from '@shared/form-reply.ts';
import { PageProvider, usePage, type PageLocation, type PageState } from '@/lib/page-context.tsx';

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
    matches: [],
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
