import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every response: a CSP allowing only what pages use, a
 * same-origin referrer, helmet's other defaults. helmet is built once, not per request as @fastify/helmet does.
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
      // Not no-referrer: that sends "Origin: null", which the forms' cross-site check refuses.
      referrerPolicy: { policy: 'same-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
