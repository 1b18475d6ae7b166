import { PageLink, usePage } from '@/lib/page-context.tsx';
import { aliases, paths } from '@/config/paths.ts';

const knownPaths: readonly string[] = [...Object.values(paths), ...Object.keys(aliases)];

/** A known address that differs only in letter case: addresses here are case-sensitive (spec section 2). */
export function suggestPath(pathname: string): string | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  return knownPaths.find((known) => known.toLowerCase() === wanted && known !== pathname);
}

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
  const { pathname } = usePage().location;
  const suggestion = suggestPath(pathname);
  return (
    <div className="not-found prose">
      <meta name="robots" content="noindex" />
      <p className="lead">
        There is no page at <code className="not-found__path">{pathname}</code> on this website. The address may be
        mistyped, or the page may have moved.
      </p>
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
