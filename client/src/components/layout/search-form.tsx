import { SEARCH_MAX_LENGTH } from '@shared/types.ts';
import { paths } from '@/config/paths.ts';
import { useWords } from '@/lib/site.ts';

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
  const words = useWords().common.search;
  return (
    <form
      action={paths.search}
      method="get"
      className={`site-search ${className}`.trim()}
      {...(landmark ? { role: 'search', 'aria-label': landmark } : {})}
    >
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {words.label}
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
        placeholder={words.label}
      />
      <button type="submit" className="button site-search__button">
        {words.button}
      </button>
    </form>
  );
}
