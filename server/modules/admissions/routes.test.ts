import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdmissionsData } from '../../../shared/types.ts';
import type { HomeData } from '../../../shared/types.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';

// The example school's window is every year's 10 January to 15 February (content/school.yaml).
describe('whether registration is open, on the school’s date', () => {
  let h: Harness;
  let clock = new Date('2026-11-26T06:00:00Z');
  const get = async <T>(url: string) => {
    const res = await h.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    h = await startHarness({}, { now: () => clock, providerNow: clock });
  });
  afterAll(async () => {
    await h.close();
  });

  it('says when the next window opens before it, with no banner on Home', async () => {
    const answer = await get<AdmissionsData>('/bff/admissions');
    expect(answer.status).toEqual({
      state: 'upcoming',
      window: { session: '2027-2028', opens: '2027-01-10', closes: '2027-02-15' },
    });
    expect(answer.sentences).toEqual([
      'Registration for LKG and Class VI for the 2027-2028 session opens on 10 Jan 2027 and closes on 15 Feb 2027.',
    ]);
    expect(answer.banner).toBeNull();
    // The provider's notice comes with its PDF, through the media route.
    expect(answer.notice?.title).toMatch(/Online Registration/);
    expect(answer.notice?.attachment).toMatch(/^\/bff\/media\/public\/pdf\/.+\.pdf$/);
    expect((await h.app.inject(answer.notice!.attachment!)).statusCode).toBe(200);
    const home = await get<HomeData>('/bff/home');
    expect(home.admissions.banner).toBeNull();
    // The opening dialog and the page's notices lead with the one about admission.
    expect(home.notifications[0]?.title).toBe('Admissions for Session 2027-2028');
    expect(home.notifications.filter((n) => /admission/i.test(n.title))).toHaveLength(1);
  });

  it('opens on its first day in India, however the clock of the server reads, and Home shows the banner', async () => {
    // 9 January, 19:00 UTC is 10 January, 00:30 in the school's time zone.
    clock = new Date('2027-01-09T19:00:00Z');
    const answer = await get<AdmissionsData>('/bff/admissions');
    expect(answer.status?.state).toBe('open');
    expect(answer.sentences).toEqual([
      'Registration for LKG and Class VI for the 2027-2028 session is open now, until 15 Feb 2027.',
    ]);
    expect(answer.banner).toBe('Admission is open: LKG and Class VI, session 2027-2028, until 15 Feb 2027.');
    expect((await get<HomeData>('/bff/home')).admissions.banner).toBe(answer.banner);
  });

  it('says it closed, and when the next one opens, after the last day', async () => {
    clock = new Date('2027-02-16T06:00:00Z');
    const answer = await get<AdmissionsData>('/bff/admissions');
    expect(answer.status?.state).toBe('closed');
    expect(answer.sentences).toEqual([
      'Registration for the 2027-2028 session closed on 15 Feb 2027.',
      'Registration for the 2028-2029 session opens on 10 Jan 2028.',
    ]);
    expect((await get<HomeData>('/bff/home')).admissions.banner).toBeNull();
  });
});
