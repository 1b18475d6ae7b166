// The example school's pages (content/pages/*.md) say what the spec requires of them, read as a
// visitor reads them: the HTML the server makes, as text (table cells joined with " | ").
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage, School } from '../shared/content-schema.ts';
import { CONTENT_PAGE_SLUGS } from '../shared/content-pages.ts';
import { loadContent } from '../server/content/load-content.ts';

let school: School;
let pages: ReadonlyMap<string, ContentPage>;
beforeAll(async () => {
  ({ school, pages } = await loadContent(import.meta.dirname, CONTENT_PAGE_SLUGS));
});

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

function text(slug: string): string {
  const page = pages.get(slug)!;
  const html = `${page.lead ?? ''}\n${page.html}`
    .replace(/<\/t[hd]>\s*<t[hd][^>]*>/g, ' | ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n');
  return decode(html);
}

const TEXT_PAGES = CONTENT_PAGE_SLUGS.filter((slug) => !['feestructure', 'calender', 'timetable'].includes(slug));

describe('static page content', () => {
  it.each(TEXT_PAGES.filter((s) => s !== 'accessibility'))('%s has a lead and real text', (slug) => {
    expect(pages.get(slug)!.lead).toBeTruthy();
    expect(text(slug).length).toBeGreaterThan(400);
    expect(text(slug)).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });

  it('states the promotion rule: 40% in each subject and 50% aggregate', () => {
    const t = text('examinationAndPromotion');
    expect(t).toContain('at least 40% in each subject');
    expect(t).toContain('at least 50% in the aggregate');
    for (const topic of ['Unit tests', 'Half-yearly', 'Re-tests', 'Unfair means']) expect(t).toContain(topic);
  });

  it('states the registration rules: fee, ages on 31 March, 60% for Class VI', () => {
    const t = text('registration');
    expect(t).toContain('Rs. 500');
    expect(t).toContain('not refundable');
    expect(t).toContain('31 March');
    expect(t).toMatch(/LKG \| 3\.5 years/);
    expect(t).toMatch(/Class VI \| 10\.5 years \| At least 60% in every subject .* 60% in the admission interview/);
  });

  it('states the absence rules: 3 days, 10 days, fresh admission, certificate within a week', () => {
    const t = text('attendance');
    expect(t).toContain('absent for 3 consecutive days without a written leave request is struck off the rolls');
    expect(t).toContain('absent for 10 days without leave is removed');
    expect(t).toContain('fresh admission');
    expect(t).toContain('medical certificate, which must reach the school within a week');
  });

  it('states the bus fee rule and lists the facilities and gold medals', () => {
    const t = text('infrastructure');
    expect(t).toContain('all 12 months');
    expect(t).toContain('one installment');
    expect(t).toContain('not refundable');
    for (const facility of [
      'Audio-visual room',
      'Physics',
      'Chemistry',
      'Biology',
      'Computer',
      'Smart classes',
      'Library',
      'Infirmary',
      'Gold medals',
    ]) {
      expect(t).toContain(facility);
    }
    expect(pages.get('infrastructure')!.html).toContain('<table class="content-table">');
  });

  it('states the admission and withdrawal rules', () => {
    const a = text('admission');
    for (const phrase of [
      'on merit',
      'transfer certificate and the mark list',
      'must be present',
      'fees for the full year',
    ])
      expect(a).toContain(phrase);
    const w = text('withdrawal');
    expect(w).toContain('parent or the legal guardian');
    expect(w).toContain('only after all dues have been paid');
  });

  it('states the recommendations to parents and the instructions to students', () => {
    const r = text('recommendation');
    for (const phrase of [
      'medical certificate must reach the school within a week',
      'not allowed to ride motorbikes',
      'learner’s licence',
      'helmet',
      'parent-teacher meetings',
    ]) {
      expect(r).toContain(phrase);
    }
    const i = text('instruction');
    expect(i).toContain(`${school.medium} is the only language to be spoken during school hours`);
    expect(i).toContain('before and after each class');
    expect(i).toContain('Participation in school programmes is compulsory');
  });

  it('while the portal has no address, names what it is for and gives the office instead of guidelines to nowhere', () => {
    const t = text('ParentPortal');
    for (const phrase of [
      'attendance, marks',
      'pay fees online',
      'Ask the office',
      school.phone.display,
      school.officeHours,
      school.email,
    ])
      expect(t).toContain(phrase);
    expect(t).not.toContain('user ID');
    expect(pages.get('ParentPortal')!.html).not.toMatch(/schoolerp\.example/);
  });

  it('gives the parent portal guidelines of the spec once the portal has its address', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-'));
    cpSync(import.meta.dirname, dir, { recursive: true });
    const yaml = join(dir, 'school.yaml');
    writeFileSync(
      yaml,
      readFileSync(yaml, 'utf8').replaceAll(
        'https://portal.schoolerp.example/stcolumbas/login',
        'https://portal.stcolumbas.in/login',
      ),
    );
    const withPortal = (await loadContent(dir, CONTENT_PAGE_SLUGS)).pages.get('ParentPortal')!;
    const t = decode(withPortal.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
    expect(t).not.toContain('Ask the office');
    for (const phrase of [
      'user ID',
      'password',
      'user type',
      'mobile number registered with the school',
      'by SMS',
      'Install the',
      'portal address',
      'Choose the installment',
      'payment gateway',
      'credit card, debit card or net banking',
      'receipt',
      'My Payment under Finance',
      school.helpDesk,
    ]) {
      expect(t).toContain(phrase);
    }
  });

  it('has the co-curricular topics (tours, science, music, curricula) as disclosures, curricula with tables', () => {
    const html = pages.get('coCurricular')!.html;
    const summaries = [...html.matchAll(/<summary[^>]*>([^<]+)<\/summary>/g)].map((m) => m[1]);
    expect(summaries).toEqual(['Tours', 'Science', 'Music', 'Curricula']);
    const curricula = html.slice(html.indexOf('>Curricula</summary>'));
    expect(curricula.split('<table').length - 1).toBeGreaterThanOrEqual(3);
  });

  it('covers uniforms for both sections, seasons, house days, shoes and hair', () => {
    const t = text('outFit');
    for (const topic of ['Primary section', 'Higher sections', 'Summer', 'Winter', 'House days', 'Shoes', 'Hair'])
      expect(t).toContain(topic);
  });

  it('gives the PDF pages a version to read on a phone: the fees and the timetable as tables, the year by month', () => {
    // The totals are the site's sums (markdown-tables.ts): each year, then the first year with the admission fee.
    expect(text('feestructure')).toContain('Nursery, LKG, UKG | 15,000 | 7,500 | 6,000 | 0 | 36,000 | 51,000');
    expect(text('feestructure')).toContain(
      'XI - XII Science (ISC) | 20,000 | 12,600 | 9,000 | 6,000 | 65,400 | 85,400',
    );
    expect(text('feestructure')).toContain('Beyond 10 km | 1,800 | 21,600');
    expect(text('timetable')).toContain('25 February 2026 | Wednesday | Mathematics');
    for (const slug of ['feestructure', 'timetable'])
      expect(pages.get(slug)!.html, slug).toContain('<table class="content-table');
    // The year itself is school-year.yaml's, by month on /calendar: the printed calendar's page
    // leads there instead of retyping it.
    expect(pages.get('calender')!.html).not.toContain('<table');
    expect(pages.get('calender')!.html).toContain('<a href="/calendar">Holidays &amp; Term Dates</a>');
    expect(text('calender')).toContain('The printed calendar of the session is below');
  });

  it('labels the PDF pages from the school identity', () => {
    expect(pages.get('feestructure')!.pdf!.label).toBe('Fee Structure 2026-2027');
    expect(pages.get('calender')!.pdf).toEqual({
      label: 'Academic Calendar 2026-2027',
      path: 'public/pdf/Academic-Calendar-2026-2027.pdf',
    });
    expect(pages.get('timetable')!.title).toBe('Time Table of ICSE & ISC');
  });

  it('takes the school identity from school.yaml instead of retyping it', () => {
    const dir = join(import.meta.dirname, 'pages');
    const identity = [
      school.name,
      school.city,
      school.diocese!,
      school.email,
      school.phone.display,
      school.address.oneLine,
    ];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.md'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const value of identity) expect(source, `${file} retypes "${value}"`).not.toContain(value);
    }
    expect(text('about')).toContain(String(school.founded));
    expect(text('about')).toContain(school.diocese);
    expect(text('motto')).toContain(school.tagline);
    expect(text('contact')).toContain(school.phone.display);
    expect(text('result')).toContain(school.links!.boardResult!.label);
    expect(text('ERPSoftware')).toContain(school.links!.erpVendor!.label);
    expect(text('requirement')).toContain('transfer certificate');
  });
});
