import { useEffect } from 'react';
import { isErrorResponse, PageLink, usePage, usePageError } from '@/lib/page-context.tsx';
import { paths } from '@/config/paths.ts';
import { useSiteData } from '@/lib/site.ts';
import { NotFoundPage, visitorMessage } from './not-found-page.tsx';

/** A page chunk gone after a deploy, or a dropped connection loading one. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|error loading dynamically|failed to fetch/i.test(
      error.message,
    )
  );
}

/** The app's one error view: the page's content in the layout, or with `standalone` the whole page. */
export function GeneralErrorBoundary({ standalone = false }: { standalone?: boolean }) {
  const error = usePageError();
  const site = useSiteData();

  const notFound = isErrorResponse(error) && error.status === 404;

  useEffect(() => {
    // Details to the console, a plain message to the visitor; a 404 is no fault.
    if (!notFound) console.error(error);
  }, [error, notFound]);

  const body = notFound ? (
    <NotFoundPage />
  ) : isErrorResponse(error) && error.status >= 500 ? (
    <LoadFailed message={visitorMessage(error.data)} />
  ) : (
    <ErrorMessage chunk={isChunkLoadError(error)} />
  );

  if (!standalone) return body;
  const heading = notFound ? 'Page not found' : 'Something went wrong';
  return (
    <main id="main" className="standalone-error container" tabIndex={-1}>
      {/* The school's name, unless that failed to load. */}
      <title>{site ? `${heading} | ${site.school.name}` : heading}</title>
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      {body}
    </main>
  );
}

/** The page's data failed to load: offer a retry. */
function LoadFailed({ message }: { message: string | null }) {
  const { busy, revalidate } = usePage();
  return (
    <ErrorPanel
      heading="This page's content could not be loaded"
      text={message ?? 'We could not load this page just now. Please check your connection and try again.'}
      action={{ label: 'Try again', busy, run: revalidate }}
    />
  );
}

function ErrorMessage({ chunk }: { chunk: boolean }) {
  return (
    <ErrorPanel
      heading="This page could not be shown"
      text={
        chunk
          ? 'The website may have been updated since you opened it, or the connection dropped while the page was loading. Reloading usually fixes this.'
          : 'Something went wrong on our side while showing this page. Please try again; if it keeps happening, let the school office know.'
      }
      action={{ label: 'Reload the page', busy: false, run: () => window.location.reload() }}
    />
  );
}

function ErrorPanel({
  heading,
  text,
  action,
}: {
  heading: string;
  text: string;
  action: { label: string; busy: boolean; run: () => void };
}) {
  return (
    <div className="error-panel prose" role="alert">
      <h2>{heading}</h2>
      <p>{text}</p>
      <p className="error-panel__actions">
        <button type="button" className="button" disabled={action.busy} onClick={action.run}>
          {action.label}
        </button>
        <PageLink className="button button--secondary" to={paths.home}>
          Go to the home page
        </PageLink>
      </p>
    </div>
  );
}
