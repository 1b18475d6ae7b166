import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { Answer } from '../../cache/cached-body.ts';
import type { SiteContent } from '../../content/load-content.ts';
import { ENGLISH_WORDS } from '../../../shared/words.ts';
import { deriveTheme } from '../../content/theme.ts';
import type { Services } from '../services.ts';
import { builtSite } from './built-site.fixtures.ts';
import type { RendererOptions } from './ssr.ts';

// A stand-in server entry: /news shows the news list's first title, /broken fails to render, /slow
// waits for the test to open its gate, and any other path is a 404. It counts its renders.
export const STAND_IN_ENTRY = `
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

export interface StandInEntry {
  renders: string[];
  gate: { open: boolean; waiting: Array<() => void> };
}

/**
 * A built site in a temporary folder with the stand-in entry, for the tests of the calling file.
 * The news list, generation, day and content are what the test sets on the returned object.
 */
export function standInSite() {
  const site = {
    root: '',
    entry: undefined as unknown as StandInEntry,
    title: 'First',
    version: 1,
    generation: 1,
    failing: false,
    today: '2026-03-01',
    content: {
      version: 'c1',
      theme: deriveTheme('#12386b', '#f2b705'),
      school: { logo: { file: 'crest.svg' } },
      words: ENGLISH_WORDS,
    },
    options: (): RendererOptions => ({
      build: join(site.root, 'dist'),
      log: pino({ level: 'silent' }),
      services,
      generation: () => `${site.generation}:${site.content.version}`,
      today: () => site.today,
      origin: 'https://school.example',
      ttlMs: 60_000,
      maxBytes: 1024 * 1024,
      knownPaths: new Set(['/news']),
      content: () => site.content as unknown as SiteContent,
    }),
  };

  const services = {
    list: async (): Promise<Answer<unknown>> => {
      if (site.failing) throw new Error('provider down');
      const shown = site.title;
      return { key: '/bff/news', version: `news:${site.version}`, build: () => ({ items: [{ title: shown }] }) };
    },
  } as unknown as Services;

  beforeAll(async () => {
    site.root = builtSite(
      'school-ssr-',
      // Big enough to be worth compressing, like the real shell with its inlined stylesheet.
      `<!doctype html><head><title>School</title></head><!--${'x'.repeat(3000)}--><div id="root"></div>`,
      STAND_IN_ENTRY,
    );
    site.entry = (await import(join(site.root, 'dist-ssr', 'entry-server.js'))) as StandInEntry;
  });
  afterAll(() => rmSync(site.root, { recursive: true, force: true }));

  return site;
}
