import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { school } from '@content/school.ts';
import { paths } from '@/config/paths.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** A page chunk that no longer exists after a deploy, or a dropped connection while loading one. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|error loading dynamically|failed to fetch/i.test(error.message)
  );
}

/**
 * The one error boundary of the router. Inside the layout it replaces the page's content (header,
 * banner and footer stay); with `standalone` it is the whole page, for the rare error in the layout itself.
 */
export function GeneralErrorBoundary({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();

  useEffect(() => {
    // Keep the details for whoever opens the console; the visitor sees a plain message.
    console.error(error);
  }, [error]);

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const body = notFound ? <NotFoundPage /> : <ErrorMessage chunk={isChunkLoadError(error)} />;

  if (!standalone) return body;
  return (
    <main id="main" className="standalone-error container" tabIndex={-1}>
      <title>{`${notFound ? 'Page not found' : 'Something went wrong'} | ${school.name}`}</title>
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      {body}
    </main>
  );
}

function ErrorMessage({ chunk }: { chunk: boolean }) {
  return (
    <div className="error-panel prose" role="alert">
      <h2>This page could not be shown</h2>
      <p>
        {chunk
          ? 'The website may have been updated since you opened it, or the connection dropped while the page was loading. Reloading usually fixes this.'
          : 'Something went wrong on our side while showing this page. Please try again; if it keeps happening, let the school office know.'}
      </p>
      <p className="error-panel__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link className="button button--secondary" to={paths.home}>
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
