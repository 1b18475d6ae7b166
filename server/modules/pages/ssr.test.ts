import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Answer } from '../../cache/cached-body.ts';
import type { SiteContent } from '../../content/load-content.ts';
import type { Services } from '../services.ts';
import { loadRenderer, type RendererOptions } from './ssr.ts';
import { deriveTheme } from '../../content/theme.ts';

// A stand-in server entry: /news shows the news list's first title, /broken fails to render, /slow
// waits for the test to open its gate, and any other path is a 404. It counts its renders.
const ENTRY = `
export const renders = [];
export const gate = { open: true, waiting: [] };
export function pageCacheKey(url) {
  const q = url.searchParams.get('q');
  return { key: url.pathname + (q ? '?q=' + q : ''), form: url.pathname === '/form' };
}
export async function loadPage(url, bff) {
  if (url.startsWith('/slow') && !gate.open) await new Promise((resolve) => gate.waiting.push(resolve));
  if (url.startsWith('/news')) {
    try {
      const news = await bff.list('news', {});
      return { statusCode: 200, title: news.items[0].title };
    } catch {
      return { statusCode: 502, title: 'failed' };
    }
  }
  return { statusCode: url === '/form' || url === '/broken' ? 200 : 404, title: url };
}
export async function renderPage(context, origin) {
  if (context.title === '/broken') throw new Error('render bug');
  renders.push(context.title);
  return { html: '<h1>' + context.title + '</h1>', head: '<link rel="canonical" href="' + origin + '"/>', hydration: '{"t":"</script>"}' };
}
`;

