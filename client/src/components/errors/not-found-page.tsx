import { useBrowserValue } from '@/lib/in-browser.ts';
import { isErrorResponse, PageLink, usePage, usePageError } from '@/lib/page-context.tsx';
import { paths } from '@/config/paths.ts';
import { NOT_FOUND_PATH, suggestionAt } from '@/lib/not-found.ts';

const nextSteps = [
  { label: 'Home page', to: paths.home },
  { label: 'News', to: paths.news },
  { label: 'Events', to: paths.events },
  { label: 'Photo Gallery', to: paths.gallery },
  { label: 'Admission & Withdrawals', to: paths.admission },
  { label: 'Contact Us', to: paths.contact },
] as const;

/**
 * The honest 404: says plainly that there is no such page (no silent redirect to home),
 * offers the likely address when only the letter case is wrong, and asks search engines not to index it.
 */
export function NotFoundPage() {
  const { location } = usePage();
  const suggestion = suggestionAt(location);
  // The server renders one page for every unknown address, so the address itself is shown once
  // the page runs in the browser: hydration sees the server's value (false), then React renders again.
  const inBrowser = useBrowserValue(
    () => true,
    () => false,
  );
  const address = inBrowser && location.pathname !== NOT_FOUND_PATH ? location.pathname : null;
  // A page that exists may say what it did not find (a shared news item since removed).
  const error = usePageError();
  const said = isErrorResponse(error) ? visitorMessage(error.data) : null;
  return (
    <div className="not-found prose">
      <meta name="robots" content="noindex" />
      {said ? (
        <p className="lead">{said} It may have been removed, or the link may be incomplete.</p>
      ) : (
        <p className="lead">
          There is no page at {address ? <code className="not-found__path">{address}</code> : 'this address'} on this
          website. The address may be mistyped, or the page may have moved.
        </p>
      )}
      {suggestion ? (
        <p>
          Addresses on this site are case-sensitive. Did you mean <PageLink to={suggestion}>{suggestion}</PageLink>?
        </p>
      ) : null}
      <h2>Where would you like to go?</h2>
      <ul className="not-found__links">
        {nextSteps.map((step) => (
          <li key={step.to}>
            <PageLink to={step.to}>{step.label}</PageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The server's visitor-safe message of a route error, when it sent one. */
export function visitorMessage(data: unknown): string | null {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}
