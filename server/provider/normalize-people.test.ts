import { describe, expect, it } from 'vitest';
import { normalizeBirthdays, normalizeToppers } from './normalize.ts';
import { ctx } from './normalize.fixtures.ts';

// Toppers and birthdays: classes, marks, sessions and photos, and which pupils are skipped.

describe('normalizing messy provider records', () => {
  it('normalizes toppers: class spelling, string marks, unknown classes skipped', () => {
    const c = ctx();
    const toppers = normalizeToppers(
      [
        {
          _id: 't1',
          name: 'Asha',
          class: ' xii ',
          sessionYear: '2024-25',
          stream: 'Science',
          division: '92.6',
          attachments: ['public/Images/toppers/t1.jpg'],
        },
        { _id: 't2', name: 'Ravi', class: 'X', sessionYear: '2024-2025', stream: 'ICSE', division: 'N/A' },
        { _id: 't3', name: 'Someone', class: 'IX', sessionYear: '2024-2025', division: 80 },
      ],
      c,
    );
    expect(toppers).toEqual([
      {
        id: 't1',
        name: 'Asha',
        class: 'XII',
        session: '2024-2025',
        stream: 'Science',
        marks: 92.6,
        photo: '/bff/media/public/Images/toppers/t1.jpg',
      },
      { id: 't2', name: 'Ravi', class: 'X', session: '2024-2025', stream: 'ICSE', marks: null, photo: null },
    ]);
    expect(c.report.skipped).toEqual([{ index: 2, reason: 'unknown class IX' }]);
  });
});

describe('what each list keeps, skips and reports', () => {
  it('reads toppers’ marks and session under either key, numeric classes, and reports unreadable marks', () => {
    const c = ctx();
    const toppers = normalizeToppers(
      [
        {
          _id: 't1',
          name: 'Meera',
          class: 10,
          session: '2023-24',
          marks: '97.25%',
          stream: '',
          attachments: [{ path: 'public/Images/toppers/meera.jpg' }],
        },
        { _id: 't2', name: 'Kabir', class: 'Class XII', sessionYear: '2023-2024', division: 'N/A', stream: 'Commerce' },
        { _id: 't3', name: '', class: 'X', sessionYear: '2023-2024', division: 90 },
      ],
      c,
    );
    expect(toppers).toEqual([
      {
        id: 't1',
        name: 'Meera',
        class: 'X',
        session: '2023-2024',
        stream: '',
        marks: 97.25,
        photo: '/bff/media/public/Images/toppers/meera.jpg',
      },
      { id: 't2', name: 'Kabir', class: 'XII', session: '2023-2024', stream: 'Commerce', marks: null, photo: null },
    ]);
    expect(c.report).toEqual({
      skipped: [{ index: 2, reason: 'no name' }],
      repaired: [{ id: 't2', fix: 'marks unreadable' }],
    });
  });

  it('normalizes birthdays: name, class as typed, photo; nameless ones skipped', () => {
    const c = ctx();
    const birthdays = normalizeBirthdays(
      [
        {
          _id: 'b1',
          name: ' Aarav Sharma ',
          class: 'VII-B',
          dob: '2012-08-14T18:30:00.000Z',
          attachments: ['public/Images/birthday/1723700000000-IMG_1234.jpg'],
        },
        { _id: 'b2', name: 'Diya', class: 5, attachments: [] },
        { _id: 'b3', name: null, class: 'III-A', attachments: ['public/Images/birthday/x.jpg'] },
      ],
      c,
    );
    expect(birthdays).toEqual([
      {
        id: 'b1',
        name: 'Aarav Sharma',
        class: 'VII-B',
        photo: '/bff/media/public/Images/birthday/1723700000000-IMG_1234.jpg',
      },
      { id: 'b2', name: 'Diya', class: '5', photo: null },
    ]);
    expect(c.report).toEqual({ skipped: [{ index: 2, reason: 'no name' }], repaired: [] });
  });
});
