import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { MESSAGES } from '../../shared/messages.ts';
import { OWN_COMPRESSION, pageCacheControl, sendCached } from '../cached-body.ts';
import { errorBody, notFoundBody } from '../errors.ts';
import type { Page, PageRenderer } from '../ssr.ts';

/** New pages rendered a second, over every address. */
const RENDERS_PER_SECOND = 10;

/** How a request for a page is let in: its page on the way, or why no render was spared for it. */
type Admission = { page: Promise<Page> } | { refused: 'address'; retryAfterSeconds: number } | { refused: 'everyone' };

/**
 * Every page path, answered from the rendered-page cache: the compressed copy the browser can
 * read, its ETag (304 on a revisit), and a policy that lets a CDN absorb a spike. Static files
 * and /bff routes are more specific and win; what reaches here is a page path, a missing file or
 * an unknown API path.
 */
const pages: FastifyPluginAsync<{ renderer: PageRenderer }> = async (app, { renderer }) => {
  const { policy, config } = app.bff;
  const shared = pageCacheControl(policy);

  // A page not yet rendered costs a render. Each address may ask for only so many a minute, and
  // all addresses together for only so many a second: a flood from many addresses (each under its
  // own limit) had forced 42 renders a second, and with them the memory of the pages and their
  // compressed copies in the making (RSS 290 to 615 MB in 20 s). A page held (fresh or not), or
  // one being rendered for someone else, costs nothing and is never counted, so visitors reading
  // the site never meet either limit.
  const perAddress = app.createRateLimit({ max: config.PAGE_RENDERS_PER_MINUTE, timeWindow: 60_000 });
  const everyone = app.createRateLimit({ max: RENDERS_PER_SECOND, timeWindow: 1000, keyGenerator: () => 'every address' });
  // Requests are let in one at a time, each until its render has started (so the next one for the
  // same page joins it instead of counting again). It also keeps the limits exact: the library's
  // memory store hands every caller the same counter object, read after an await, so checks made
  // together all saw the last count (16 at once were all refused where 10 were due).
  const oneAtATime = pLimit(1);
  const admit = (request: FastifyRequest): Promise<Admission> =>
    oneAtATime(async () => {
      if (renderer.needsRender(request.url)) {
        const own = await perAddress(request);
        if (!own.isAllowed && own.isExceeded) return { refused: 'address', retryAfterSeconds: own.ttlInSeconds };
        const all = await everyone(request);
        if (!all.isAllowed && all.isExceeded) return { refused: 'everyone' };
      }
      // Not awaited here: the render has started (or joined one), and the next request may come in.
      return { page: renderer.page(request.url) };
    });

  app.get('/*', { ...OWN_COMPRESSION, schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/bff') || /\.[a-z0-9]{1,8}$/i.test(path)) return reply.code(404).send(notFoundBody(path));
    const admission = renderer.needsRender(request.url) ? await admit(request) : { page: renderer.page(request.url) };
    if ('refused' in admission && admission.refused === 'address') {
      app.metrics.rateLimited('/*');
      reply.header('retry-after', String(admission.retryAfterSeconds));
      return reply.code(429).send(errorBody(429, MESSAGES.tooManyPages));
    }
    // Past the rate for everyone a page not held is answered as when busy: 503 with the shell, from
    // which the browser builds the page itself.
    const page = 'page' in admission ? await admission.page : renderer.shed();
    if (page.status === 503) reply.header('retry-after', String(config.SHED_RETRY_AFTER_SECONDS));
    const cacheControl = page.caching === 'shared' ? shared : page.caching === 'revalidate' ? 'no-cache' : 'no-store';
    return sendCached(request, reply, page.body, { status: page.status, cacheControl, type: 'text/html; charset=utf-8' });
  });
};

export default pages;
