import { useEffect } from 'react';
import { isErrorResponse, PageLink, usePage, usePageError } from '@/lib/page-context.tsx';
import { paths } from '@/config/paths.ts';
import { useSiteData } from '@/lib/site.ts';
import { inSchoolWords } from '@shared/messages.ts';
import type { Words } from '@shared/words.ts';
import { COMMON_WORDS } from '@shared/words/common.ts';
import { NotFoundPage, visitorMessage } from './not-found-page.tsx';

type ErrorWords = Words['common']['errors'];

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
  // The school's words; English only when the site's own data is what failed to load.
  const T = site?.words.common.errors ?? COMMON_WORDS.errors;
  const said = isErrorResponse(error) ? visitorMessage(error.data) : null;

  useEffect(() => {
    // Details to the console, a plain message to the visitor; a 404 is no fault.
    if (!notFound) console.error(error);
  }, [error, notFound]);

  const body = notFound ? (
    <NotFoundPage />
  ) : isErrorResponse(error) && error.status >= 500 ? (
    <LoadFailed words={T} message={said && site ? inSchoolWords(said, site.words.forms) : said} />
  ) : (
    <ErrorMessage words={T} chunk={isChunkLoadError(error)} />
  );

  if (!standalone) return body;
  const heading = notFound ? (site?.words.notFound ?? T.pageNotFound) : T.somethingWrong;
  return (
    <main id="main" className="standalone-error container" tabIndex={-1}>
      {/* The school's name, unless that failed to load. */}
      <title>{site ? `${heading} | ${site.school.name}` : heading}</title>
      <h1>{heading}</h1>
      {body}
    </main>
  );
}

/** The page's data failed to load: offer a retry. */
function LoadFailed({ words, message }: { words: ErrorWords; message: string | null }) {
  const { busy, revalidate } = usePage();
  return (
    <ErrorPanel
      words={words}
      heading={words.loadFailedHeading}
      text={message ?? words.loadFailed}
      action={{ label: words.tryAgain, busy, run: revalidate }}
    />
  );
}

function ErrorMessage({ words, chunk }: { words: ErrorWords; chunk: boolean }) {
  return (
    <ErrorPanel
      words={words}
      heading={words.notShownHeading}
      text={chunk ? words.updated : words.fault}
      action={{ label: words.reload, busy: false, run: () => window.location.reload() }}
    />
  );
}

function ErrorPanel({
  words,
  heading,
  text,
  action,
}: {
  words: ErrorWords;
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
          {words.home}
        </PageLink>
      </p>
    </div>
  );
}
