import { describe, expect, it } from 'vitest';
import { standInSite } from './ssr.fixtures.ts';
import { loadRenderer } from './ssr.ts';

describe('the rendered-page cache', () => {
  const site = standInSite();

  it('renders a page once, with its data and head, and answers the same compressed document after', async () => {
    const renderer = await loadRenderer(site.options());
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
    expect(site.entry.renders.filter((t) => t === 'First')).toHaveLength(1);
  });

  it('checks a page again when the cache has new content, and renders it only when its own data changed', async () => {
    site.entry.renders.length = 0;
    const renderer = await loadRenderer(site.options());
    const first = await renderer.page('/news');

    // Something else changed: the page is checked (in the background) and kept as it is.
    site.generation++;
    expect((await renderer.page('/news')).body).toBe(first.body);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await renderer.page('/news')).body).toBe(first.body);
    expect(site.entry.renders).toEqual(['First']);

    // Its own data changed: rendered again, and the new document is answered once it is ready.
    site.title = 'Second';
    site.version++;
    site.generation++;
    await renderer.page('/news');
    await expect.poll(async () => (await renderer.page('/news')).body.body.toString()).toContain('<h1>Second</h1>');
    const second = await renderer.page('/news');
    expect(second.body.etag).not.toBe(first.body.etag);
    expect(site.entry.renders).toEqual(['First', 'Second']);
  });

  it('renders a page again on a new school day (events split at today), checked when its TTL has passed', async () => {
    site.entry.renders.length = 0;
    const renderer = await loadRenderer({ ...site.options(), ttlMs: 20 });
    const first = await renderer.page('/news?q=day');
    // The same day: checked, and kept.
    await new Promise((resolve) => setTimeout(resolve, 30));
    await renderer.page('/news?q=day');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(site.entry.renders).toHaveLength(1);

    site.today = '2026-03-02';
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Past its TTL the page held is answered while the check renders the new day's.
    expect((await renderer.page('/news?q=day')).body).toBe(first.body);
    await expect.poll(() => site.entry.renders.length).toBe(2);
  });

  it('renders a page again at the start of a new school day, however fresh its copy', async () => {
    site.entry.renders.length = 0;
    site.today = '2026-03-03';
    const renderer = await loadRenderer({ ...site.options(), ttlMs: 60_000 });
    const first = await renderer.page('/news?q=midnight');
    site.today = '2026-03-04';
    // The copy held is answered once while the new day's renders; yesterday's "next" is gone after.
    expect((await renderer.page('/news?q=midnight')).body).toBe(first.body);
    await expect.poll(() => site.entry.renders.length).toBe(2);
    await renderer.page('/news?q=midnight');
    expect(site.entry.renders).toHaveLength(2);
  });

  it('answers a failed load with its status, uncached, and tries again soon', async () => {
    site.entry.renders.length = 0;
    site.failing = true;
    const renderer = await loadRenderer({ ...site.options(), ttlMs: 60_000 });
    const failed = await renderer.page('/news?q=a');
    expect(failed.status).toBe(502);
    expect(failed.caching).toBe('none');
    site.failing = false;
    // Held for a second only (FAILED_TTL_MS): past it the page is loaded again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect.poll(async () => (await renderer.page('/news?q=a')).status).toBe(200);
  });
});
