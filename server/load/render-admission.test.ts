import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmission, type RenderLimits } from './render-admission.ts';
import type { Page, PageRenderer } from '../modules/pages/ssr.ts';

// Pages as the renderer holds them: a URL is held once rendered, and "being rendered" from the
// moment page() is called until the test finishes it (a request for it then joins that render).
function fakeRenderer(heldUrls: string[] = []) {
  const held = new Set(heldUrls);
  const rendering = new Map<string, (page: Page) => void>();
  const pages = new Map<string, Promise<Page>>();
  const renderer: PageRenderer = {
    needsRender: (url) => !held.has(url) && !rendering.has(url),
    get held() {
      return held.size;
    },
    page(url) {
      if (held.has(url))
        return Promise.resolve({
          body: { body: Buffer.from(url), etag: '"held"' },
          status: 200,
          caching: 'shared',
        } as unknown as Page);
      const joined = pages.get(url);
      if (joined) return joined;
      const page = new Promise<Page>((resolve) => rendering.set(url, resolve));
      pages.set(url, page);
      return page;
    },
    rendering: 0,
    shed: () => ({ status: 503 }) as Page,
    formPage: () => Promise.reject(new Error('render admission never renders a form page')),
  };
  /** Ends every render under way: the pages are held from now on. */
  const finishAll = () => {
    for (const [url, resolve] of rendering) {
      held.add(url);
      resolve({ status: 200 } as Page);
    }
    rendering.clear();
    pages.clear();
  };
  return { renderer, finishAll, renderingNow: () => [...rendering.keys()] };
}

let app: FastifyInstance;
afterEach(async () => app?.close());

/** A bare server with the rate limiter (as app.ts registers it) and one route that says how a request was let in. */
async function site(renderer: PageRenderer, limits: RenderLimits) {
  app = Fastify();
  await app.register(rateLimit, { global: false });
  const admit = renderAdmission(app, limits);
  app.get('/*', async (request) => {
    const admission = await admit(request, renderer);
    if ('refused' in admission) return admission;
    return { admitted: true };
  });
  await app.ready();
  return (url: string, remoteAddress = '203.0.113.9') =>
    app
      .inject({ url, remoteAddress })
      .then((r) => r.json() as { admitted?: true; refused?: string; retryAfterSeconds?: number });
}

describe('who may have a new page rendered', () => {
  it('lets one address have its five new pages a minute, refuses the sixth for a minute, and never counts pages already held', async () => {
    const { renderer, finishAll } = fakeRenderer(['/about', '/news']);
    const get = await site(renderer, { perAddressPerMinute: 5, everyonePerSecond: 1000 });
    for (let i = 0; i < 5; i++) expect(await get(`/news?q=${i}`)).toEqual({ admitted: true });
    const refused = await get('/news?q=5');
    expect(refused.refused).toBe('address');
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    finishAll();
    // Held pages, old and newly rendered, are answered however often the same address asks.
    for (let i = 0; i < 20; i++) expect(await get(i % 2 ? '/about' : `/news?q=${i % 5}`)).toEqual({ admitted: true });
    // Another visitor is not refused for this one's flood.
    expect(await get('/news?q=5', '198.51.100.20')).toEqual({ admitted: true });
  });

  it('lets requests for a page being rendered join it, uncounted, even past the address limit', async () => {
    const { renderer, renderingNow } = fakeRenderer();
    const get = await site(renderer, { perAddressPerMinute: 1, everyonePerSecond: 1 });
    const answers = await Promise.all(Array.from({ length: 32 }, () => get('/events?q=sports-day')));
    expect(answers).toEqual(Array.from({ length: 32 }, () => ({ admitted: true })));
    expect(renderingNow()).toEqual(['/events?q=sports-day']);
  });

  it('admits exactly as many new pages a second as allowed over every address, however many arrive together', async () => {
    const { renderer } = fakeRenderer();
    const get = await site(renderer, { perAddressPerMinute: 1000, everyonePerSecond: 10 });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => get(`/news?q=spread-${i}`, `198.18.0.${i + 1}`)),
    );
    expect(answers.filter((a) => a.admitted)).toHaveLength(10);
    expect(answers.filter((a) => a.refused === 'everyone')).toHaveLength(6);
  });

  it("counts an address's refused requests against neither limit, so other visitors keep their share", async () => {
    const { renderer } = fakeRenderer();
    const get = await site(renderer, { perAddressPerMinute: 1, everyonePerSecond: 3 });
    const flood = [];
    for (let i = 0; i < 5; i++) flood.push(await get(`/gallery?q=flood-${i}`, '198.51.100.7'));
    expect(flood.map((a) => a.refused ?? 'admitted')).toEqual(['admitted', 'address', 'address', 'address', 'address']);
    expect(await get('/news?q=b', '10.20.0.2')).toEqual({ admitted: true });
    expect(await get('/news?q=c', '10.20.0.3')).toEqual({ admitted: true });
    expect((await get('/news?q=d', '10.20.0.4')).refused).toBe('everyone');
  });

  it('lets the next request in while a slow render is still under way', async () => {
    const { renderer, renderingNow } = fakeRenderer();
    const get = await site(renderer, { perAddressPerMinute: 100, everyonePerSecond: 100 });
    // Neither render ever finishes in this test: each admission answers once its render has started.
    expect(await get('/news?q=first')).toEqual({ admitted: true });
    expect(await get('/news?q=second')).toEqual({ admitted: true });
    expect(renderingNow()).toEqual(['/news?q=first', '/news?q=second']);
  });
});