describe('the rendered-page cache', () => {
  let root: string;
  let entry: { renders: string[]; gate: { open: boolean; waiting: Array<() => void> } };
  let title = 'First';
  let version = 1;
  let generation = 1;
  let failing = false;
  let today = '2026-03-01';
  let content = { version: 'c1', theme: deriveTheme('#12386b', '#f2b705'), school: { logo: { file: 'crest.svg' } } };

  const services = {
    list: async (): Promise<Answer<unknown>> => {
      if (failing) throw new Error('provider down');
      const shown = title;
      return { key: '/bff/news', version: `news:${version}`, build: () => ({ items: [{ title: shown }] }) };
    },
  } as unknown as Services;

  const options = (): RendererOptions => ({
    dist: join(root, 'dist'),
    log: pino({ level: 'silent' }),
    services,
    generation: () => `${generation}:${content.version}`,
    today: () => today,
    origin: 'https://school.example',
    ttlMs: 60_000,
    maxBytes: 1024 * 1024,
    knownPaths: new Set(['/news']),
    content: () => content as unknown as SiteContent,
  });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'school-ssr-'));
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'dist-ssr'));
    // Big enough to be worth compressing, like the real shell with its inlined stylesheet.
    writeFileSync(
      join(root, 'dist', 'index.html'),
      `<!doctype html><head><title>School</title></head><!--${'x'.repeat(3000)}--><div id="root"></div>`,
    );
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
    entry = (await import(join(root, 'dist-ssr', 'entry-server.js'))) as typeof entry;
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('renders a page once, with its data and head, and answers the same compressed document after', async () => {
    const renderer = await loadRenderer(options());
    const first = await renderer.page('/news');
    expect(first.status).toBe(200);
    expect(first.caching).toBe('shared');
    const html = first.body.body.toString();
    expect(html).toContain('<div id="root"><h1>First</h1></div>');
    expect(html).toContain('<link rel="canonical" href="https://school.example"/></head>');
    // The hydration data cannot close its script element.
    expect(html).toContain('<script type="application/json" id="router-data">{"t":"\\u003c/script>"}</script>');
    expect(html).not.toContain('<title>School</title>');
    expect(first.body.br).toBeInstanceOf(Buffer);
    expect(first.body.gzip).toBeInstanceOf(Buffer);

    // Parameters the page does not read make no new key.
    for (const url of ['/news', '/news?x=1', '/news?x=2&y=3']) expect((await renderer.page(url)).body).toBe(first.body);
    expect(entry.renders.filter((t) => t === 'First')).toHaveLength(1);
  });

  it('while busy, answers a page it holds (however old) and renders none it does not hold: 503 with the shell', async () => {
    let busy = false;
    entry.renders.length = 0;
    const renderer = await loadRenderer({ ...options(), busy: () => busy });
    const held = await renderer.page('/news');
    busy = true;
    generation++;
    const again = await renderer.page('/news');
    expect(again.body).toBe(held.body);
    expect(again.status).toBe(200);
    const cold = await renderer.page('/news?q=never-rendered');
    expect(cold.status).toBe(503);
    expect(cold.caching).toBe('none');
    expect(cold.body.body.toString()).toContain('<div id="root"></div>');
    expect(entry.renders).toHaveLength(1);
    busy = false;
    expect((await renderer.page('/news?q=never-rendered')).status).toBe(200);
  });

  it('renders one page at a time with a short line: past it a page not held is a 503, while held pages are answered', async () => {
    const renderer = await loadRenderer({ ...options(), rendersAtOnce: 1, maxWaitingRenders: 2 });
    const held = await renderer.page('/news');
    expect(renderer.needsRender('/news?utm=x')).toBe(false);
    expect(renderer.needsRender('/slow?q=a')).toBe(true);
    // The slow pages' renders wait for the gate, so none can end before the test says.
    entry.gate.open = false;
    const settled: number[] = [];
    const flood = Array.from({ length: 6 }, (_, i) =>
      renderer.page(`/slow?q=${i}`).then((page) => (settled.push(page.status), page)),
    );
    // A render under way: others asking for the same page join it and start nothing, even with the line full.
    expect(renderer.needsRender('/slow?q=0')).toBe(false);
    const joined = renderer.page('/slow?q=0');
    // 1 rendering and 2 waiting; the other 3 are refused at once, without a render.
    expect(renderer.rendering).toBe(3);
    await expect.poll(() => settled).toEqual([503, 503, 503]);
    // A held page is answered while the line is full and its render has not ended.
    const answered = await renderer.page('/news');
    expect(answered.body).toBe(held.body);
    expect([settled.length, renderer.rendering]).toEqual([3, 3]);
    entry.gate.open = true;
    for (const release of entry.gate.waiting.splice(0)) release();
    const statuses = (await Promise.all(flood)).map((p) => p.status);
    expect(statuses.filter((s) => s === 503)).toHaveLength(3);
    expect(statuses.filter((s) => s === 404)).toHaveLength(3);
    expect((await joined).status).toBe(404);
    expect(renderer.rendering).toBe(0);
  });

  it('checks a page again when the cache has new content, and renders it only when its own data changed', async () => {
    entry.renders.length = 0;
    const renderer = await loadRenderer(options());
    const first = await renderer.page('/news');

    // Something else changed: the page is checked (in the background) and kept as it is.
    generation++;
    expect((await renderer.page('/news')).body).toBe(first.body);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await renderer.page('/news')).body).toBe(first.body);
    expect(entry.renders).toEqual(['First']);

    // Its own data changed: rendered again, and the new document is answered once it is ready.
    title = 'Second';
    version++;
    generation++;
    await renderer.page('/news');
    await expect.poll(async () => (await renderer.page('/news')).body.body.toString()).toContain('<h1>Second</h1>');
    const second = await renderer.page('/news');
    expect(second.body.etag).not.toBe(first.body.etag);
    expect(entry.renders).toEqual(['First', 'Second']);
  });

  it('renders a page again on a new school day (events split at today), checked when its TTL has passed', async () => {
    entry.renders.length = 0;
    const renderer = await loadRenderer({ ...options(), ttlMs: 20 });
    const first = await renderer.page('/news?q=day');
    // The same day: checked, and kept.
    await new Promise((resolve) => setTimeout(resolve, 30));
    await renderer.page('/news?q=day');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(entry.renders).toHaveLength(1);

    today = '2026-03-02';
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Past its TTL the page held is answered while the check renders the new day's.
    expect((await renderer.page('/news?q=day')).body).toBe(first.body);
    await expect.poll(() => entry.renders.length).toBe(2);
  });

  it('answers a failed load with its status, uncached, and tries again soon', async () => {
    entry.renders.length = 0;
    failing = true;
    const renderer = await loadRenderer({ ...options(), ttlMs: 60_000 });
    const failed = await renderer.page('/news?q=a');
    expect(failed.status).toBe(502);
    expect(failed.caching).toBe('none');
    failing = false;
    // Held for a second only (FAILED_TTL_MS): past it the page is loaded again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect.poll(async () => (await renderer.page('/news?q=a')).status).toBe(200);
  });

  it('keeps forms and missing pages out of shared caches, and falls back to the shell when rendering fails', async () => {
    const renderer = await loadRenderer(options());
    expect((await renderer.page('/form')).caching).toBe('revalidate');
    const missing = await renderer.page('/no-such-page');
    expect([missing.status, missing.caching]).toEqual([404, 'none']);
    const broken = await renderer.page('/broken');
    expect([broken.status, broken.caching]).toEqual([200, 'none']);
    expect(broken.body.body.toString()).toContain('<div id="root"></div>');
    // The shell answered in place of a page is in the school's colours too, whatever the build's.
    expect(broken.body.body.toString()).toContain('<meta name="theme-color" content="#12386b" />');
    expect(renderer.shed().body.body.toString()).toContain('<style id="school-theme">:root{--color-primary:#12386b;');
    // Shedding is when the server is busiest: its shell is compressed once, ahead, not per answer.
    await vi.waitFor(() =>
      expect([renderer.shed().body.br, renderer.shed().body.gzip].every((b) => b && b.length > 0)).toBe(true),
    );
  });

  it("renders again when the content folder changes, with the school's colours in the head", async () => {
    failing = false;
    const renderer = await loadRenderer(options());
    const first = (await renderer.page('/news?q=theme')).body.body.toString();
    expect(first).toContain('<meta name="theme-color" content="#12386b" />');
    expect(first).toMatch(
      /<style id="school-theme">:root\{--color-primary:#12386b;--color-primary-dark:#[0-9a-f]{6};.*--color-gold:#f2b705;.*\}<\/style>/,
    );
    const renders = entry.renders.length;
    expect((await renderer.page('/news?q=theme')).body.body.toString()).toBe(first);
    expect(entry.renders.length).toBe(renders);

    content = { version: 'c2', theme: deriveTheme('#0a6b3d', undefined), school: { logo: { file: 'crest.png' } } };
    // As with new upstream data: the page held is answered while the new one renders.
    await expect
      .poll(async () => (await renderer.page('/news?q=theme')).body.body.toString())
      .toContain('--color-primary:#0a6b3d');
    expect(entry.renders.length).toBe(renders + 1);
    // A logo that is a picture, not a drawing: the tab icon is its rendered PNG.
    const second = (await renderer.page('/news?q=theme')).body.body.toString();
    expect(second).toContain('<link rel="icon" href="/icons/icon-192.png" type="image/png" sizes="192x192" />');
    expect(first).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(first).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  });

  it('without a rendering build, answers the shell with the status of the path', async () => {
    rmSync(join(root, 'dist-ssr', 'entry-server.js'));
    const renderer = await loadRenderer(options());
    expect((await renderer.page('/news')).status).toBe(200);
    expect((await renderer.page('/news/')).status).toBe(200);
    expect((await renderer.page('/nope')).status).toBe(404);
    expect((await renderer.page('/news')).body.body.toString()).toContain(
      `--color-primary:${content.theme.tokens['color-primary']}`,
    );
  });
});
