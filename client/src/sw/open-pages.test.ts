// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { assetsOf, heldCopyRequest, saveOpenPages, type OpenPages } from './open-pages.ts';

const ORIGIN = 'https://school.example';
const HOME =
  '<html><head><script type="module" src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" href="/assets/offline-b2.js"><link rel="icon" href="/favicon.svg"></head>' +
  '<body><img src="/assets/index-a1.js"><a href="https://elsewhere.example/assets/x.js">x</a></body></html>';

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

function open(windows: string[], pages: Record<string, Response | undefined>) {
  const steps: string[] = [];
  const deps: OpenPages = {
    windows: async () => windows.map((url) => ({ url })),
    origin: ORIGIN,
    skip: (url) => url.pathname.startsWith('/bff/') || url.pathname === '/search',
    savePage: vi.fn(async (url: string) => {
      steps.push(`page ${url}`);
      return pages[url];
    }),
    saveAsset: vi.fn(async (url: string) => steps.push(`asset ${url}`)),
    pause: vi.fn(async () => {
      steps.push('pause');
    }),
  };
  return { deps, steps };
}

describe('heldCopyRequest', () => {
  it("asks the browser's HTTP cache alone, so a page the browser holds is never downloaded again", () => {
    const request = heldCopyRequest(`${ORIGIN}/news`);
    expect(request.cache).toBe('only-if-cached');
    expect(request.mode).toBe('same-origin');
    expect(request.credentials).toBe('same-origin');
  });
});

describe('assetsOf', () => {
  it('lists each /assets/ file a page names once, not other files or other sites', () => {
    expect(assetsOf(HOME)).toEqual(['/assets/index-a1.js', '/assets/offline-b2.js']);
  });
});

describe('saveOpenPages', () => {
  it('saves each open page of the site, then its files, one piece of work per task', async () => {
    const { deps, steps } = open([`${ORIGIN}/#main`, `${ORIGIN}/news?page=2`], {
      [`${ORIGIN}/`]: html(HOME),
      [`${ORIGIN}/news?page=2`]: html('<p>News</p>'),
    });
    await saveOpenPages(deps);
    expect(steps).toEqual([
      'pause',
      `page ${ORIGIN}/`,
      'pause',
      `asset ${ORIGIN}/assets/index-a1.js`,
      'pause',
      `asset ${ORIGIN}/assets/offline-b2.js`,
      'pause',
      `page ${ORIGIN}/news?page=2`,
    ]);
  });

  it('leaves out other sites, the /bff and searches', async () => {
    const { deps } = open(['https://elsewhere.example/', `${ORIGIN}/bff/news`, `${ORIGIN}/search?q=fee`], {});
    await saveOpenPages(deps);
    expect(deps.savePage).not.toHaveBeenCalled();
  });

  it('fetches nothing for a page the browser does not hold, nor for what is not an HTML page', async () => {
    const { deps } = open([`${ORIGIN}/`, `${ORIGIN}/about`, `${ORIGIN}/pdf/fees.pdf`], {
      [`${ORIGIN}/about`]: html(HOME, 503),
      [`${ORIGIN}/pdf/fees.pdf`]: new Response(HOME, { headers: { 'content-type': 'application/pdf' } }),
    });
    await saveOpenPages(deps);
    expect(deps.savePage).toHaveBeenCalledTimes(3);
    expect(deps.saveAsset).not.toHaveBeenCalled();
  });
});
