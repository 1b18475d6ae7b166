import fp from 'fastify-plugin';

/**
 * A path starting with several slashes (`//x/news`) is redirected (301, query kept) to one slash, which
 * browsers would read as another host and the page cache as another entry.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const url = request.raw.url ?? '/';
      if (!url.startsWith('//')) return;
      return reply
        .code(301)
        .header('location', `/${url.replace(/^\/+/, '')}`)
        .header('cache-control', 'public, max-age=3600')
        .send();
    });
  },
  { name: 'path-slashes' },
);
