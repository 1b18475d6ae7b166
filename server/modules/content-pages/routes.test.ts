import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SLUGS } from '../../../shared/content-pages.ts';
import type { ContentPage, School } from '../../../shared/content-schema.ts';
import type { HomeData } from '../../../shared/types.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('content routes', () => {
  it('/bff/site answers the identity and the list of static pages, cacheable, with an ETag', async () => {
    const res = await h.app.inject('/bff/site');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ version: string; school: School; pages: Array<{ slug: string; title: string }> }>();
    expect(body.school.name).toBe("St. Columba's Diocesan School");
    expect(body.pages.map((p) => p.slug).sort()).toEqual([...CONTENT_PAGE_SLUGS].sort());
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const again = await h.app.inject({ url: '/bff/site', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("/bff/site/offline answers only what the worker's pages need, a fraction of /bff/site, with an ETag", async () => {
    const site = await h.app.inject('/bff/site');
    const res = await h.app.inject('/bff/site/offline');
    expect(res.statusCode).toBe(200);
    const full = site.json<{
      version: string;
      school: School;
      words: { lang: string; offline: object; dates: { short: object; formats: object } };
    }>();
    expect(res.json()).toEqual({
      version: full.version,
      words: {
        lang: full.words.lang,
        offline: full.words.offline,
        dates: { short: full.words.dates.short, formats: full.words.dates.formats },
      },
      school: { name: full.school.name, themeColor: full.school.themeColor, phone: full.school.phone },
    });
    expect(res.body.length).toBeLessThan(site.body.length / 5);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const again = await h.app.inject({
      url: '/bff/site/offline',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('/bff/pages/<slug> answers one page as sanitized HTML, with an ETag', async () => {
    const res = await h.app.inject({ url: '/bff/pages/admission', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await h.app.inject('/bff/pages/admission');
    const page = plain.json<ContentPage>();
    expect(page).toMatchObject({ slug: 'admission', title: 'Admission & Withdrawal Rules', section: 'Prospectus' });
    expect(page.html).toContain('<h2 id="admission">Admission</h2>');
    expect(page.toc[0]).toEqual({ id: 'admission', text: 'Admission' });
    const again = await h.app.inject({
      url: '/bff/pages/admission',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a page the folder does not have, and 400 for a malformed name', async () => {
    const missing = await h.app.inject('/bff/pages/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'There is no such page.' });
    expect((await h.app.inject('/bff/pages/..%2Fschool.yaml')).statusCode).toBe(400);
  });

  it('answers the web app manifest from school.yaml', async () => {
    const res = await h.app.inject('/site.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({
      name: "St. Columba's Diocesan School",
      short_name: "St. Columba's",
      theme_color: '#12386b',
    });
  });

  it("serves the folder's images, and nothing outside it", async () => {
    const crest = await h.app.inject('/content/images/crest.svg');
    expect(crest.statusCode).toBe(200);
    expect(crest.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(crest.headers['cache-control']).toBe('public, max-age=3600');
    expect((await h.app.inject('/content/images/../school.yaml')).statusCode).toBe(404);
    expect((await h.app.inject('/content/images/%2e%2e/school.yaml')).statusCode).not.toBe(200);
    expect((await h.app.inject('/content/images/.hidden.png')).statusCode).toBe(404);
    expect((await h.app.inject('/content/images/slides')).statusCode).toBe(404);
    expect((await h.app.inject('/content/images/nothing.png')).statusCode).toBe(404);
  });

  it("resizes the folder's photos with ?w= like provider images, and revalidates them by ETag", async () => {
    const original = await h.app.inject('/content/images/slides/slide-1.webp');
    expect(original.statusCode).toBe(200);
    const small = await h.app.inject({
      url: '/content/images/slides/slide-1.webp?w=320',
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/avif');
    expect(small.headers.vary).toBe('accept');
    expect(small.rawPayload.length).toBeLessThan(original.rawPayload.length / 2);
    const again = await h.app.inject({
      url: '/content/images/slides/slide-1.webp?w=320',
      headers: { accept: 'image/avif,image/webp,*/*', 'if-none-match': String(small.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await h.app.inject('/content/images/slides/slide-1.webp?w=333')).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('320'),
    });
    // A drawing has no pixels to resize: it is used as it is.
    expect((await h.app.inject('/content/images/crest.svg?w=320')).statusCode).toBe(415);
    expect((await h.app.inject('/content/images/none.webp?w=320')).statusCode).toBe(404);
  });
});

describe('a content folder of its own, watched', () => {
  let dir: string;
  let watched: Harness;
  beforeAll(async () => {
    const { cpSync, mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    dir = mkdtempSync(join(tmpdir(), 'school-'));
    cpSync(join(import.meta.dirname, '..', '..', '..', 'content'), dir, {
      recursive: true,
      filter: (src) => !src.endsWith('.ts'),
    });
    watched = await startHarness({ CONTENT_DIR: dir }, { watchContent: true });
  });
  afterAll(async () => {
    await watched.close();
    const { rmSync } = await import('node:fs');
    rmSync(dir, { recursive: true, force: true });
  });

  const name = async () => (await watched.app.inject('/bff/site')).json<{ school: School }>().school.name;

  it('serves another name from CONTENT_DIR, picks up an edit live, and keeps the last good content after a bad one', async () => {
    const { readFileSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const file = join(dir, 'school.yaml');
    const original = readFileSync(file, 'utf8');
    expect(await name()).toBe("St. Columba's Diocesan School");

    writeFileSync(file, original.replace(/^name: .*$/m, 'name: Hill View Public School'));
    await expect.poll(name, { timeout: 5000 }).toBe('Hill View Public School');

    writeFileSync(file, original.replace(/^name: .*$/m, 'nmae: Broken'));
    await expect
      .poll(() => watched.logs.some((l) => l.includes('content not reloaded') && l.includes('nmae: unknown key')), {
        timeout: 5000,
      })
      .toBe(true);
    expect(await name()).toBe('Hill View Public School');
    writeFileSync(file, original);
    await expect.poll(name, { timeout: 5000 }).toBe("St. Columba's Diocesan School");
  });

  it("shows as much of a pupil's birthday as school.yaml says, and stops serving the photo at once", async () => {
    const { readFileSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const file = join(dir, 'school.yaml');
    const original = readFileSync(file, 'utf8');
    const home = async () => (await watched.app.inject('/bff/home')).json<HomeData>();
    try {
      const before = await home();
      expect(before.birthdaysShown).toBe('photos');
      const withPhoto = before.birthdays.find((b) => b.photo !== null)!;
      expect(withPhoto.class).not.toBe('');
      expect((await watched.app.inject(withPhoto.photo!)).statusCode).toBe(200);

      expect(original).toMatch(/^birthdays: photos$/m);
      writeFileSync(file, original.replace(/^birthdays: photos$/m, 'birthdays: names'));
      await expect.poll(async () => (await home()).birthdaysShown, { timeout: 5000 }).toBe('names');
      const names = await home();
      expect(names.birthdays.map((b) => b.name)).toEqual(before.birthdays.map((b) => b.name));
      expect(names.birthdays.every((b) => b.photo === null && b.class === '')).toBe(true);
      expect((await watched.app.inject(withPhoto.photo!)).statusCode).toBe(404);

      writeFileSync(file, original.replace(/^birthdays: photos$/m, 'birthdays: off'));
      await expect.poll(async () => (await home()).birthdaysShown, { timeout: 5000 }).toBe('off');
      expect((await home()).birthdays).toEqual([]);
    } finally {
      writeFileSync(file, original);
      await expect.poll(async () => (await home()).birthdaysShown, { timeout: 5000 }).toBe('photos');
    }
  });
});
