import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import formPages from '../forms/form-pages.ts';
import pages from './routes.ts';
import { loadRenderer, type KnownPaths } from './ssr.ts';

/**
 * The built client: hashed assets and public files as they are, and every page rendered on the
 * server from the page cache (routes/pages.ts).
 */
export default fp<{ dist: string }>(
  async (app, { dist }) => {
    const { config, cache, services, today, site } = app.bff;
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        // Hashed build output never changes under its name; everything else must be revalidated.
        const immutable = /[\\/]assets[\\/]/.test(path);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const routes = new Set([...site.pages, ...site.aliases]);
    // The school's own pages come and go with the content folder (CONTENT_WATCH): asked each time.
    const knownPaths: KnownPaths = {
      has: (path) => routes.has(path) || app.content.current.ownPages.has(path.slice(1)),
    };
    const renderer = await loadRenderer({
      dist,
      log: app.log,
      services,
      // A new content version (an edit with CONTENT_WATCH) checks pages again, as new upstream data does.
      generation: () => `${cache.generation}:${app.content.current.version}`,
      today,
      origin: config.PUBLIC_URL,
      ttlMs: config.CACHE_TTL_SECONDS * 1000,
      maxBytes: Math.max(1024 * 1024, Math.floor(config.CACHE_MAX_BYTES / 4)),
      onRender: app.metrics.pageRendered,
      knownPaths,
      content: () => app.content.current,
      busy: app.bff.busy,
    });
    app.metrics.watch(
      'bff_page_renders_in_line',
      'Page renders under way and waiting for their turn',
      () => renderer.rendering,
    );
    await app.register(pages, { renderer, knownPaths });
    await app.register(formPages, { renderer });
  },
  { name: 'client-site', dependencies: ['bff-context', 'content'] },
);
