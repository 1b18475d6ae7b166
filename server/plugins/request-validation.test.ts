import type { TSchema } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../shared/media.ts';
import { MESSAGES } from '../../shared/messages.ts';
import allowedMethods from './allowed-methods.ts';
import errorHandler from './error-handler.ts';
import {
  ALBUM_ID,
  AlbumParams,
  CareerBody,
  ErrorBody,
  FIELD_HINTS,
  ListQuery,
  TcBody,
  ToppersQuery,
} from '../../shared/schemas/requests.ts';

// The schemas as the routes use them: Fastify's own validator and the site's error handler, on a
// bare server with one echo route per schema. What a visitor's bad value gets is a 400 naming
// the field; what passes is what reaches the provider.
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  await app.register(allowedMethods);
  await app.register(errorHandler);
  app.get('/list', { schema: { querystring: ListQuery } }, async (request) => request.query);
  app.get('/toppers', { schema: { querystring: ToppersQuery } }, async (request) => request.query);
  app.get('/album/:id', { schema: { params: AlbumParams } }, async (request) => request.params);
  // As the form routes declare it: an error answer is serialized through ErrorBody.
  app.post('/career', { schema: { body: CareerBody, response: { 400: ErrorBody } } }, async (request) => request.body);
  app.post('/tc', { schema: { body: TcBody } }, async (request) => request.body);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url });
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
const career = {
  name: 'Asha Verma',
  email: 'asha.verma@example.in',
  phone: '+91 98765-43210',
  message: 'I would like to apply for the post of music teacher.',
};

