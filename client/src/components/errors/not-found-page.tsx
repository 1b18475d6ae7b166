import { useBrowserValue } from '@/lib/in-browser.ts';
import { isErrorResponse, PageLink, usePage, usePageError } from '@/lib/page-context.tsx';
import { paths } from '@/config/paths.ts';
import { NOT_FOUND_PATH, suggestionAt } from '@/lib/not-found.ts';
import { useHasPage } from '@/lib/site.ts';

const nextSteps = [
  { label: 'Home page', to: paths.home },
  { label: 'News', to: paths.news },
  { label: 'Events', to: paths.events },
  { label: 'Photo Gallery', to: paths.gallery },
  { label: 'Admission & Withdrawals', to: paths.admission },
  { label: 'Contact Us', to: paths.contact },
] as const;

/** An honest 404 (no redirect home) with the letter-case suggestion, not to be indexed. */
export function NotFoundPage() {
  const { location } = usePage();
  const suggestion = suggestionAt(location);
  const hasPage = useHasPage();
  // One server page serves every unknown address, so the address shows only after hydration.
  const inBrowser = useBrowserValue(
    () => true,
    () => false,
  );
  const address = inBrowser && location.pathname !== NOT_FOUND_PATH ? location.pathname : null;
  // An existing page may say what it did not find.
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
        {nextSteps
          .filter((step) => hasPage(step.to))
          .map((step) => (
            <li key={step.to}>
              <PageLink to={step.to}>{step.label}</PageLink>
            </li>
          ))}
      </ul>
    </div>
  );
}

/** A route error's visitor-safe message, if any. */
export function visitorMessage(data: unknown): string | null {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}
