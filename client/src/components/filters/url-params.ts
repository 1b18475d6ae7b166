// Filter values from the URL; anything unexpected reads as "not given" (defaults, not failure).
import { isSession } from '@shared/list-filters.ts';
import type { MonthChoice, YearChoice } from '@shared/types.ts';

export function parseYear(value: string | null): YearChoice | undefined {
  if (value === 'all') return 'all';
  if (value !== null && /^\d{4}$/.test(value)) return Number(value);
  return undefined;
}

export function parseMonth(value: string | null): MonthChoice | undefined {
  if (value === 'all') return 'all';
  if (value === null || !/^\d{1,2}$/.test(value)) return undefined;
  const month = Number(value);
  return month >= 1 && month <= 12 ? month : undefined;
}

export function parseSession(value: string | null): string | 'all' | undefined {
  if (value === 'all') return 'all';
  return value !== null && isSession(value) ? value : undefined;
}
