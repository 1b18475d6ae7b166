import { useId, type FormEvent } from 'react';
import './filter-bar.css';
import { useWords } from '@/lib/site.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export interface SelectControl {
  /** Visible label, e.g. "Year". */
  label: string;
  /** The URL parameter ("year"), also the GET form's field. */
  name: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

export interface SearchControl {
  /** Visible label, e.g. "Search by title". */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export interface FilterBarProps {
  /** Accessible name of the search landmark, e.g. "Filter news". */
  label: string;
  selects: readonly SelectControl[];
  search: SearchControl;
  /** A polite note under the controls, e.g. the year fallback. */
  notice?: string | null | undefined;
}

/**
 * Labelled selects and a search box that apply on change; without scripts, a GET form of the same
 * parameters with a send button, and the server renders the filtered list.
 */
export function FilterBar({ label, selects, search, notice }: FilterBarProps) {
  const words = useWords().lists.filters;
  const id = useId();
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form className="filter-bar" role="search" aria-label={label} method="get" onSubmit={onSubmit}>
      <div className={`filter-bar__controls${selects.length === 1 ? ' filter-bar__controls--one-select' : ''}`}>
        {selects.map((select, i) => (
          <div className="filter-bar__field" key={select.label}>
            <label htmlFor={`${id}-s${i}`}>{select.label}</label>
            <select
              id={`${id}-s${i}`}
              name={select.name}
              value={select.value}
              onChange={(event) => select.onChange(event.target.value)}
            >
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="filter-bar__field filter-bar__field--search">
          <label htmlFor={`${id}-q`}>{search.label}</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
          />
        </div>
      </div>
      {/* Without scripts only: a button removed at hydration would shift the list on load. */}
      <noscript>
        <button type="submit" className="button filter-bar__send">
          {words.show}
        </button>
      </noscript>
      {notice ? <p className="filter-bar__notice">{notice}</p> : null}
    </form>
  );
}
