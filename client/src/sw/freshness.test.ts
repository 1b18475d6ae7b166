// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  copyAgeSeconds,
  isUsableCopy,
  isWorthKeeping,
  parseCacheControl,
  savedAt,
  staleWindowSeconds,
} from './freshness.ts';

const headers = (values: Record<string, string>) => new Headers(values);
const SAVED = Date.parse('Thu, 26 Nov 2026 04:10:00 GMT');
const PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400, stale-if-error=86400';
const JSON_LIST = 'public, max-age=60, stale-while-revalidate=86400, stale-if-error=86400';
const MEDIA = 'public, max-age=604800, stale-while-revalidate=86400, stale-if-error=604800';

describe('parseCacheControl', () => {
  it('reads directives with and without values, names in lower case, quotes dropped', () => {
    const cc = parseCacheControl('Public, MAX-AGE=60, stale-if-error="120", no-transform');
    expect(cc.get('public')).toBe(true);
    expect(cc.get('max-age')).toBe('60');
    expect(cc.get('stale-if-error')).toBe('120');
    expect(cc.get('no-transform')).toBe(true);
    expect(parseCacheControl(null).size).toBe(0);
  });
});

describe('staleWindowSeconds', () => {
  it('is max-age plus stale-if-error, as the server sends them (s-maxage is for shared caches)', () => {
    expect(staleWindowSeconds(headers({ 'cache-control': PAGE }))).toBe(86400);
    expect(staleWindowSeconds(headers({ 'cache-control': JSON_LIST }))).toBe(86460);
    expect(staleWindowSeconds(headers({ 'cache-control': MEDIA }))).toBe(1209600);
    expect(staleWindowSeconds(headers({ 'cache-control': 'public, max-age=3600' }))).toBe(3600);
  });

  it('is 0 for no-store and for a form page (no-cache), and drops stale-if-error under must-revalidate', () => {
    expect(staleWindowSeconds(headers({ 'cache-control': 'no-store' }))).toBe(0);
    expect(staleWindowSeconds(headers({ 'cache-control': 'no-cache' }))).toBe(0);
    expect(staleWindowSeconds(headers({ 'cache-control': 'no-cache, stale-if-error=60' }))).toBe(60);
    expect(staleWindowSeconds(headers({ 'cache-control': 'max-age=60, must-revalidate, stale-if-error=600' }))).toBe(
      60,
    );
  });

  it('is unknown (null) without Cache-Control, and ignores values that are not numbers', () => {
    expect(staleWindowSeconds(headers({}))).toBeNull();
    expect(staleWindowSeconds(headers({ 'cache-control': 'max-age=abc, stale-if-error=-5' }))).toBe(0);
  });
});

describe("the copy's age", () => {
  it('counts from its Date, plus an Age a shared cache added; never below 0', () => {
    const h = headers({ date: new Date(SAVED).toUTCString() });
    expect(savedAt(h)?.getTime()).toBe(SAVED);
    expect(copyAgeSeconds(h, SAVED + 90_000)).toBe(90);
    expect(copyAgeSeconds(headers({ date: new Date(SAVED).toUTCString(), age: '30' }), SAVED + 90_000)).toBe(120);
    expect(copyAgeSeconds(h, SAVED - 5_000)).toBe(0);
  });

  it('is unknown without a readable Date', () => {
    expect(savedAt(headers({}))).toBeNull();
    expect(savedAt(headers({ date: 'yesterday' }))).toBeNull();
    expect(copyAgeSeconds(headers({ date: 'yesterday' }), SAVED)).toBeNull();
  });
});

describe('isUsableCopy', () => {
  const page = headers({ 'cache-control': PAGE, date: new Date(SAVED).toUTCString() });

  it("shows a page's copy up to max-age + stale-if-error after its Date, and not a second longer", () => {
    expect(isUsableCopy(page, SAVED + 1000)).toBe(true);
    expect(isUsableCopy(page, SAVED + 86_400_000)).toBe(true);
    expect(isUsableCopy(page, SAVED + 86_401_000)).toBe(false);
  });

  it('keeps a PDF two weeks (a week fresh, a week stale-if-error)', () => {
    const pdf = headers({ 'cache-control': MEDIA, date: new Date(SAVED).toUTCString() });
    expect(isUsableCopy(pdf, SAVED + 13 * 86_400_000)).toBe(true);
    expect(isUsableCopy(pdf, SAVED + 15 * 86_400_000)).toBe(false);
  });

  it("never shows a no-store or no-cache copy; leaves a copy with no rule or no date to the cache's age limit", () => {
    expect(isUsableCopy(headers({ 'cache-control': 'no-store', date: new Date(SAVED).toUTCString() }), SAVED)).toBe(
      false,
    );
    expect(isUsableCopy(headers({ 'cache-control': 'no-cache', date: new Date(SAVED).toUTCString() }), SAVED)).toBe(
      false,
    );
    expect(isUsableCopy(headers({ date: new Date(SAVED).toUTCString() }), SAVED + 365 * 86_400_000)).toBe(true);
    expect(isUsableCopy(headers({ 'cache-control': PAGE }), SAVED)).toBe(true);
  });
});

describe('isWorthKeeping', () => {
  it('keeps what could be shown again, not no-store answers, form pages or Vary: *', () => {
    expect(isWorthKeeping(headers({ 'cache-control': PAGE }))).toBe(true);
    expect(isWorthKeeping(headers({ 'cache-control': MEDIA }))).toBe(true);
    expect(isWorthKeeping(headers({}))).toBe(true);
    expect(isWorthKeeping(headers({ 'cache-control': 'no-store' }))).toBe(false);
    expect(isWorthKeeping(headers({ 'cache-control': 'no-cache' }))).toBe(false);
    expect(isWorthKeeping(headers({ 'cache-control': PAGE, vary: '*' }))).toBe(false);
  });
});
