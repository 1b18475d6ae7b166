import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH_WORDS } from '../../../shared/words.ts';
import { pageDocument, pagePreloads, readShell, textPageShell } from './page-shell.ts';
import { readManifest } from './page-styles.ts';

const INDEX = `<!doctype html><html lang="en"><head>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
</head><body><div id="root"></div></body></html>`;

// The app entry imports a runtime; once running, React's client and the boot code, which imports
// the app chunk; boot loads the router later.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime.js'], dynamicImports: ['client.js', 'boot.tsx'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  'client.js': { file: 'assets/client-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'boot.tsx': {
    file: 'assets/boot-1.js',
    imports: ['_runtime.js', '_react.js', '_app.js'],
    dynamicImports: ['router.tsx'],
  },
  '_app.js': { file: 'assets/app-1.js' },
  'router.tsx': { file: 'assets/router-1.js', imports: ['_app.js'] },
  // A page module, with a component of its own and one it shares; it loads its fireworks on demand.
  'src/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['_app.js', '_react.js', '_card.js', '_share.js'],
    dynamicImports: ['src/fireworks.tsx'],
  },
  'src/news-page.tsx': { file: 'assets/news-page-1.js', imports: ['_app.js', '_share.js', '_runtime.js'] },
  '_card.js': { file: 'assets/card-1.js', imports: ['_share.js'] },
  '_share.js': { file: 'assets/share-1.js' },
  'src/fireworks.tsx': { file: 'assets/fireworks-1.js' },
  'src/text-page.ts': { file: 'assets/text-page-1.js', imports: ['_runtime.js'] },
};

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

function built(withManifest: boolean): string {
  dist = mkdtempSync(join(tmpdir(), 'page-shell-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  if (withManifest) {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  }
  return dist;
}

const preloaded = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe('readShell', () => {
  it("preloads, after the page's markup, what the app entry imports once it runs, each once", () => {
    const dist = built(true);
    const shell = readShell(dist, readManifest(dist));
    const body = shell.slice(shell.indexOf('<div id="root"></div>'));
    expect(preloaded(body)).toEqual([
      '/assets/client-1.js',
      '/assets/react-1.js',
      '/assets/boot-1.js',
      '/assets/app-1.js',
    ]);
    // The head's own preload stays once; the router waits for a navigation.
    expect(preloaded(shell).filter((href) => href === '/assets/runtime-1.js')).toHaveLength(1);
    expect(shell).not.toContain('router-1.js');
  });

  it('without a manifest, is index.html as built', () => {
    const dist = built(false);
    expect(preloaded(readShell(dist, readManifest(dist)))).toEqual(['/assets/runtime-1.js']);
  });

  it("a text page's shell has none of the app's modules", () => {
    const root = built(true);
    const manifest = readManifest(root);
    const text = textPageShell(readShell(root, manifest), manifest);
    expect(text).toContain('src="/assets/text-page-1.js"');
    expect(preloaded(text)).toEqual(['/assets/runtime-1.js']);
  });
});

describe('pagePreloads', () => {
  it("preloads a page's modules and what they import, short of what the shell loads, each once", () => {
    const dist = built(true);
    const preloads = pagePreloads(readManifest(dist));
    expect(preloaded(preloads(['src/home-page.tsx']))).toEqual([
      '/assets/home-page-1.js',
      '/assets/card-1.js',
      '/assets/share-1.js',
    ]);
    expect(preloaded(preloads(['src/home-page.tsx', 'src/news-page.tsx']))).toEqual([
      '/assets/home-page-1.js',
      '/assets/card-1.js',
      '/assets/share-1.js',
      '/assets/news-page-1.js',
    ]);
    // Nothing for a page without modules, an unknown module or a build without a manifest.
    expect(preloads([])).toBe('');
    expect(preloads(['src/gone.tsx'])).toBe('');
    expect(pagePreloads(null)(['src/home-page.tsx'])).toBe('');
  });
});

describe('pageDocument', () => {
  const shell =
    '<!doctype html><html lang="en"><head><title>x</title>' +
    '<link rel="alternate" type="application/rss+xml" title="" href="/news.xml" />' +
    '<link rel="alternate" type="text/calendar" title="" href="/events.ics" /></head>' +
    '<body><noscript><!-- words --><p style="margin: 0"></p></noscript><div id="root"></div></body></html>';
  const words = {
    ...ENGLISH_WORDS,
    lang: 'hi',
    common: { ...ENGLISH_WORDS.common, scriptsOff: 'स्क्रिप्ट बंद हैं <b>"</b>' },
    pages: { ...ENGLISH_WORDS.pages, '/news': 'समाचार', '/events': 'कार्यक्रम & आयोजन' },
  };

  it("carries the school's words where the shell has none: the no-scripts note and the feeds' titles, escaped", () => {
    const html = pageDocument(shell, { html: '', head: '', styles: '', hydration: null }, '', words);
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain(
      '<noscript><!-- words --><p style="margin: 0">स्क्रिप्ट बंद हैं &lt;b&gt;&quot;&lt;/b&gt;</p></noscript>',
    );
    expect(html).toContain('type="application/rss+xml" title="समाचार" href="/news.xml"');
    expect(html).toContain('type="text/calendar" title="कार्यक्रम &amp; आयोजन" href="/events.ics"');
  });

  it("ends a hydrated page's body with its preloads, and a text page's with none", () => {
    const rendered = { html: '<p>x</p>', head: '', styles: '', preloads: '<link rel="modulepreload" href="/p.js">' };
    const hydrated = pageDocument(shell, { ...rendered, hydration: '{}' }, '', words);
    expect(hydrated).toMatch(
      /<script type="application\/json" id="router-data">\{\}<\/script><link rel="modulepreload" href="\/p.js"><\/body>/,
    );
    expect(pageDocument(shell, { ...rendered, hydration: null }, '', words)).not.toContain('/p.js');
  });
});
