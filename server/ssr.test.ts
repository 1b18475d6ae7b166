import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRenderer, type PageRenderer } from './ssr.ts';

// A stand-in server entry: it shows /bff/news, and reports what it was given.
const ENTRY = `
export const calls = [];
export async function render(url, origin, load, expected = []) {
  calls.push({ url, expected: [...expected] });
  const news = await load('/bff/news');
  return { html: '<h1>' + (news ? news.title : 'none') + '</h1>', head: '<title>News</title>', data: {} };
}
`;

describe('server rendering', () => {
  let dist: string;
  let renderer: PageRenderer;
  let entry: { calls: Array<{ url: string; expected: string[] }> };

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'school-ssr-'));
    dist = join(root, 'dist');
    mkdirSync(dist);
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>School</title></head><div id="root"></div>');
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
    renderer = await loadRenderer(dist, pino({ level: 'silent' }));
    entry = (await import(join(root, 'dist-ssr', 'entry-server.js'))) as typeof entry;
  });
  afterAll(() => rmSync(join(dist, '..'), { recursive: true, force: true }));

  it('asks for each answer once per page, reuses the document while the data is the same, and renders again when it changes', async () => {
    let title = 'First';
    const asked: string[] = [];
    const load = async (bffUrl: string) => {
      asked.push(bffUrl);
      return JSON.stringify({ title });
    };

    const first = await renderer.page('/news', 'https://school.example', load);
    expect(first).toContain('<h1>First</h1>');
    expect(first).toContain('<script type="application/json" id="bff-data">{"/bff/news":{"title":"First"}}</script>');
    expect(asked).toEqual(['/bff/news']);

    // Same data: the cached document, after one look at the answer that keys it.
    expect(await renderer.page('/news', 'https://school.example', load)).toBe(first);
    expect(asked).toEqual(['/bff/news', '/bff/news']);
    expect(entry.calls).toHaveLength(1);

    // New data: rendered again from the answer just read, told what the page showed last time.
    title = 'Second';
    expect(await renderer.page('/news', 'https://school.example', load)).toContain('<h1>Second</h1>');
    expect(asked).toEqual(['/bff/news', '/bff/news', '/bff/news']);
    expect(entry.calls.at(-1)).toEqual({ url: '/news', expected: ['/bff/news'] });

    // A failing answer is asked for once per page too, not again by the render.
    const failing: string[] = [];
    const page = await renderer.page('/news', 'https://school.example', async (bffUrl) => {
      failing.push(bffUrl);
      return undefined;
    });
    expect(page).toContain('<h1>none</h1>');
    expect(failing).toEqual(['/bff/news']);
  });
});
