// How long a saved copy may stand in for the site, read from the copy's own headers: the server
// says in Cache-Control how long an answer is fresh (max-age) and how long past that a stale copy
// may be used while the site fails (stale-if-error, its CACHE_STALE_SECONDS). The service worker
// keeps to the same window: a copy older than both together is not shown.

/** HTTP headers as a Response has them (or a plain stand-in in tests). */
export interface HeaderSource {
  get(name: string): string | null;
}

/** Cache-Control's directives, names in lower case; a directive without a value is `true`. */
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
 * The seconds after it was made during which a copy may be used: max-age plus stale-if-error.
 * 0 for an answer that must not be kept or reused (no-store; no-cache with no stale-if-error),
 * null when the answer has no Cache-Control at all (then only the cache's own age limit applies).
 */
export function staleWindowSeconds(headers: HeaderSource): number | null {
  const header = headers.get('cache-control');
  if (header === null) return null;
  const cc = parseCacheControl(header);
  if (cc.has('no-store')) return 0;
  // no-cache: never fresh, always to be revalidated; must-revalidate: never used stale.
  const maxAge = cc.has('no-cache') ? 0 : seconds(cc.get('max-age'));
  const staleIfError = cc.has('must-revalidate') ? 0 : seconds(cc.get('stale-if-error'));
  return maxAge + staleIfError;
}

/** When the copy was made: its Date header; null when it has none or it cannot be read. */
export function savedAt(headers: HeaderSource): Date | null {
  const date = headers.get('date');
  if (!date) return null;
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** The copy's age in seconds at `now` (ms): since its Date, plus the Age a shared cache added. */
export function copyAgeSeconds(headers: HeaderSource, now: number): number | null {
  const made = savedAt(headers);
  if (!made) return null;
  const age = Number(headers.get('age') ?? 0);
  return Math.max(0, (now - made.getTime()) / 1000) + (Number.isFinite(age) && age > 0 ? age : 0);
}

/**
 * Whether a saved copy may still be shown at `now` (ms): younger than max-age + stale-if-error.
 * A copy whose headers say nothing of its age or window is left to the cache's own age limit.
 */
export function isUsableCopy(headers: HeaderSource, now: number): boolean {
  const window = staleWindowSeconds(headers);
  if (window === null) return true;
  if (window === 0) return false;
  const age = copyAgeSeconds(headers, now);
  return age === null || age <= window;
}

/** Whether an answer is worth saving at all: one that could ever be shown from the copy. */
export function isWorthKeeping(headers: HeaderSource): boolean {
  if (headers.get('vary')?.trim() === '*') return false;
  const window = staleWindowSeconds(headers);
  return window === null || window > 0;
}
