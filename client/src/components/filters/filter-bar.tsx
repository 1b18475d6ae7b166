import { useId, type FormEvent } from 'react';
import './filter-bar.css';

export interface FilterOption {
  value: string;
  label: string;
}

export interface SelectControl {
  /** Visible label, e.g. "Year". */
  label: string;
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

/** Selects and a search box, every one with a visible label; applies on change, no submit step. */
export function FilterBar({ label, selects, search, notice }: FilterBarProps) {
  const id = useId();
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form className="filter-bar" role="search" aria-label={label} onSubmit={onSubmit}>
      <div className={`filter-bar__controls${selects.length === 1 ? ' filter-bar__controls--one-select' : ''}`}>
        {selects.map((select, i) => (
          <div className="filter-bar__field" key={select.label}>
            <label htmlFor={`${id}-s${i}`}>{select.label}</label>
            <select
              id={`${id}-s${i}`}
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
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
          />
        </div>
      </div>
      {notice ? <p className="filter-bar__notice">{notice}</p> : null}
    </form>
  );
}
