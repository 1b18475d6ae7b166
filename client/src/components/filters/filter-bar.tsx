import { useId, type FormEvent } from 'react';
import './filter-bar.css';

export interface FilterOption {
  value: string;
  label: string;
}

export interface SelectControl {
  /** Visible label, e.g. "Year". */
  label: string;
  /** The URL parameter it sets ("year"): without scripts the form is sent as a GET with it. */
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
 * Selects and a search box, every one with a visible label; applies on change, no submit step.
 * Without scripts it is a plain GET form of the same URL parameters, with a button to send it
 * (before they run, Enter in the search box sends it): the server renders the filtered list.
 */
export function FilterBar({ label, selects, search, notice }: FilterBarProps) {
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
      {/* Without scripts only: added by hydration, a button there would move the list on every page load. */}
      <noscript>
        <button type="submit" className="button filter-bar__send">
          Show
        </button>
      </noscript>
      {notice ? <p className="filter-bar__notice">{notice}</p> : null}
    </form>
  );
}
