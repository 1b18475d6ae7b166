import { SEARCH_MAX_LENGTH } from '@shared/types.ts';
import { paths } from '@/config/paths.ts';

/** A GET form to /search (works without scripts, shareable results); `landmark` names a search landmark. */
export function SearchForm({
  id,
  q = '',
  landmark,
  className = '',
}: {
  id: string;
  q?: string;
  landmark?: string;
  className?: string;
}) {
  return (
    <form
      action={paths.search}
      method="get"
      className={`site-search ${className}`.trim()}
      {...(landmark ? { role: 'search', 'aria-label': landmark } : {})}
    >
      <label htmlFor={`${id}-q`} className="visually-hidden">
        Search the site
      </label>
      <input
        id={`${id}-q`}
        className="site-search__input"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={SEARCH_MAX_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Search the site"
      />
      <button type="submit" className="button site-search__button">
        Search
      </button>
    </form>
  );
}
