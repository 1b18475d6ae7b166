import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';
import { builtSite } from './built-site.fixtures.ts';

// Pages not rendered yet cost a render each: an address may ask for only PAGE_RENDERS_PER_MINUTE
// of them, while pages already held are never counted.

// A stand-in server entry: every URL is its own page (a search no one made before).
const ENTRY = `
export function pageCacheKey(url) {
  return { key: url.pathname + url.search, form: false, textOnly: false };
}
export async function loadPage(url) {
  return { statusCode: 200, url };
}
export async function renderPage(context) {
  return { html: '<h1>' + context.url + '</h1>', head: '', hydration: '{}' };
}
`;

describe('renders per address', () => {
  let h: Harness;
  let root: string;

  beforeAll(async () => {
    root = builtSite(
      'school-renders-',
      '<!doctype html><head><title>School</title></head><div id="root"></div>',
      ENTRY,
    );
    h = await startHarness({ PAGE_RENDERS_PER_MINUTE: '5' }, { clientDist: join(root, 'dist') });
  });
  afterAll(async () => {
    await h.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, remoteAddress = '203.0.113.9') => h.app.inject({ url, remoteAddress });

  it('refuses an address its sixth new page in a minute, and keeps answering it the pages already rendered', async () => {
    for (let i = 0; i < 5; i++) expect((await get(`/news?q=flood-${i}`)).statusCode).toBe(200);
    const refused = await get('/news?q=flood-5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyPages);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.headers['cache-control']).toBe('no-store');
    // Held pages cost nothing and are never counted, however often they are asked for.
    for (let i = 0; i < 20; i++) expect((await get(`/news?q=flood-${i % 5}`)).statusCode).toBe(200);
    // Another visitor is not refused for this one's flood.
    expect((await get('/news?q=flood-5', '198.51.100.20')).statusCode).toBe(200);
    // The page it asked for is held now, so the flooder gets it too.
    expect((await get('/news?q=flood-5')).statusCode).toBe(200);
  });

  it('renders at most ten new pages a second over every address; the rest get the shell with 503', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => get(`/events?q=spread-${i}`, `198.18.0.${i + 1}`)),
    );
    const rendered = answers.filter((a) => a.statusCode === 200);
    const shed = answers.filter((a) => a.statusCode === 503);
    expect(rendered).toHaveLength(10);
    expect(shed).toHaveLength(6);
    for (const answer of shed) {
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('<div id="root"></div>');
    }
    // Pages held are never refused, whatever the rate.
    expect((await get('/events?q=spread-0', '198.18.1.1')).statusCode).toBe(200);
  });

  it('counts a new page asked for by many at once as one render, for the limits as for the work', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const answers = await Promise.all(
      Array.from({ length: 32 }, () => get('/gallery?q=everyone-at-once', '192.0.2.77')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 32 }, () => 200));
    // Four more new pages for that address still fit its five a minute: the 32 counted once.
    for (let i = 0; i < 4; i++) expect((await get(`/gallery?q=after-${i}`, '192.0.2.77')).statusCode).toBe(200);
    expect((await get('/gallery?q=one-too-many', '192.0.2.77')).statusCode).toBe(429);
  });
});
