import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** What the pages use: the map frame, same-origin PDF frames and media, inline style attributes. */
const PAGE_POLICY = {
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
};

/** What every answer carries: nosniff, same-origin resource policy, HSTS. */
const COMMON = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/** A policy of one directive, for an answer that is not shown as a page. */
const only = (source: string) => ({ useDefaults: false, directives: { 'default-src': [source] } });

// helmet is built once per kind, not per request as @fastify/helmet does.
const headersFor = {
  // What a browser can open as a page (HTML, SVG, PDF): every header helmet has.
  page: helmet({
    contentSecurityPolicy: PAGE_POLICY,
    crossOriginEmbedderPolicy: false,
    // Not no-referrer: that sends "Origin: null", which the forms' cross-site check refuses.
    referrerPolicy: { policy: 'same-origin' },
  }),
  // A script may run as a worker (sw.js, the fireworks), whose policy is its own answer's.
  script: helmet({ ...COMMON, contentSecurityPolicy: only("'self'") }),
  // JSON, pictures, styles, feeds: opened on their own they may load and run nothing.
  other: helmet({ ...COMMON, contentSecurityPolicy: only("'none'") }),
  // No body to judge (a 304, a redirect): the stored answer's policy stands.
  bare: helmet(COMMON),
};

const PAGE_TYPE = /^(?:text\/html|image\/svg\+xml|application\/pdf)/;

/** The headers an answer needs, by what it is. */
function headerKind(reply: Pick<FastifyReply, 'getHeader'>): keyof typeof headersFor {
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string') return 'bare';
  if (PAGE_TYPE.test(type)) return 'page';
  return type.includes('javascript') ? 'script' : 'other';
}

/**
 * Security headers on every answer, each where a browser reads it: a page gets the CSP that allows
 * what the pages use and the document headers (frames, opener, referrer); the rest a one-line CSP.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      headersFor[headerKind(reply)](request.raw, reply.raw, (err) => (err ? done(err as Error) : done(null, payload)));
    });
  },
  { name: 'security-headers' },
);
