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
        image: '/bff/media/public/Images/notification/admissions-open.png',
        attachment: '/bff/media/public/pdf/registration.pdf',
        url: null,
      },
      {
        id: 'm2',
        title: 'Get the School App',
        description: '',
        image: null,
        attachment: null,
        url: 'https://play.google.com/store/apps/details?id=example.parent',
      },
      { id: 'm3', title: '', description: 'Fees are due by the 15th.', image: null, attachment: null, url: null },
    ]);
    expect(c.report).toEqual({ skipped: [{ index: 3, reason: 'no title or description' }], repaired: [] });
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
