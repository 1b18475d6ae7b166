import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '../../../shared/messages.ts';
import { OWN_COMPRESSION, pageCacheControl, sendCached } from '../../cache/cached-body.ts';
import { noteFailure } from '../../observability/logging.ts';
import { errorBody } from '../../plugins/errors.ts';
import { unrouted } from '../../plugins/error-handler.ts';
import { renderAdmission } from '../../load/render-admission.ts';
import { pageRoute, type SchoolPages } from './ssr.ts';
import type { School } from '../../school/school.ts';

/**
 * Every page path from the rendered-page cache, with ETag and a CDN-friendly policy. More specific
 * routes win: what reaches here is a page, a missing file or an unknown API path.
 */
const pages: FastifyPluginAsync<{ pagesOf: (school: School) => SchoolPages }> = async (app, { pagesOf }) => {
  const { cachePolicy, config } = app;
  const shared = pageCacheControl(cachePolicy);

  const admit = renderAdmission(app, {
    perAddressPerMinute: config.PAGE_RENDERS_PER_MINUTE,
    everyonePerSecond: config.PAGE_RENDERS_PER_SECOND,
  });

  const servesOnly = (path: string) =>
    app.schools.all.some((school) => pagesOf(school).knownPaths.has(pageRoute(path)));
  app.get('/*', { ...OWN_COMPRESSION, config: { servesOnly }, schema: { hide: true } }, async (request, reply) => {
    const { renderer, knownPaths } = pagesOf(request.school);
    const path = request.url.split('?')[0] ?? '';
    // Named by the site's route, never by what was typed, so made-up paths add no metric series.
    const route = pageRoute(path);
    request.routeLabel = knownPaths.has(route) ? `page ${route}` : 'page (other path)';
    if (path.startsWith('/bff') || /\.[a-z0-9]{1,8}$/i.test(path)) {
      request.routeLabel = 'not-found';
      return unrouted(app, request, reply);
    }
    const admission = await admit(request, renderer);
    if ('refused' in admission && admission.refused === 'address') {
      app.metrics.rateLimited('/*');
      reply.header('retry-after', String(admission.retryAfterSeconds));
      return reply.code(429).send(errorBody(429, MESSAGES.tooManyPages));
    }
    // Past the rate for everyone, a page not held is shed as when busy (503, the shell).
    const page = 'page' in admission ? await admission.page : renderer.shed('renders for everyone');
    if (page.status === 503) reply.header('retry-after', String(config.SHED_RETRY_AFTER_SECONDS));
    if (page.status >= 500) noteFailure(request, page.reason ?? `page answered ${page.status}`);
    const cacheControl = page.caching === 'shared' ? shared : page.caching === 'revalidate' ? 'no-cache' : 'no-store';
    return sendCached(request, reply, page.body, {
      status: page.status,
      cacheControl,
      type: 'text/html; charset=utf-8',
    });
  });
};

export default pages;
