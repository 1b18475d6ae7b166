import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { deriveTheme } from '../../content/theme.ts';
import { standInSite } from './ssr.fixtures.ts';
import { loadRenderer } from './ssr.ts';

describe('the rendered-page cache', () => {
  const site = standInSite();

  it('keeps forms and missing pages out of shared caches, and falls back to the shell when rendering fails', async () => {
    const renderer = await loadRenderer(site.options());
    expect((await renderer.page('/form')).caching).toBe('revalidate');
    const missing = await renderer.page('/no-such-page');
    expect([missing.status, missing.caching]).toEqual([404, 'none']);
    const broken = await renderer.page('/broken');
    expect([broken.status, broken.caching]).toEqual([200, 'none']);
    expect(broken.body.body.toString()).toContain('<div id="root"></div>');
    // The shell answered in place of a page is in the school's colours too, whatever the build's.
    expect(broken.body.body.toString()).toContain('<meta name="theme-color" content="#12386b" />');
    expect(renderer.shed('renders for everyone').body.body.toString()).toContain(
      '<style id="school-theme">:root{--color-primary:#12386b;',
    );
    // Which limit shed it, for the operator's log line.
    expect(renderer.shed('renders for everyone').reason).toBe('shed: renders for everyone');
    // Shedding is when the server is busiest: its shell is compressed once, ahead, not per answer.
    await vi.waitFor(() =>
      expect(
        [renderer.shed('renders for everyone').body.br, renderer.shed('renders for everyone').body.gzip].every(
          (b) => b && b.length > 0,
        ),
      ).toBe(true),
    );
  });

  it("renders again when the content folder changes, with the school's colours in the head", async () => {
    site.failing = false;
    const renderer = await loadRenderer(site.options());
    const first = (await renderer.page('/news?q=theme')).body.body.toString();
    expect(first).toContain('<meta name="theme-color" content="#12386b" />');
    expect(first).toMatch(
      /<style id="school-theme">:root\{--color-primary:#12386b;--color-primary-dark:#[0-9a-f]{6};.*--color-gold:#f2b705;.*\}<\/style>/,
    );
    const renders = site.entry.renders.length;
    expect((await renderer.page('/news?q=theme')).body.body.toString()).toBe(first);
    expect(site.entry.renders.length).toBe(renders);

    site.content = {
      ...site.content,
      version: 'c2',
      theme: deriveTheme('#0a6b3d', undefined),
      school: { logo: { file: 'crest.png' } },
    };
    // As with new upstream data: the page held is answered while the new one renders.
    await expect
      .poll(async () => (await renderer.page('/news?q=theme')).body.body.toString())
      .toContain('--color-primary:#0a6b3d');
    expect(site.entry.renders.length).toBe(renders + 1);
    // A logo that is a picture, not a drawing: the tab icon is its rendered PNG.
    const second = (await renderer.page('/news?q=theme')).body.body.toString();
    expect(second).toContain('<link rel="icon" href="/icons/icon-192.png" type="image/png" sizes="192x192" />');
    expect(first).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(first).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  });

  it('without a rendering build, answers the shell with the status of the path', async () => {
    rmSync(join(site.root, 'dist-ssr', 'entry-server.js'));
    const renderer = await loadRenderer(site.options());
    expect((await renderer.page('/news')).status).toBe(200);
    expect((await renderer.page('/news/')).status).toBe(200);
    expect((await renderer.page('/nope')).status).toBe(404);
    expect((await renderer.page('/news')).body.body.toString()).toContain(
      `--color-primary:${site.content.theme.tokens['color-primary']}`,
    );
  });
});
