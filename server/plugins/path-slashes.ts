import fp from 'fastify-plugin';

/**
 * A path that starts with two or more slashes (`//anything/news`) is the same page as its path with
 * one, which the browser would otherwise read as another host (a protocol-relative link) and the
 * page cache as another entry: it is sent there with a 301, its query kept.
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
