import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { school } from '../school.ts';
import { aims, introduction, motto } from './about.ts';
import { admission, withdrawal } from './admission.ts';
import { attendance } from './attendance.ts';
import type { Block, ContentPage, RichText } from './blocks.ts';
import { coCurricular } from './co-curricular.ts';
import { contact } from './contact.ts';
import { calendar, feeStructure, timetable } from './downloads.ts';
import { examinationAndPromotion } from './examination.ts';
import { instruction, recommendation } from './guidance.ts';
import { infrastructure } from './infrastructure.ts';
import { outfit } from './outfit.ts';
import { registration } from './registration.ts';
import { requirement } from './requirement.ts';
import { result } from './result.ts';
import { rules } from './rules.ts';
import { erpSoftware, parentPortal } from './school-online.ts';

function richText(text: RichText): string {
  if (typeof text === 'string') return text;
  return text.map((piece) => (typeof piece === 'string' ? piece : 'strong' in piece ? piece.strong : piece.text)).join('');
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'section':
      return [block.heading, ...block.blocks.map(blockText)].join('\n');
    case 'heading':
      return block.text;
    case 'paragraph':
      return richText(block.text);
    case 'list':
      return block.items.map(richText).join('\n');
    case 'table':
      return [block.caption, block.columns.join(' | '), ...block.rows.map((row) => row.map(richText).join(' | '))].join('\n');
    case 'accordion':
      return block.items.map((item) => [item.title, ...item.blocks.map(blockText)].join('\n')).join('\n');
    case 'notice':
      return [block.title, richText(block.text), ...(block.items ?? []).map(richText)].join('\n');
    case 'links':
      return block.items.map((item) => `${item.label} ${item.description ?? ''}`).join('\n');
    case 'facts':
      return block.items.map((item) => `${item.term}: ${item.lines.map(richText).join(', ')}`).join('\n');
    case 'map':
      return block.title;
    case 'people':
      return block.people.map((p) => `${p.role} ${p.name}`).join('\n');
  }
}

function pageText(page: ContentPage): string {
  return [page.lead ? richText(page.lead) : '', ...page.blocks.map(blockText)].join('\n');
}

const pages = {
  introduction,
  aims,
  motto,
  infrastructure,
  result,
  outfit,
  coCurricular,
  examinationAndPromotion,
  rules,
  attendance,
  registration,
  requirement,
  admission,
  withdrawal,
  recommendation,
  instruction,
  contact,
  parentPortal,
  erpSoftware,
};

