import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import {
  EVIL,
  get,
  GOOD,
  HTML,
  jpeg,
  logs,
  post,
  provider,
  TOKEN,
  UNPUBLISHED,
  useHostileApp,
} from './hostile-provider.fixtures.ts';

// Hostile files, form answers and the provider token: nothing unsafe reaches a visitor or a log.

useHostileApp();

describe('provider files passed on to visitors', () => {
  it('passes a real JPEG on, whole or resized', async () => {
    const res = await get(`/bff/media/${GOOD}`);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(res.rawPayload.equals(jpeg)).toBe(true);
    const resized = await get(`/bff/media/${GOOD}?w=320`);
    expect([resized.statusCode, resized.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it.each(['image/x,text/html', 'text/html', 'image/svg+xml', 'application/pdf'])(
    'refuses a .jpg sent as %s',
    async (type) => {
      provider.files.set(EVIL, { type, body: Buffer.from(HTML) });
      for (const url of [`/bff/media/${EVIL}`, `/bff/media/${EVIL}?w=320`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(502);
        expect(String(res.headers['content-type']), url).not.toMatch(/html|^text\/|svg/);
        expect(res.body, url).not.toContain('<script');
      }
      // A real image under that type is refused too: the provider's own type says it is not one.
      provider.files.set(EVIL, { type, body: jpeg });
      expect((await get(`/bff/media/${EVIL}?w=320`)).statusCode).toBe(502);
      expect((await get(`/bff/media/${EVIL}`)).statusCode).toBe(502);
    },
  );

  it('answers 404 for a file no list links, without asking the provider for it', async () => {
    for (const url of [`/bff/media/${UNPUBLISHED}`, `/bff/media/${UNPUBLISHED}?w=320`]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect(provider.requests.filter((r) => r.includes('SC2019-0142'))).toEqual([]);
  });
});

describe('forms', () => {
  const career = {
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    message: 'I would like to teach.',
  };
  const careerForms = () => provider.forms.filter((f) => f.route === 'form');

  it.each(['<img src=x onerror=alert(1)>', 'Asha\u0000Verma'])(
    'refuses the name %j before the provider sees it',
    async (name) => {
      const res = await post('/bff/career', { ...career, name });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/\bname\b/i);
      expect(careerForms()).toEqual([]);
    },
  );

  it('sends a good career form on', async () => {
    const res = await post('/bff/career', career);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.careerSuccess });
    expect(careerForms().map((f) => f.body)).toEqual([career]);
  });

  it('passes a TC 404 on as "not found", never cached', async () => {
    provider.tc = { status: 404, body: { message: 'No record found' } };
    const res = await post('/bff/tc', { name: 'Asha Verma', admission: 'SC2019-0142' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(MESSAGES.tcNotFound);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a TC answer that climbs out of the media folders, fetching nothing', async () => {
    provider.tc = { status: 200, body: { data: '../../etc/passwd' } };
    const before = provider.requests.length;
    const res = await post('/bff/tc', { name: 'Asha Verma', admission: 'SC2019-0142' });
    expect(res.statusCode).toBe(502);
    expect(res.json<{ message: string }>().message).toBe(MESSAGES.tcFailed);
    expect(res.body).not.toContain('passwd');
    expect(provider.requests.slice(before)).toEqual(['POST /api/tc/DEMO01']);
  });
});

describe('the provider token', () => {
  it('went on every provider call and into no log line', async () => {
    expect(provider.requests.length).toBeGreaterThan(0);
    expect(provider.unauthorized).toBe(0);
    expect(logs.join('')).not.toContain(TOKEN);
  });
});
