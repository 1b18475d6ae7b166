import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import securityHeaders from './security-headers.ts';

/** Headers a browser reads only on a document. */
const DOCUMENT_ONLY = [
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('security headers by what the answer is', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(securityHeaders);
    const typed = (type: string, body: string) => async (_: unknown, reply: { type(t: string): unknown }) => {
      reply.type(type);
      return body;
    };
    app.get('/page', typed('text/html; charset=utf-8', '<!doctype html><p>Hi'));
    app.get('/crest.svg', typed('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'));
    app.get('/fees.pdf', typed('application/pdf', '%PDF-1.4'));
    app.get('/sw.js', typed('application/javascript; charset=utf-8', 'self.onfetch = null;'));
    app.get('/bff/news', async () => ({ items: [] }));
    app.get('/photo.webp', typed('image/webp', 'RIFF'));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    app.get('/same', async (_, reply) => reply.code(304).send());
    app.get('/old', async (_, reply) => reply.redirect('/page', 301));
  });
  afterAll(() => app.close());
  const get = (url: string) => app.inject(url);

  it('gives a page, an SVG and a PDF the pages’ policy and every document header', async () => {
    for (const url of ['/page', '/crest.svg', '/fees.pdf']) {
      const { headers } = await get(url);
      expect(headers['content-security-policy'], url).toContain("frame-src 'self' https://www.google.com");
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(headers['referrer-policy'], url).toBe('same-origin');
      for (const name of DOCUMENT_ONLY) expect(headers[name], `${url} ${name}`).toBeDefined();
    }
  });

  it('lets a script, which may run as a worker, reach only its own site', async () => {
    const { headers } = await get('/sw.js');
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    for (const name of DOCUMENT_ONLY) expect(headers[name], name).toBeUndefined();
  });

  it('lets JSON, a picture or an error load and run nothing, with no document headers', async () => {
    for (const url of ['/bff/news', '/photo.webp', '/boom']) {
      const { headers } = await get(url);
      expect(headers['content-security-policy'], url).toBe("default-src 'none'");
      for (const name of DOCUMENT_ONLY) expect(headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it('sends nosniff, the resource policy and HSTS on every answer, and no framework name', async () => {
    for (const url of ['/page', '/sw.js', '/bff/news', '/boom', '/same', '/old']) {
      const { headers } = await get(url);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('changes no stored policy with a 304 or a redirect', async () => {
    for (const url of ['/same', '/old']) {
      const { statusCode, headers } = await get(url);
      expect(statusCode, url).toBe(url === '/same' ? 304 : 301);
      expect(headers['content-security-policy'], url).toBeUndefined();
    }
  });
});
