import { describe, expect, it } from 'vitest';
import { standInSite } from './ssr.fixtures.ts';
import { loadRenderer } from './ssr.ts';

describe('the rendered-page cache', () => {
  const site = standInSite();

  it('while busy, answers a page it holds (however old) and renders none it does not hold: 503 with the shell', async () => {
    let busy = false;
    site.entry.renders.length = 0;
    const renderer = await loadRenderer({ ...site.options(), busy: () => busy });
    const held = await renderer.page('/news');
    busy = true;
    site.generation++;
    const again = await renderer.page('/news');
    expect(again.body).toBe(held.body);
    expect(again.status).toBe(200);
    const cold = await renderer.page('/news?q=never-rendered');
    expect(cold.status).toBe(503);
    expect(cold.caching).toBe('none');
    expect(cold.body.body.toString()).toContain('<div id="root"></div>');
    expect(site.entry.renders).toHaveLength(1);
    busy = false;
    expect((await renderer.page('/news?q=never-rendered')).status).toBe(200);
  });

  it('renders one page at a time with a short line: past it a page not held is a 503, while held pages are answered', async () => {
    const renderer = await loadRenderer({ ...site.options(), rendersAtOnce: 1, maxWaitingRenders: 2 });
    const held = await renderer.page('/news');
    expect(renderer.needsRender('/news?utm=x')).toBe(false);
    expect(renderer.needsRender('/slow?q=a')).toBe(true);
    // The slow pages' renders wait for the gate, so none can end before the test says.
    site.entry.gate.open = false;
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
    site.entry.gate.open = true;
    for (const release of site.entry.gate.waiting.splice(0)) release();
    const statuses = (await Promise.all(flood)).map((p) => p.status);
    expect(statuses.filter((s) => s === 503)).toHaveLength(3);
    expect(statuses.filter((s) => s === 404)).toHaveLength(3);
    expect((await joined).status).toBe(404);
    expect(renderer.rendering).toBe(0);
  });
});
