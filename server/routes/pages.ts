import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { MESSAGES } from '../../shared/messages.ts';
import { OWN_COMPRESSION, pageCacheControl, sendCached } from '../cached-body.ts';
import { errorBody, notFoundBody } from '../errors.ts';
import type { PageRenderer } from '../ssr.ts';

/** New pages rendered a second, over every address. */
const RENDERS_PER_SECOND = 10;

/**
 * Every page path, answered from the rendered-page cache: the compressed copy the browser can
 * read, its ETag (304 on a revisit), and a policy that lets a CDN absorb a spike. Static files
 * and /bff routes are more specific and win; what reaches here is a page path, a missing file or
 * an unknown API path.
 */
const pages: FastifyPluginAsync<{ renderer: PageRenderer }> = async (app, { renderer }) => {
  const { policy } = app.bff;
  const shared = pageCacheControl(policy);

  // A page not yet rendered costs a render; each address may ask for only so many a minute. A page
  // held (fresh or not) costs none and is never counted, so visitors reading the site never meet it.
  const rateLimit = {
    max: app.bff.config.PAGE_RENDERS_PER_MINUTE,
    timeWindow: 60_000,
    allowList: (request: FastifyRequest) => renderer.holds(request.url),
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
      ...errorBody(429, MESSAGES.tooManyPages),
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  };

  // And all addresses together get only so many new pages a second: a flood from many addresses
  // (each under its own limit) had forced 42 renders a second, and with them the memory of the
  // pages and their compressed copies in the making (RSS 290 to 615 MB in 20 s). Past the rate a
  // page not held is answered as when busy: 503 with the shell, from which the browser builds the
  // page itself.
  const limiter = app.createRateLimit({ max: RENDERS_PER_SECOND, timeWindow: 1000, keyGenerator: () => 'every address' });
  // One check at a time: the library's memory store hands every caller the same counter object and
  // each reads it after an await, so checks made together all saw the last count (16 at once were
  // all refused where 10 were due).
  const oneAtATime = pLimit(1);
  const renderRate = (request: FastifyRequest) => oneAtATime(() => limiter(request));

  app.get('/*', { ...OWN_COMPRESSION, schema: { hide: true }, config: { rateLimit } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/bff') || /\.[a-z0-9]{1,8}$/i.test(path)) return reply.code(404).send(notFoundBody(path));
    const limit = renderer.holds(request.url) ? null : await renderRate(request);
    const overRate = limit !== null && !limit.isAllowed && limit.isExceeded;
    const page = overRate ? renderer.shed() : await renderer.page(request.url);
    if (page.status === 503) reply.header('retry-after', String(app.bff.config.SHED_RETRY_AFTER_SECONDS));
    const cacheControl = page.caching === 'shared' ? shared : page.caching === 'revalidate' ? 'no-cache' : 'no-store';
    return sendCached(request, reply, page.body, { status: page.status, cacheControl, type: 'text/html; charset=utf-8' });
  });
};

export default pages;
