import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TC_STUDENTS } from './app.ts';
import { CAREER, useTestProvider } from './provider.fixtures.ts';
import { AUTH, SCHOOL_CODE, SCHOOL_ID } from './testing.ts';

const demo = useTestProvider();
const { get, post } = demo;

describe('TC', () => {
  const url = `/api/tc/${SCHOOL_CODE}`;

  it('finds each known student by admission and name, ignoring case and outer spaces', async () => {
    expect(TC_STUDENTS.length).toBe(3);
    expect(demo.provider.tcStudents).toBe(TC_STUDENTS);
    for (const s of TC_STUDENTS) {
      for (const name of [s.name, `  ${s.name.toUpperCase()} `, s.name.toLowerCase()]) {
        const res = await post(url, { name, admission: ` ${s.admission} ` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ data: `public/Images/tc/${s.admission}.jpg` });
      }
    }
  });

  it('answers 404 "No record found" otherwise', async () => {
    const s = TC_STUDENTS[0]!;
    for (const body of [
      { name: 'Someone Else', admission: s.admission },
      { name: s.name, admission: 'SC0000-0000' },
      { name: s.name, admission: TC_STUDENTS[1]!.admission },
      { name: '', admission: '' },
      { name: s.name },
      {},
    ]) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No record found' });
    }
  });

  it('answers 404 for a wrong school code', async () => {
    const s = TC_STUDENTS[0]!;
    expect((await post(`/api/tc/${SCHOOL_ID}`, s)).statusCode).toBe(404);
  });

  it('serves the certificate image at the returned path, never cacheable', async () => {
    const s = TC_STUDENTS[2]!;
    const path = ((await post(url, s)).json() as { data: string }).data;
    const res = await get(`/api/image/${path}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.height! > meta.width!).toBe(true);
  });
});

describe('career form', () => {
  const url = `/api/form/${SCHOOL_CODE}/dif`;

  it('stores each submission in order with receivedAt', async () => {
    const before = demo.provider.submissions.length;
    const second = { ...CAREER, name: 'Rahul Masih' };
    expect((await post(url, CAREER, AUTH)).json()).toEqual({ message: 'Form submitted' });
    const res = await post(url, second, AUTH);
    expect(res.statusCode).toBe(200);
    const stored = demo.provider.submissions.slice(before);
    expect(stored.map(({ receivedAt: _r, ...rest }) => rest)).toEqual([CAREER, second]);
    for (const s of stored) expect(Date.parse(s.receivedAt)).not.toBeNaN();
  });

  it('answers 400 for a missing or blank field and stores nothing', async () => {
    const before = demo.provider.submissions.length;
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      const { [field]: _omit, ...missing } = CAREER;
      const res = await post(url, missing, AUTH);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
      expect((await post(url, { ...CAREER, [field]: '  ' }, AUTH)).statusCode).toBe(400);
      expect((await post(url, { ...CAREER, [field]: 42 }, AUTH)).statusCode).toBe(400);
    }
    expect(demo.provider.submissions.length).toBe(before);
  });

  it('answers 404 for a wrong school code', async () => {
    expect((await post(`/api/form/${SCHOOL_ID}/dif`, CAREER, AUTH)).statusCode).toBe(404);
  });
});