describe('static page content', () => {
  it.each(Object.entries(pages))('%s has a lead and real text', (_name, page) => {
    expect(page.lead).toBeTruthy();
    const text = pageText(page);
    expect(text.length).toBeGreaterThan(400);
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });

  it('states the promotion rule: 40% in each subject and 50% aggregate', () => {
    const text = pageText(examinationAndPromotion);
    expect(text).toContain('at least 40% in each subject');
    expect(text).toContain('at least 50% in the aggregate');
    for (const topic of ['Unit tests', 'Half-yearly', 'Re-tests', 'Unfair means']) expect(text).toContain(topic);
  });

  it('states the registration rules: fee, ages on 31 March, 60% for Class VI', () => {
    const text = pageText(registration);
    expect(text).toContain('Rs. 500');
    expect(text).toContain('not refundable');
    expect(text).toContain('31 March');
    expect(text).toMatch(/LKG \| 3\.5 years/);
    expect(text).toMatch(/Class VI \| 10\.5 years \| At least 60% in every subject .* 60% in the admission interview/);
  });

  it('states the absence rules: 3 days, 10 days, fresh admission, certificate within a week', () => {
    const text = pageText(attendance);
    expect(text).toContain('absent for 3 consecutive days without a written leave request is struck off the rolls');
    expect(text).toContain('absent for 10 days without leave is removed');
    expect(text).toContain('fresh admission');
    expect(text).toContain('medical certificate, which must reach the school within a week');
  });

  it('states the bus fee rule and lists the facilities and gold medals', () => {
    const text = pageText(infrastructure);
    expect(text).toContain('all 12 months');
    expect(text).toContain('one installment');
    expect(text).toContain('not refundable');
    for (const facility of ['Audio-visual room', 'Physics', 'Chemistry', 'Biology', 'Computer', 'Smart classes', 'Library', 'Infirmary', 'Gold medals']) {
      expect(text).toContain(facility);
    }
    expect(infrastructure.blocks.some((b) => b.type === 'section' && b.blocks.some((c) => c.type === 'table'))).toBe(true);
  });

  it('states the admission and withdrawal rules', () => {
    const a = pageText(admission);
    for (const phrase of ['on merit', 'transfer certificate and the mark list', 'must be present', 'fees for the full year']) expect(a).toContain(phrase);
    const w = pageText(withdrawal);
    expect(w).toContain('parent or the legal guardian');
    expect(w).toContain('only after all dues have been paid');
  });

  it('states the recommendations to parents and the instructions to students', () => {
    const r = pageText(recommendation);
    for (const phrase of ['medical certificate must reach the school within a week', 'not allowed to ride motorbikes', 'learner’s licence', 'helmet', 'parent-teacher meetings']) {
      expect(r).toContain(phrase);
    }
    const i = pageText(instruction);
    expect(i).toContain(`${school.medium} is the only language to be spoken during school hours`);
    expect(i).toContain('before and after each class');
    expect(i).toContain('Participation in school programmes is compulsory');
  });

  it('gives the parent portal guidelines of the spec', () => {
    const text = pageText(parentPortal);
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
      expect(text).toContain(phrase);
    }
  });

  it('has the co-curricular accordion with tours, science, music and curricula tables', () => {
    const accordion = coCurricular.blocks.find((b) => b.type === 'accordion');
    expect(accordion?.type === 'accordion' && accordion.items.map((i) => i.title)).toEqual(['Tours', 'Science', 'Music', 'Curricula']);
    const curricula = accordion?.type === 'accordion' ? accordion.items[3] : undefined;
    expect(curricula?.blocks.filter((b) => b.type === 'table').length).toBeGreaterThanOrEqual(3);
  });

  it('covers uniforms for both sections, seasons, house days, shoes and hair', () => {
    const text = pageText(outfit);
    for (const topic of ['Primary section', 'Higher sections', 'Summer', 'Winter', 'House days', 'Shoes', 'Hair']) expect(text).toContain(topic);
  });

  it('labels the PDF pages from the school identity', () => {
    expect(feeStructure.pdf.label).toContain('2025-2026');
    expect(timetable.pdf.label).toBe('Time Table of ICSE & ISC');
    expect(calendar.pdf.path).toMatch(/^public\/pdf\/.+\.pdf$/);
  });

  it('takes the school identity from school.ts instead of retyping it', () => {
    const here = new URL('.', import.meta.url);
    const identity = [school.name, school.shortName, school.city, school.diocese, school.email, school.phone.display, school.address.oneLine];
    for (const file of readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(new URL(file, here), 'utf8');
      for (const value of identity) expect(source, `${file} retypes "${value}"`).not.toContain(value);
    }
    expect(pageText(introduction)).toContain(String(school.founded));
    expect(pageText(introduction)).toContain(school.diocese);
    expect(pageText(motto)).toContain(school.tagline);
    expect(pageText(aims).length).toBeGreaterThan(0);
    expect(pageText(contact)).toContain(school.phone.display);
    expect(pageText(result)).toContain(school.links.boardResult.label);
    expect(pageText(erpSoftware)).toContain(school.links.erpVendor.label);
    expect(pageText(rules).length).toBeGreaterThan(0);
    expect(pageText(requirement)).toContain('transfer certificate');
  });
});