describe('list filters in the query', () => {
  it('take a four-digit year or "all", and a month 1-12 (with or without its zero) or "all"', async () => {
    for (const query of [
      'year=2026',
      'year=all',
      'month=1',
      'month=01',
      'month=9',
      'month=10',
      'month=12',
      'month=all',
      `q=${'a'.repeat(100)}`,
    ]) {
      expect((await get(`/list?${query}`)).statusCode, query).toBe(200);
    }
  });
  it('refuse any other year, month or an over-long search, naming the field', async () => {
    const cases: [string, string][] = [
      ['year=26', 'year'],
      ['year=20266', 'year'],
      ['year=x2026', 'year'],
      ['year=alll', 'year'],
      ['month=0', 'month'],
      ['month=13', 'month'],
      ['month=00', 'month'],
      ['month=112', 'month'],
      ['month=1x', 'month'],
      [`q=${'a'.repeat(101)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/list?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(FIELD_HINTS[field]);
    }
  });
});

describe('toppers', () => {
  it('take class X or XII and a session like 2024-2025 or "all"', async () => {
    expect((await get('/toppers?class=X')).statusCode).toBe(200);
    expect((await get('/toppers?class=XII&session=2024-2025')).statusCode).toBe(200);
    expect((await get('/toppers?class=XII&session=all')).statusCode).toBe(200);
  });
  it('refuse another class, a missing class, or a session of another shape', async () => {
    for (const [query, field] of [
      ['class=IX', 'class'],
      ['class=x', 'class'],
      ['session=2024-2025', 'class'],
      ['class=X&session=2024', 'session'],
      ['class=X&session=2024-25', 'session'],
      ['class=X&session=x2024-2025', 'session'],
      ['class=X&session=2024-20255', 'session'],
      [`class=X&q=${'b'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await get(`/toppers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(FIELD_HINTS[field]);
    }
  });
});

describe('album ids', () => {
  it("take the provider's ids, letters, digits, - and _, up to 64", async () => {
    for (const id of ['6ad07157b1a3b213b597cdfd', 'annual-day_2026', 'a', 'x'.repeat(64)]) {
      expect((await get(`/album/${id}`)).json()).toEqual({ id });
    }
  });
  it('refuse anything else before the provider is asked', async () => {
    for (const id of ['x'.repeat(65), 'a.b', 'a%0Ab', 'ab%20', '%3Cscript%3E']) {
      const res = await get(`/album/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe(FIELD_HINTS.id);
    }
    expect(ALBUM_ID.test('abc\n')).toBe(false);
    expect(ALBUM_ID.test('\nabc')).toBe(false);
  });
});

describe('the career form', () => {
  it('passes a complete application as it was typed, keeping the line breaks and tabs of the message', async () => {
    const body = { ...career, message: 'Dear Principal,\r\n\tI teach music (scores > 90%, <3 music).\nRegards' };
    const res = await post('/career', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
  });

  it('refuses each missing, empty or wrong field with a message naming it', async () => {
    const cases: [Partial<Record<keyof typeof career, string>>, keyof typeof career][] = [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: '<img src=x onerror=alert(1)>' }, 'name'],
      [{ name: 'Asha>' }, 'name'],
      [{ name: 'Asha\u0000' }, 'name'],
      [{ name: 'Asha\nVerma' }, 'name'],
      [{ email: 'asha' }, 'email'],
      [{ email: 'asha\u0000@example.in' }, 'email'],
      [{ email: `${'a'.repeat(250)}@b.in` }, 'email'],
      [{ phone: '12345' }, 'phone'],
      [{ phone: '98765x43210' }, 'phone'],
      [{ phone: '-9876543210' }, 'phone'],
      [{ phone: '+91 98765 43210 000000' }, 'phone'],
      [{ phone: '(0542) 250-0000' }, 'phone'],
      [{ phone: '9876543210\n' }, 'phone'],
      [{ message: '' }, 'message'],
      [{ message: ' \n\t ' }, 'message'],
      [{ message: 'x'.repeat(3001) }, 'message'],
      [{ message: 'Hello\u0007' }, 'message'],
      [{ message: 'Hello <img src=x onerror=alert(1)>' }, 'message'],
      [{ message: 'Hello</p>' }, 'message'],
      [{ message: 'Hello <!-- x -->' }, 'message'],
      [{ message: 'Hello\u0000world' }, 'message'],
    ];
    for (const [change, field] of cases) {
      const res = await post('/career', { ...career, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toMatchObject({
        status: 400,
        title: 'Bad Request',
        detail: FIELD_HINTS[field],
        message: FIELD_HINTS[field],
      });
    }
    for (const field of Object.keys(career)) {
      const { [field as keyof typeof career]: _left, ...rest } = career;
      const res = await post('/career', rest);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toBe(FIELD_HINTS[field]);
    }
  });

  it('takes the longest name, e-mail, phone and message allowed, and a name with letters beyond ASCII', async () => {
    const longest = {
      name: 'ा'.repeat(100),
      email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.in`,
      phone: `+${'9'.repeat(20)}`,
      message: 'm'.repeat(3000),
    };
    expect((await post('/career', longest)).statusCode).toBe(200);
    expect((await post('/career', { ...career, phone: '0542 (250) 00-00' })).statusCode).toBe(200);
    expect((await post('/career', { ...career, phone: '987654' })).statusCode).toBe(200);
  });

  it('drops fields the form does not have, so they never reach the provider', async () => {
    const res = await post('/career', { ...career, admin: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(career);
  });
});

describe('the TC form', () => {
  it("passes a name and an admission number; an empty one is the route's to answer", async () => {
    expect((await post('/tc', { name: 'Riya Singh', admission: 'SC2019-0142' })).json()).toEqual({
      name: 'Riya Singh',
      admission: 'SC2019-0142',
    });
    expect((await post('/tc', {})).json()).toEqual({});
  });
  it('refuses an over-long value and drops unknown fields', async () => {
    expect((await post('/tc', { name: 'x'.repeat(121), admission: 'SC1' })).statusCode).toBe(400);
    const long = await post('/tc', { name: 'Riya', admission: 'S'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MESSAGES.tcEmptyField);
    expect((await post('/tc', { name: 'x'.repeat(120), admission: 'S'.repeat(60), path: '../x' })).json()).toEqual({
      name: 'x'.repeat(120),
      admission: 'S'.repeat(60),
    });
  });
});

describe('what a visitor and a developer read', () => {
  it('every field has a hint that says what it takes', () => {
    expect(FIELD_HINTS.year).toMatch(/four-digit year/);
    expect(FIELD_HINTS.month).toMatch(/1 to 12/);
    expect(FIELD_HINTS.q).toMatch(/100 characters/);
    expect(FIELD_HINTS.class).toMatch(/X or XII/);
    expect(FIELD_HINTS.session).toMatch(/2024-2025/);
    expect(FIELD_HINTS.id).toMatch(/album id/);
    expect(FIELD_HINTS.name).toMatch(/name.*100 characters.*< or >/);
    expect(FIELD_HINTS.email).toMatch(/e-mail/);
    expect(FIELD_HINTS.phone).toMatch(/phone number.*6 to 20/);
    expect(FIELD_HINTS.message).toMatch(/message.*3000 characters/);
    // Every width the image route takes, and no other.
    expect(FIELD_HINTS.w?.match(/\d+/g)?.map(Number)).toEqual([...IMAGE_WIDTHS]);
  });

  it('every query parameter and the album id are described for /bff/docs', () => {
    const described = (schema: TSchema) =>
      Object.entries(schema.properties as Record<string, TSchema>).map(([name, s]) => [
        name,
        (s.description ?? '').length > 5,
      ]);
    for (const schema of [ListQuery, ToppersQuery, AlbumParams]) {
      for (const [name, ok] of described(schema)) expect(ok, String(name)).toBe(true);
    }
    expect(described(ListQuery).map(([name]) => name)).toEqual(['year', 'month', 'q']);
  });
});
