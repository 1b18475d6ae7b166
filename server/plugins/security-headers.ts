import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every response (DESIGN.md section 4): a CSP that allows only what the pages
 * use (the contact map frame, same-origin PDF frames and media), a referrer for our own origin only,
 * and helmet's other defaults.
 *
 * helmet's middleware is built once and run for each request. @fastify/helmet builds it again on
 * every request (and parses the CSP again): in `npm run bench -- pages` that cost 40 % of the
 * cached pages' throughput (9,540 → 4,964 req/s) and grew the server's memory from 287 to 483 MB.
 */
export default fp(
  async (app) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // React and the carousel set inline style attributes.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          // The contact page's map and the same-origin PDF frames.
          'frame-src': ["'self'", 'https://www.google.com', 'https://maps.google.com'],
          'frame-ancestors': ["'self'"],
          'object-src': ["'none'"],
          'form-action': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Nothing goes to other sites, while our own pages' posts keep their Origin (no-referrer made
      // every browser send "Origin: null", which the forms' cross-site check must refuse).
      referrerPolicy: { policy: 'same-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
