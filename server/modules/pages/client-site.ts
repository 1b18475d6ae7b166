import { isUnwritten } from '../../../shared/content-pages.ts';
import { writtenPages } from '../../content/load-content.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import formPages from '../forms/form-pages.ts';
import pages from './routes.ts';
import { loadClientBuild } from './client-build.ts';
import { loadRenderer, type KnownPaths, type SchoolPages } from './ssr.ts';
import { MIN_BUDGET, type School } from '../../school/school.ts';

/** The client's page paths, from the build's routes.json. */
export interface SiteRoutes {
  pages: string[];
  aliases: string[];
  /** An album page's path without its id, e.g. /subGallery?id= */
  albumPath: string;
}

/** The page paths in the client build's routes.json. */
export function readSiteRoutes(dist: string | null): SiteRoutes {
  const fallback: SiteRoutes = { pages: ['/'], aliases: [], albumPath: '/subGallery?id=' };
  if (!dist || !existsSync(join(dist, 'routes.json'))) return fallback;
  return { ...fallback, ...(JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8')) as Partial<SiteRoutes>) };
}

/** The built client: static files as they are, and every page from each school's page cache (routes.ts). */
export default fp<{ dist: string }>(
  async (app, { dist }) => {
    const { config, site } = app;
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        // Hashed output never changes under its name; everything else is revalidated.
        const immutable = /[\\/]assets[\\/]/.test(path);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const routes = new Set([...site.pages, ...site.aliases]);
    const bySchool = new Map<School, SchoolPages>();
    const build = await loadClientBuild(dist, app.log);
    for (const school of app.schools.all) {
      // Own pages change with the content folder: asked each time.
      const knownPaths: KnownPaths = {
        has: (path) => {
          const content = school.content.current;
          return (routes.has(path) && !isUnwritten(path, writtenPages(content))) || content.ownPages.has(path.slice(1));
        },
      };
      const renderer = await loadRenderer({
        build,
        log: app.log.child({ school: school.code }),
        services: school.services,
        // A new content version checks pages again, as new upstream data does.
        generation: () => `${school.upstream.generation}:${school.content.current.version}`,
        today: school.clock.today,
        origin: school.publicUrl,
        ttlMs: config.CACHE_TTL_SECONDS * 1000,
        maxBytes: Math.max(MIN_BUDGET, Math.floor(school.budget.cacheBytes / 4)),
        onRender: app.metrics.pageRendered,
        knownPaths,
        content: () => school.content.current,
        busy: app.busy,
      });
      school.metrics.watch(
        'bff_page_renders_in_line',
        'Page renders under way and waiting for their turn',
        () => renderer.rendering,
      );
      school.metrics.watch('bff_pages_held', 'Rendered pages in the page cache', () => renderer.held);
      bySchool.set(school, { renderer, knownPaths });
    }
    const pagesOf = (school: School) => bySchool.get(school)!;
    await app.register(pages, { pagesOf });
    await app.register(formPages, { pagesOf });
  },
  { name: 'client-site', dependencies: ['schools'] },
);
