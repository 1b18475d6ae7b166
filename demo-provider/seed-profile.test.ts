import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { DemoProvider } from './app.ts';
import { buildCatalog } from './assets.ts';
import { renderPdf } from './pdfs.ts';
import { EXAMPLE_CONTENT_DIR, demoSchool, hoursOf, loadDemoSchool } from './school-profile.ts';
import { TC_STUDENTS, buildSeed } from './seed.ts';
import { tcCertificateSvg } from './tc-scan.ts';
import { AUTH, NOW, SCHOOL_CODE, SCHOOL_ID, buildTestProvider, tempDir } from './testing.ts';

/** The example school's words, which no other school's demo may show. */
const EXAMPLE_WORDS = [/columba/i, /amritpur/i, /bishop/i, /diocesan/i, /ICSE/, /\bISC\b/, /Patrick|Brigid|Aidan/];

const LIST_ROUTES = [
  `/api/topper/${SCHOOL_ID}`,
  `/api/notification/${SCHOOL_ID}`,
  `/api/highlight/${SCHOOL_ID}`,
  `/api/birthdays/${SCHOOL_ID}`,
  `/api/onlineRegistration/${SCHOOL_ID}`,
  `/api/news/all/${SCHOOL_CODE}`,
  `/api/events/All/${SCHOOL_CODE}`,
  `/api/gallery/All/${SCHOOL_CODE}`,
];

function exampleWordsIn(text: string): string[] {
  return EXAMPLE_WORDS.flatMap((word) => text.match(word) ?? []);
}

/** A PDF's strings, metadata included: its streams inflated, its hex strings decoded. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts = [raw];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      parts.push(inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1'));
    } catch {
      // Not a deflated stream.
    }
  }
  const hex = parts.join('\n').matchAll(/<([0-9A-Fa-f]+)>/g);
  const decoded = [...hex].map(([, h]) => {
    const b = Buffer.from(h!, 'hex');
    return b[0] === 0xfe && b[1] === 0xff ? b.subarray(2).swap16().toString('utf16le') : b.toString('latin1');
  });
  return [...parts, ...decoded].join('\n');
}

/** Every word a provider shows: its lists, its PDFs' text and its TC scans' pictures. */
async function everythingSaid(provider: DemoProvider): Promise<string> {
  const texts: string[] = [];
  for (const url of LIST_ROUTES) texts.push((await provider.app.inject({ url, headers: AUTH })).body);
  for (const [path, asset] of buildCatalog(provider.data, TC_STUDENTS, provider.school.pdfs)) {
    if (asset.kind === 'pdf') texts.push(path, pdfText(await renderPdf(asset.spec, provider.school)));
    if (asset.kind === 'tc') texts.push(tcCertificateSvg(asset.student, provider.school));
  }
  return texts.join('\n');
}

