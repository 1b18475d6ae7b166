// How long a saved copy may stand in, from its own Cache-Control: max-age plus stale-if-error.

/** A Response's headers (or a test stand-in). */
export interface HeaderSource {
  get(name: string): string | null;
}

/** Cache-Control directives, lower-cased; valueless ones are `true`. */
export function parseCacheControl(value: string | null): Map<string, string | true> {
  const directives = new Map<string, string | true>();
  for (const part of (value ?? '').split(',')) {
    const [name = '', ...rest] = part.split('=');
    const key = name.trim().toLowerCase();
    if (!key) continue;
    directives.set(key, rest.length > 0 ? rest.join('=').trim().replace(/^"|"$/g, '') : true);
  }
  return directives;
}

function seconds(value: string | true | undefined): number {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return 0;
  return Number(value);
}

/**
 * Seconds a copy may be used: max-age plus stale-if-error; 0 when it must not be reused, null
 * without Cache-Control (the cache's own limit applies).
 */
export function staleWindowSeconds(headers: HeaderSource): number | null {
  const header = headers.get('cache-control');
  if (header === null) return null;
  const cc = parseCacheControl(header);
  if (cc.has('no-store')) return 0;
  // no-cache: never fresh; must-revalidate: never stale.
  const maxAge = cc.has('no-cache') ? 0 : seconds(cc.get('max-age'));
  const staleIfError = cc.has('must-revalidate') ? 0 : seconds(cc.get('stale-if-error'));
  return maxAge + staleIfError;
}

/** The copy's Date header; null when missing or unreadable. */
export function savedAt(headers: HeaderSource): Date | null {
  const date = headers.get('date');
  if (!date) return null;
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** Age in seconds at `now` (ms): since Date, plus any Age header. */
export function copyAgeSeconds(headers: HeaderSource, now: number): number | null {
  const made = savedAt(headers);
  if (!made) return null;
  const age = Number(headers.get('age') ?? 0);
  return Math.max(0, (now - made.getTime()) / 1000) + (Number.isFinite(age) && age > 0 ? age : 0);
}

/** Whether a copy may be shown at `now` (ms); without age or window, the cache's limit decides. */
export function isUsableCopy(headers: HeaderSource, now: number): boolean {
  const window = staleWindowSeconds(headers);
  if (window === null) return true;
  if (window === 0) return false;
  const age = copyAgeSeconds(headers, now);
  return age === null || age <= window;
}

/** Whether an answer could ever be shown from a copy. */
export function isWorthKeeping(headers: HeaderSource): boolean {
  if (headers.get('vary')?.trim() === '*') return false;
  const window = staleWindowSeconds(headers);
  return window === null || window > 0;
}
