import { describe, expect, it } from 'vitest';
import { normalizeHighlights, normalizeNotifications, normalizeRegistration } from './normalize.ts';
import { ctx } from './normalize.fixtures.ts';

// Notifications, highlights and registration notices: what each keeps, skips and reports.

describe('what each list keeps, skips and reports', () => {
  it('normalizes notifications: image, attachment and an outside link only when it is plain http(s)', () => {
    const c = ctx();
    const notifications = normalizeNotifications(
      [
        {
          _id: 'm1',
          title: 'Admissions Open',
          description: 'Registration for LKG is open.',
          image: ['public/Images/notification/admissions-open.png'],
          attachments: ['public/pdf/registration.pdf'],
          url: '',
        },
        {
          _id: 'm2',
          title: 'Get the School App',
          description: '',
          image: [],
          attachments: [],
          url: 'https://play.google.com/store/apps/details?id=example.parent',
        },
        { _id: 'm3', title: '', description: 'Fees are due by the 15th.', url: 'javascript:alert(1)' },
        { _id: 'm4', title: '', description: '' },
      ],
      c,
    );
    expect(notifications).toEqual([
      {
        id: 'm1',
        title: 'Admissions Open',
        description: 'Registration for LKG is open.',
        date: null,
        image: '/bff/media/public/Images/notification/admissions-open.png',
        attachment: '/bff/media/public/pdf/registration.pdf',
        url: null,
      },
      {
        id: 'm2',
        title: 'Get the School App',
        description: '',
        date: null,
        image: null,
        attachment: null,
        url: 'https://play.google.com/store/apps/details?id=example.parent',
      },
      {
        id: 'm3',
        title: '',
        description: 'Fees are due by the 15th.',
        date: null,
        image: null,
        attachment: null,
        url: null,
      },
    ]);
    expect(c.report).toEqual({ skipped: [{ index: 3, reason: 'no title or description' }], repaired: [] });
  });

  it('keeps a notice’s date as the school’s day: its `date`, else when it was posted; junk is null', () => {
    const c = ctx();
    const notices = normalizeNotifications(
      [
        // The vendor's day: the UTC instant of the school's midnight.
        { _id: 'd1', title: 'Holiday', date: '2026-11-19T18:30:00.000Z', createdAt: '2026-11-18T05:00:00.000Z' },
        { _id: 'd2', title: 'Fees', date: '15/07/2026' },
        { _id: 'd3', title: 'Posted only', createdAt: '2026-11-18T20:00:00.000Z' },
        { _id: 'd4', title: 'No date' },
        { _id: 'd5', title: 'Typo', date: '31/02/2026' },
        { _id: 'd6', title: 'Absurd', date: '+275760-09-13T00:00:00.000Z', createdAt: 8.64e15 },
        { _id: 'd7', title: 'Wrong type', date: { $date: 'soon' }, createdAt: ['2026-11-18'] },
        { _id: 'd8', title: 'Bad date, good stamp', date: 'next week', createdAt: '2026-11-17T04:00:00.000Z' },
      ],
      c,
    );
    expect(notices.map((n) => [n.id, n.date])).toEqual([
      ['d1', '2026-11-20'],
      ['d2', '2026-07-15'],
      // 20:00 UTC is past midnight in India.
      ['d3', '2026-11-19'],
      ['d4', null],
      ['d5', null],
      ['d6', null],
      ['d7', null],
      ['d8', '2026-11-17'],
    ]);
    expect(c.report.skipped).toEqual([]);
    expect(c.report.repaired).toEqual([
      { id: 'd5', fix: 'unreadable date' },
      { id: 'd6', fix: 'unreadable date' },
      { id: 'd6', fix: 'unreadable createdAt' },
      { id: 'd7', fix: 'unreadable date' },
      { id: 'd7', fix: 'unreadable createdAt' },
      { id: 'd8', fix: 'unreadable date' },
    ]);
  });

  it('normalizes highlights, falling back to the title when there is no description', () => {
    const c = ctx();
    const highlights = normalizeHighlights(
      [
        {
          _id: 'h1',
          description: 'Registration for LKG is open.',
          title: 'Ignored',
          attachments: ['public/pdf/registration.pdf'],
        },
        { _id: 'h2', title: 'Summer timings: 8:00 AM to 1:30 PM.', attachments: [] },
        { _id: 'h3', description: ' ', attachments: ['public/pdf/x.pdf'] },
      ],
      c,
    );
    expect(highlights).toEqual([
      { id: 'h1', description: 'Registration for LKG is open.', attachment: '/bff/media/public/pdf/registration.pdf' },
      { id: 'h2', description: 'Summer timings: 8:00 AM to 1:30 PM.', attachment: null },
    ]);
    expect(c.report).toEqual({ skipped: [{ index: 2, reason: 'no description' }], repaired: [] });
  });

  it('normalizes registration notices given as a list, skipping untitled ones', () => {
    const c = ctx();
    expect(
      normalizeRegistration(
        [
          { _id: 'r1', title: 'Online Registration 2025', attachments: ['public/pdf/Reg.pdf'] },
          { _id: 'r2', attachments: [] },
        ],
        c,
      ),
    ).toEqual([{ id: 'r1', title: 'Online Registration 2025', attachment: '/bff/media/public/pdf/Reg.pdf' }]);
    expect(c.report).toEqual({ skipped: [{ index: 1, reason: 'no title' }], repaired: [] });
  });
});