describe('the school the demo speaks for', () => {
  let folder: Awaited<ReturnType<typeof tempDir>>;
  let example: DemoProvider;
  let other: DemoProvider;

  beforeAll(async () => {
    // Another school's folder: the example's, renamed, with no demo-provider.yaml.
    folder = await tempDir();
    await cp(EXAMPLE_CONTENT_DIR, folder.dir, {
      recursive: true,
      filter: (src) => !src.endsWith('demo-provider.yaml'),
    });
    const school = parse(await readFile(join(folder.dir, 'school.yaml'), 'utf8')) as Record<string, unknown>;
    Object.assign(school, {
      name: 'Green Valley Convent School',
      shortName: 'Green Valley',
      city: 'Shillong',
      board: 'Central Board of Secondary Education',
      boardShort: 'CBSE',
      links: { parentPortal: { label: 'Parent Portal', href: 'https://portal.schoolerp.example/greenvalley/login' } },
      pdfs: { timetable: { label: 'Board Examination Time Table', path: 'public/pdf/Board-Time-Table.pdf' } },
    });
    await writeFile(join(folder.dir, 'school.yaml'), stringify(school));
    [example, other] = await Promise.all([
      buildTestProvider({ contentDir: EXAMPLE_CONTENT_DIR }),
      buildTestProvider({ contentDir: folder.dir }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([example?.app.close(), other?.app.close()]);
    await folder?.remove();
  });

  it("names no word of the example school's in another school's lists, PDFs or TC scans", async () => {
    const said = await everythingSaid(other);
    expect(said).toContain('GREEN VALLEY CONVENT SCHOOL');
    expect(said).toContain('Shillong');
    expect(exampleWordsIn(said)).toEqual([]);
    expect(other.data.toppers.filter((t) => t.class === 'X').map((t) => t.stream)).toContain('CBSE');
    expect(other.data.highlights.map((h) => h.description)).toContain(
      'Summer timings: 8:00 AM to 1:30 PM. Winter timings: 8:30 AM to 2:00 PM.',
    );
  });

  it('keeps the example school its own houses, board and chief guest', async () => {
    const news = example.data.news.map((n) => n.description).join('\n');
    expect(news).toMatch(/Aidan House won the inter-house quiz.*Brigid House came a close second/);
    expect(news).toMatch(/(Columba|Patrick|Brigid|Aidan) House won the overall championship/);
    expect(news).toContain('with the Bishop of Amritpur as chief guest');
    expect(new Set(example.data.toppers.filter((t) => t.class === 'X').map((t) => t.stream))).toEqual(
      new Set(['ICSE']),
    );
    expect(example.data.events.map((e) => e.venue)).toContain("St. Columba's Chapel");
    expect(example.school.pdfs.timetable).toBe('public/pdf/Time-Table-ICSE-ISC.pdf');
    // The check above would see these words: they reach the PDFs' text and the TC scans.
    const said = await everythingSaid(example);
    expect(said).toContain('TIME TABLE OF ICSE & ISC EXAMINATIONS 2026');
    expect(said).toContain('ST. COLUMBA&#39;S DIOCESAN SCHOOL</text>');
  });

  it('is a value: two schools in one process keep their own records', async () => {
    const quiz = (p: DemoProvider) => p.data.news.find((n) => n.title === 'Inter-House Quiz Competition Results');
    expect(quiz(other)?.description).toMatch(/^Yellow House won/);
    expect(quiz(example)?.description).toMatch(/^Aidan House won/);
    // Building the other school changed nothing of the example's.
    expect(buildSeed(NOW, example.school)).toEqual(example.data);
  });

  it('is neutral without a content folder', async () => {
    const neutral = await buildTestProvider({ contentDir: null });
    try {
      const said = await everythingSaid(neutral);
      expect(neutral.school.name).toBe('The School');
      expect(exampleWordsIn(said)).toEqual([]);
      expect(neutral.data.highlights.map((h) => h.description)).toContain('School timings are on the notice board.');
    } finally {
      await neutral.app.close();
    }
  });

  it('reads school hours as named rows or as summer and winter', () => {
    const rows = [{ label: 'Summer', hours: '8:00 AM to 1:30 PM' }];
    expect(hoursOf([{ label: 'Summer', hours: '8:00 AM to 1:30 PM (April to September)' }])).toEqual(rows);
    expect(hoursOf({ summer: '8:00 AM to 1:30 PM' })).toEqual(rows);
    expect(hoursOf(undefined)).toEqual([]);
  });

  it('refuses a demo-provider.yaml key it does not know', async () => {
    expect(() => demoSchool({}, { houze: ['A', 'B'] })).toThrow(/unknown key\(s\) houze/);
    expect(() => demoSchool({}, { houses: 'Red' })).toThrow(/houses must be a list/);
    await expect(loadDemoSchool(join(EXAMPLE_CONTENT_DIR, 'no-such-folder'))).resolves.toMatchObject({
      name: 'The School',
    });
  });
});
