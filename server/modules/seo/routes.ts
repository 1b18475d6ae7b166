import { isUnwritten } from '../../../shared/content-pages.ts';
import { writtenPages } from '../../content/load-content.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OWN_COMPRESSION, sendJson } from '../../cache/cached-body.ts';
import { escapeHtml } from '../../content/html-escape.ts';
import { APP_PAGES } from '../../../shared/app-pages.ts';

/** Search results are not indexed: robots.txt disallows `${SEARCH}?` only, and the sitemap leaves it out. */
const SEARCH = APP_PAGES.search.path;

// robots.txt, and a sitemap of every public page and gallery album on the public origin.

const seo: FastifyPluginAsyncTypebox = async (app) => {
  const { site, cachePolicy: policy } = app;

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const base = request.school.publicUrl;
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `User-agent: *\nAllow: /\nDisallow: /bff/\nDisallow: ${SEARCH}?\n\nSitemap: ${base}/sitemap.xml\n`;
  });

  app.get(
    '/sitemap.xml',
    { ...OWN_COMPRESSION, schema: { summary: 'Every public page and gallery album', tags: ['feeds'] } },
    async (request, reply) => {
      // Albums when the provider can list them; pages always.
      const { sources, responses, publicUrl: base } = request.school;
      const gallery = await sources.galleryAll().catch(() => null);
      const content = request.school.content.current;
      return sendJson(request, reply, responses, {
        key: '/sitemap.xml',
        version: `galleryAll:${gallery?.version ?? 'none'}|content:${content.version}`,
        type: 'application/xml; charset=utf-8',
        policy: gallery ? policy : { maxAgeSeconds: 60, staleSeconds: 0 },
        build: () => {
          // The site's pages (not the album page without its id, a 404), then the content folder's.
          const albumList = site.albumPath.split('?')[0];
          const paths = [
            ...site.pages.filter(
              (path) => path !== SEARCH && path !== albumList && !isUnwritten(path, writtenPages(content)),
            ),
            ...[...content.ownPages].map((slug) => `/${slug}`),
          ];
          const urls = paths.map((path) => `  <url><loc>${escapeHtml(base + path)}</loc></url>`);
          for (const album of gallery?.value ?? []) {
            const lastmod = album.date ? `<lastmod>${album.date}</lastmod>` : '';
            urls.push(
              `  <url><loc>${escapeHtml(base + site.albumPath + encodeURIComponent(album.id))}</loc>${lastmod}</url>`,
            );
          }
          return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
        },
      });
    },
  );
};

export default seo;
