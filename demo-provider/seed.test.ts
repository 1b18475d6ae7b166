import { describe, expect, it } from 'vitest';
import { buildCatalog } from './assets.ts';
import { localDay } from './local-time.ts';
import { EXAMPLE_CONTENT_DIR, loadDemoSchool } from './school-profile.ts';
import { MESSY_IDS, TC_STUDENTS, buildSeed as seedOf } from './seed.ts';
import type { SeedData } from './seed.ts';
import { NOW } from './testing.ts';

const school = await loadDemoSchool(EXAMPLE_CONTENT_DIR);
const buildSeed = (now: Date): SeedData => seedOf(now, school);
const data = buildSeed(NOW);
const Y = 2026;

/** Reads the vendor's date forms the way the BFF must: ISO instants in IST, or day-first. */
function yearOf(date: string | undefined): number | null {
  if (!date) return null;
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  if (dayFirst) return Number(dayFirst[3]);
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? null : localDay(new Date(ms)).year;
}

function allIds(d: SeedData): string[] {
  return [d.news, d.events, d.gallery, d.toppers, d.birthdays, d.notifications, d.highlights, d.onlineRegistration]
    .flat()
    .map((r) => r._id);
}

describe('seeded content', () => {
  it('anchors Y on the school day of now in Asia/Kolkata', () => {
    expect(data.year).toBe(Y);
    // 31 Dec 2025 23:59 in India is still 2025; one minute later it is 2026 (UTC is still 2025).
    expect(buildSeed(new Date('2025-12-31T18:29:00.000Z')).year).toBe(2025);
    expect(buildSeed(new Date('2025-12-31T18:30:00.000Z')).year).toBe(2026);
  });

  it('is deterministic for the same now and moves with the year', () => {
    expect(buildSeed(new Date(NOW))).toEqual(data);
    const later = buildSeed(new Date('2027-03-01T06:00:00.000Z'));
    expect(later.year).toBe(2027);
    expect(later.news.map((n) => n._id)).not.toEqual(data.news.map((n) => n._id));
  });

  it('gives every record a Mongo-like _id and ISO timestamps, never after now', () => {
    for (const record of [
      data.news,
      data.events,
      data.gallery,
      data.toppers,
      data.birthdays,
      data.notifications,
      data.highlights,
      data.onlineRegistration,
    ].flat()) {
      expect(record._id).toMatch(/^[0-9a-f]{24}$/);
      expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt);
      expect(Date.parse(record.updatedAt)).toBeGreaterThanOrEqual(Date.parse(record.createdAt));
      expect(Date.parse(record.updatedAt)).toBeLessThanOrEqual(NOW.getTime());
    }
    const ids = allIds(data);
    // Only the deliberate duplicate repeats.
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated).toEqual([MESSY_IDS.newsSharedId]);
  });

  it('stores days as the UTC instant of local midnight', () => {
    const independence = data.news.find((n) => n.date === '2025-08-14T18:30:00.000Z');
    expect(independence?.title).toMatch(/Independence Day/);
    const isoDates = data.news.map((n) => n.date).filter((d) => d.includes('T'));
    expect(isoDates.length).toBeGreaterThan(40);
    for (const d of isoDates) expect(d).toMatch(/T18:30:00\.000Z$/);
  });

  it('has at least 40 news items over Y-3..Y, none later than today', () => {
    expect(data.news.length).toBeGreaterThanOrEqual(40);
    const years = new Set(data.news.map((n) => yearOf(n.date)).filter((y) => y !== null));
    expect([...years].sort()).toEqual([Y - 3, Y - 2, Y - 1, Y]);
    for (const n of data.news) {
      const ms = Date.parse(n.date);
      if (!Number.isNaN(ms)) expect(ms).toBeLessThanOrEqual(NOW.getTime());
      expect(n.title.length).toBeGreaterThan(5);
      expect(n.description.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBeLessThanOrEqual(3);
    }
    const withPdf = data.news.filter((n) => n.attachments?.some((a) => a.endsWith('.pdf')));
    const withImage = data.news.filter((n) => n.attachments?.some((a) => /\.(jpe?g|png)$/.test(a)));
    const empty = data.news.filter((n) => n.attachments?.length === 0);
    expect(withPdf.length).toBeGreaterThan(3);
    expect(withImage.length).toBeGreaterThan(3);
    expect(empty.length).toBeGreaterThan(3);
  });

  it('has at least 30 events over Y-3..Y with a few upcoming, venue, time and images', () => {
    expect(data.events.length).toBeGreaterThanOrEqual(30);
    const years = new Set(data.events.map((e) => yearOf(e.date)));
    for (const y of [Y - 3, Y - 2, Y - 1, Y]) expect(years).toContain(y);
    const upcoming = data.events.filter((e) => Date.parse(e.date) > NOW.getTime());
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    for (const e of upcoming) expect(yearOf(e.date)).toBe(Y);
    const timed = data.events.filter((e) => e.time !== undefined);
    for (const e of timed) expect(e.time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(
      data.events.every((e) => e.venue.length > 0 && Array.isArray(e.images) && Array.isArray(e.attachments)),
    ).toBe(true);
  });

  it('has at least 12 albums of 6-40 photos, at least 3 in other categories, none in Y-1', () => {
    const albums = data.gallery.filter((g) => g._id !== MESSY_IDS.galleryNullAttachments);
    expect(albums.length).toBeGreaterThanOrEqual(12);
    for (const g of albums) {
      expect(g.attachments?.length).toBeGreaterThanOrEqual(6);
      expect(g.attachments?.length).toBeLessThanOrEqual(40);
      expect(g.title && g.description && g.date && g.updatedAt).toBeTruthy();
    }
    expect(data.gallery.filter((g) => g.category === 'PhotoGallery').length).toBeGreaterThan(data.gallery.length / 2);
    expect(data.gallery.filter((g) => g.category !== 'PhotoGallery').length).toBeGreaterThanOrEqual(3);
    const years = data.gallery.map((g) => yearOf(g.date));
    expect(years).not.toContain(Y - 1);
    expect(years).toContain(Y);
    expect(years).toContain(Y - 2);
  });

  it('has X toppers for three sessions and XII for the two older ones, at least 10 each', () => {
    const bucket = new Map<string, number>();
    for (const t of data.toppers) {
      const key = `${t.class.trim().toUpperCase()} ${t.sessionYear}`;
      bucket.set(key, (bucket.get(key) ?? 0) + 1);
      expect(['X', 'XII']).toContain(t.class.trim().toUpperCase());
      expect(t.attachments[0]).toMatch(/^public\/Images\/topper\/.+\.jpg$/);
    }
    expect([...bucket.keys()].sort()).toEqual([
      `X ${Y - 3}-${Y - 2}`,
      `X ${Y - 2}-${Y - 1}`,
      `X ${Y - 1}-${Y}`,
      `XII ${Y - 3}-${Y - 2}`,
      `XII ${Y - 2}-${Y - 1}`,
    ]);
    for (const n of bucket.values()) expect(n).toBeGreaterThanOrEqual(10);
    const x = data.toppers.filter((t) => t.class === 'X');
    expect(new Set(x.map((t) => t.stream))).toEqual(new Set(['ICSE']));
    const xii = data.toppers.filter((t) => t.class.trim().toUpperCase() === 'XII');
    for (const t of xii) expect(['Science', 'Commerce', 'Humanities']).toContain(t.stream);
    const numeric = data.toppers.filter((t) => typeof t.division === 'number');
    expect(numeric.length).toBeGreaterThanOrEqual(55);
    for (const t of numeric) expect(t.division).toBeGreaterThan(80);
  });

  it('has birthdays, notifications, highlights and the registration notice', () => {
    expect(data.birthdays.length).toBeGreaterThanOrEqual(8);
    for (const b of data.birthdays) expect(b.class).toMatch(/^[IVX]+-[A-D]$/);
    expect(data.notifications.length).toBeGreaterThanOrEqual(3);
    for (const n of data.notifications) {
      expect(Array.isArray(n.image) && Array.isArray(n.attachments) && typeof n.url === 'string').toBe(true);
      // Dated like the news: a local midnight in the last 40 days, never after the notice was posted.
      expect(n.date).toMatch(/^\d{4}-\d{2}-\d{2}T18:30:00\.000Z$/);
      expect(Date.parse(n.date)).toBeGreaterThanOrEqual(NOW.getTime() - 41 * 86_400_000);
      expect(Date.parse(n.date)).toBeLessThanOrEqual(Date.parse(n.createdAt));
    }
    expect(data.highlights.length).toBeGreaterThanOrEqual(5);
    // NOW is in August: this year's window (10 January to 15 February) has closed, so the notices are next year's.
    expect(data.registrationYear).toBe(Y + 1);
    expect(data.onlineRegistration[0]?.attachments).toEqual([`public/pdf/Online-Registration-${Y + 1}.pdf`]);
    expect(data.notifications.find((n) => n.title.startsWith('Admissions'))?.title).toBe(
      `Admissions for Session ${Y + 1}-${Y + 2}`,
    );
  });

  it('says registration is open only inside its window, in the year it closes', () => {
    const on = (iso: string) => buildSeed(new Date(iso));
    expect(on('2027-01-09T12:00:00Z').notifications.map((n) => n.title)).toContain('Admissions for Session 2027-2028');
    expect(on('2027-01-10T12:00:00Z').notifications.map((n) => n.title)).toContain(
      'Admissions Open for Session 2027-2028',
    );
    expect(on('2027-02-15T12:00:00Z').registrationYear).toBe(2027);
    const after = on('2027-02-16T12:00:00Z');
    expect(after.registrationYear).toBe(2028);
    expect(after.notifications.map((n) => n.title)).toContain('Admissions for Session 2028-2029');
  });

  it('keeps every messy record the BFF must survive', () => {
    const newsById = (id: string) => data.news.filter((n) => n._id === id);
    expect('attachments' in newsById(MESSY_IDS.newsWithoutAttachments)[0]!).toBe(false);
    expect(newsById(MESSY_IDS.newsEmptyDate)[0]).toMatchObject({ date: '', fromDate: '' });
    expect(newsById(MESSY_IDS.newsDayFirstDate)[0]!.date).toBe(`15/07/${Y - 1}`);
    const shared = newsById(MESSY_IDS.newsSharedId);
    expect(shared).toHaveLength(2);
    expect(shared[0]!.title).not.toBe(shared[1]!.title);

    const topper = (id: string) => data.toppers.find((t) => t._id === id)!;
    expect(topper(MESSY_IDS.topperDivisionString).division).toBe('92.6');
    expect(topper(MESSY_IDS.topperDivisionNA).division).toBe('N/A');
    expect(topper(MESSY_IDS.topperClassPadded).class).toBe(' xii ');

    const event = (id: string) => data.events.find((e) => e._id === id)!;
    expect(event(MESSY_IDS.eventEmptyImages).images).toEqual([]);
    expect('time' in event(MESSY_IDS.eventMissingTime)).toBe(false);

    expect(data.gallery.find((g) => g._id === MESSY_IDS.galleryNullAttachments)?.attachments).toBeNull();

    const birthday = data.birthdays.find((b) => b._id === MESSY_IDS.birthdayMissingPhoto)!;
    expect(data.missingPaths).toEqual([birthday.attachments[0]]);
  });

  it('has a file behind every referenced path except the deliberately missing one', () => {
    const catalog = buildCatalog(data, TC_STUDENTS, school.pdfs);
    const referenced = [
      ...data.news.flatMap((n) => n.attachments ?? []),
      ...data.events.flatMap((e) => [...e.images, ...e.attachments]),
      ...data.gallery.flatMap((g) => g.attachments ?? []),
      ...data.toppers.flatMap((t) => t.attachments),
      ...data.birthdays.flatMap((b) => b.attachments),
      ...data.notifications.flatMap((n) => [...n.image, ...n.attachments]),
      ...data.highlights.flatMap((h) => h.attachments),
      ...data.onlineRegistration.flatMap((r) => r.attachments),
    ];
    expect(referenced.length).toBeGreaterThan(300);
    for (const path of referenced) {
      expect(path).toMatch(/^public\/(Images|pdf)\/[A-Za-z0-9._/-]+\.(jpg|jpeg|png|pdf)$/);
      if (data.missingPaths.includes(path)) expect(catalog.has(path)).toBe(false);
      else expect(catalog.has(path), path).toBe(true);
    }
    expect(catalog.get('public/Images/topper/x.jpg')).toBeUndefined();
  });

  it.each([
    ['1 January just after midnight', '2026-12-31T18:31:00.000Z'],
    ['31 December late evening', '2026-12-31T17:00:00.000Z'],
    ['29 February', '2028-02-29T06:00:00.000Z'],
  ])('meets the minimums on %s', (_label, iso) => {
    const edge = buildSeed(new Date(iso));
    const y = edge.year;
    expect(edge.news.length).toBeGreaterThanOrEqual(40);
    expect(edge.events.length).toBeGreaterThanOrEqual(30);
    expect(edge.gallery.filter((g) => g.attachments !== null).length).toBeGreaterThanOrEqual(12);
    expect(edge.gallery.map((g) => yearOf(g.date))).not.toContain(y - 1);
    expect(edge.events.filter((e) => Date.parse(e.date) > Date.parse(iso)).length).toBeGreaterThanOrEqual(3);
    for (const n of edge.news) if (Date.parse(n.date)) expect(Date.parse(n.date)).toBeLessThanOrEqual(Date.parse(iso));
  });
});
