import { usePage } from '@/lib/page-context.tsx';
import type { ListQuery } from '@shared/list-filters.ts';
import { parseMonth, parseSession, parseYear } from './url-params.ts';
import { useSearchText } from './use-search-text.ts';

export interface ListFilters {
  /** From the URL; `year` undefined is the current year. */
  query: ListQuery;
  /** The search text (ahead of the URL while typing). */
  search: string;
  setYear: (value: string) => void;
  setMonth: (value: string) => void;
  setSearch: (value: string) => void;
  /** Back to the default view: this year, every month, no search. */
  clear: () => void;
}

type ParamUpdate = (params: URLSearchParams) => void;

/** One param change, pushed (a choice) or replaced (typing). */
function useParamWriter() {
  const { location, navigate } = usePage();
  const params = new URLSearchParams(location.search);
  const write = (update: ParamUpdate, replace: boolean) => {
    const next = new URLSearchParams(params);
    update(next);
    const query = next.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace, preventScrollReset: true });
  };
  return [params, write] as const;
}

function setOrDelete(params: URLSearchParams, key: string, value: string) {
  if (value === '') params.delete(key);
  else params.set(key, value);
}

/** Year, month and title filters of the dated lists, in the URL. */
export function useListFilters(): ListFilters {
  const [params, write] = useParamWriter();
  const [search, setSearch] = useSearchText(params.get('q') ?? '', (text) =>
    write((p) => setOrDelete(p, 'q', text), true),
  );
  return {
    query: { year: parseYear(params.get('year')), month: parseMonth(params.get('month')), q: search },
    search,
    setYear: (value) =>
      write((p) => {
        p.set('year', value);
        // A new year resets the month: the old one would often show nothing.
        p.delete('month');
      }, false),
    setMonth: (value) => write((p) => setOrDelete(p, 'month', value === 'all' ? '' : value), false),
    setSearch,
    clear: () => {
      setSearch('');
      write((p) => {
        for (const key of ['year', 'month', 'q']) p.delete(key);
      }, false);
    },
  };
}

export interface SessionFilters {
  session: string | 'all' | undefined;
  search: string;
  setSession: (value: string) => void;
  setSearch: (value: string) => void;
}

/** Session and name filters of the topper lists, in the URL. */
export function useSessionFilters(): SessionFilters {
  const [params, write] = useParamWriter();
  const [search, setSearch] = useSearchText(params.get('q') ?? '', (text) =>
    write((p) => setOrDelete(p, 'q', text), true),
  );
  return {
    session: parseSession(params.get('session')),
    search,
    setSession: (value) => write((p) => p.set('session', value), false),
    setSearch,
  };
}
