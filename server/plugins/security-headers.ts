import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every response (DESIGN.md section 4): a CSP that allows only what the pages
 * use (the contact map frame, same-origin PDF frames and media), and helmet's other defaults.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
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
    });
  },
  { name: 'security-headers' },
);
