import { describe, expect, it } from 'vitest';
import { CAREER, useTestProvider } from './provider.fixtures.ts';
import { AUTH, SCHOOL_CODE, SCHOOL_ID, TOKEN } from './testing.ts';

const demo = useTestProvider();
const { get } = demo;

describe('auth', () => {
  const authRoutes = [
    ['GET', `/api/topper/${SCHOOL_ID}`],
    ['GET', `/api/notification/${SCHOOL_ID}`],
    ['GET', `/api/onlineRegistration/${SCHOOL_ID}`],
    ['POST', `/api/form/${SCHOOL_CODE}/dif`],
  ] as const;

  it.each(authRoutes)('%s %s answers 401 without the right token and school code', async (method, url) => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}` },
      { 'x-school-code': SCHOOL_CODE },
      { authorization: 'Bearer wrong', 'x-school-code': SCHOOL_CODE },
      { authorization: TOKEN, 'x-school-code': SCHOOL_CODE },
      { authorization: `Bearer ${TOKEN}x`, 'x-school-code': SCHOOL_CODE },
      { authorization: `Bearer ${TOKEN}`, 'x-school-code': 'OTHER' },
    ];
    for (const headers of attempts) {
      const res = await demo.provider.app.inject({
        method,
        url,
        headers,
        ...(method === 'POST' ? { payload: CAREER } : {}),
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
    const ok = await demo.provider.app.inject({
      method,
      url,
      headers: AUTH,
      ...(method === 'POST' ? { payload: CAREER } : {}),
    });
    expect(ok.statusCode).toBe(200);
  });

  it.each([
    `/api/highlight/${SCHOOL_ID}`,
    `/api/birthdays/${SCHOOL_ID}`,
    `/api/events/${SCHOOL_ID}`,
    `/api/news/${SCHOOL_ID}`,
    `/api/gallery/${SCHOOL_ID}`,
    `/api/gallery/All/${SCHOOL_CODE}`,
    `/api/news/all/${SCHOOL_CODE}`,
    `/api/events/All/${SCHOOL_CODE}`,
    `/public/pdf/Medical-Certificate.pdf`,
  ])('%s answers without any headers, even a wrong token', async (url) => {
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url, { authorization: 'Bearer nope' })).statusCode).toBe(200);
  });
});
