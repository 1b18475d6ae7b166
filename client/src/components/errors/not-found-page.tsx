import { useBrowserValue } from '@/lib/in-browser.ts';
import { isErrorResponse, PageLink, usePage, usePageError } from '@/lib/page-context.tsx';
import { paths } from '@/config/paths.ts';
import { NOT_FOUND_PATH, suggestionAt } from '@/lib/not-found.ts';
import { useHasPage, useSiteData } from '@/lib/site.ts';
import { menuLabelAt, type Words } from '@shared/words.ts';
import { COMMON_WORDS } from '@shared/words/common.ts';

const NEXT_STEPS = [paths.news, paths.events, paths.gallery, paths.admission, paths.contact] as const;

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
  // English only when the site's own data failed to load.
  const words = useSiteData()?.words;
  const T = words?.common.notFound ?? COMMON_WORDS.notFound;
  const said = isErrorResponse(error) ? (goneItem(error.data, T.gone) ?? visitorMessage(error.data)) : null;
  const [before, after = ''] = T.noPage.split('{address}');
  const steps = [
    { label: T.homePage, to: paths.home },
    ...(words ? NEXT_STEPS.map((to) => ({ label: menuLabelAt(words, to) ?? to, to })) : []),
  ];
  return (
    <div className="not-found prose">
      <meta name="robots" content="noindex" />
      {said ? (
        <p className="lead">
          {said} {T.removed}
        </p>
      ) : (
        <p className="lead">
          {before}
          {address ? <code className="not-found__path">{address}</code> : T.thisAddress}
          {after}
        </p>
      )}
      {suggestion ? (
        <p>
          {T.caseSensitive} <PageLink to={suggestion}>{suggestion}</PageLink>?
        </p>
      ) : null}
      <h2>{T.whereNext}</h2>
      <ul className="not-found__links">
        {steps
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

/** What a shared item's 404 says is gone (`requireNamedItem`), in the school's words. */
function goneItem(data: unknown, words: Words['common']['notFound']['gone']): string | null {
  const gone = (data as { gone?: unknown } | null)?.gone;
  return typeof gone === 'string' && Object.hasOwn(words, gone) ? words[gone as keyof typeof words] : null;
}

/** A route error's visitor-safe message, if any. */
export function visitorMessage(data: unknown): string | null {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}
