import { describe, expect, it } from 'vitest';
import { MESSY_IDS } from './app.ts';
import { useTestProvider } from './provider.fixtures.ts';
import { AUTH, NOW, SCHOOL_CODE, SCHOOL_ID } from './testing.ts';

const demo = useTestProvider();
const { get } = demo;

describe('lists', () => {
  // Both wrappers on purpose; this table is the contract the BFF codes against.
  const routes = [
    ['topper', `/api/topper/${SCHOOL_ID}`, 'bare', () => demo.provider.data.toppers],
    ['notification', `/api/notification/${SCHOOL_ID}`, 'data', () => demo.provider.data.notifications],
    ['highlight', `/api/highlight/${SCHOOL_ID}`, 'bare', () => demo.provider.data.highlights],
    ['birthdays', `/api/birthdays/${SCHOOL_ID}`, 'bare', () => demo.provider.data.birthdays],
    ['onlineRegistration', `/api/onlineRegistration/${SCHOOL_ID}`, 'data', () => demo.provider.data.onlineRegistration],
    ['galleryAll', `/api/gallery/All/${SCHOOL_CODE}`, 'data', () => demo.provider.data.gallery],
    ['newsAll', `/api/news/all/${SCHOOL_CODE}`, 'bare', () => demo.provider.data.news],
    ['eventsAll', `/api/events/All/${SCHOOL_CODE}`, 'bare', () => demo.provider.data.events],
  ] as const;

  it.each(routes)('%s answers %s with every seeded record', async (_key, url, wrapper, records) => {
    const res = await get(url, AUTH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    if (wrapper === 'bare') expect(Array.isArray(body)).toBe(true);
    else expect(Object.keys(body)).toEqual(['data']);
    expect(wrapper === 'bare' ? body : body.data).toEqual(JSON.parse(JSON.stringify(records())));
  });

  it.each([
    ['news', `/api/news/${SCHOOL_ID}`, 10, () => demo.provider.data.news],
    ['events', `/api/events/${SCHOOL_ID}`, 12, () => demo.provider.data.events],
    ['gallery', `/api/gallery/${SCHOOL_ID}`, 12, () => demo.provider.data.gallery],
  ] as const)('home %s answers { data } with the %i newest', async (_key, url, count, records) => {
    const body = (await get(url)).json() as { data: Array<{ _id: string; date: string }> };
    expect(body.data).toHaveLength(count);
    const times = body.data.map((r) => Date.parse(r.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newestOutside = records()
      .filter((r) => !body.data.some((d) => d._id === r._id))
      .map((r) => Date.parse(r.date))
      .filter((t) => !Number.isNaN(t));
    expect(Math.max(...newestOutside)).toBeLessThanOrEqual(Math.min(...times));
  });

  it('home events lead with the upcoming ones', async () => {
    const body = (await get(`/api/events/${SCHOOL_ID}`)).json() as { data: Array<{ date: string }> };
    expect(Date.parse(body.data[0]!.date)).toBeGreaterThan(NOW.getTime());
  });

  it.each([
    `/api/topper/${SCHOOL_CODE}`,
    `/api/notification/WRONG`,
    `/api/highlight/${SCHOOL_CODE}`,
    `/api/birthdays/x`,
    `/api/events/${SCHOOL_CODE}`,
    `/api/news/${SCHOOL_CODE}`,
    `/api/onlineRegistration/${SCHOOL_CODE}`,
    `/api/gallery/${SCHOOL_CODE}`,
    `/api/gallery/All/${SCHOOL_ID}`,
    `/api/news/all/${SCHOOL_ID}`,
    `/api/events/All/${SCHOOL_ID}`,
  ])('%s (wrong school) answers 404 JSON', async (url) => {
    const res = await get(url, AUTH);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'School not found' });
  });

  it('answers unknown routes with 404 JSON', async () => {
    const res = await get('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('subGallery', () => {
  it('answers { data: item } for a known id, of any category', async () => {
    for (const item of demo.provider.data.gallery) {
      const res = await get(`/api/subGallery?id=${item._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: JSON.parse(JSON.stringify(item)) });
    }
    const messy = (await get(`/api/subGallery?id=${MESSY_IDS.galleryNullAttachments}`)).json() as {
      data: { attachments: null };
    };
    expect(messy.data.attachments).toBeNull();
  });

  it('answers 404 for an unknown or missing id', async () => {
    for (const url of ['/api/subGallery?id=0123456789abcdef01234567', '/api/subGallery', '/api/subGallery?id=']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Gallery not found' });
    }
  });

  it('answers 500 with a Mongoose CastError for a malformed id', async () => {
    for (const id of ['not-an-id', '123', 'zzzzzzzzzzzzzzzzzzzzzzzz']) {
      const res = await get(`/api/subGallery?id=${id}`);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ name: 'CastError', kind: 'ObjectId', path: '_id', value: id });
    }
    const twice = await get('/api/subGallery?id=a&id=b');
    expect(twice.statusCode).toBe(500);
  });
});
