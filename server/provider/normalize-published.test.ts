import { describe, expect, it } from 'vitest';
import {
  normalizeAlbum,
  normalizeBirthdays,
  normalizeEvents,
  normalizeGallery,
  normalizeHighlights,
  normalizeNews,
  normalizeNotifications,
  normalizeRegistration,
  normalizeToppers,
} from './normalize.ts';
import { ctx } from './normalize.fixtures.ts';

// A list publishes the files of the records it keeps, and none of those it skips.

describe('what each list keeps, skips and reports', () => {
  it('publishes the files of the records it keeps, and none of the records it skips', () => {
    const media = new Set<string>();
    const c = ctx(media);
    normalizeBirthdays(
      [
        { _id: 'b1', name: 'Diya', attachments: ['public/Images/birthday/diya.jpg'] },
        { _id: 'b2', attachments: ['public/Images/birthday/nameless.jpg'] },
      ],
      c,
    );
    normalizeToppers(
      [{ _id: 't1', name: 'Om', class: 'IX', division: 90, attachments: ['public/Images/toppers/om.jpg'] }],
      c,
    );
    normalizeGallery([{ _id: 'g1', category: 'VideoGallery', attachments: ['public/Images/g/v.jpg'] }], c);
    normalizeNews(
      [
        { _id: 'n1', title: 'Circular', attachments: ['public/pdf/circular.pdf'] },
        { _id: 'n2', attachments: ['public/pdf/draft.pdf'] },
      ],
      c,
    );
    normalizeNotifications(
      [{ _id: 'm1', title: 'Notice', image: 'public/Images/notification/n.png', attachments: [] }],
      c,
    );
    normalizeHighlights([{ _id: 'h1', description: 'Fee structure', attachments: ['public/pdf/fees.pdf'] }], c);
    normalizeEvents(
      [{ _id: 'e1', title: 'Fete', images: ['public/Images/events/1.jpg'], attachments: ['public/pdf/fete.pdf'] }],
      c,
    );
    normalizeRegistration({ _id: 'r1', title: 'Registration', attachments: ['public/pdf/reg.pdf'] }, c);
    normalizeAlbum({ _id: 'g2', attachments: ['public/Images/g/1.jpg', 'public/Images/g/2.jpg'] }, c);
    expect([...media].sort()).toEqual([
      'public/Images/birthday/diya.jpg',
      'public/Images/events/1.jpg',
      'public/Images/g/1.jpg',
      'public/Images/g/2.jpg',
      'public/Images/notification/n.png',
      'public/pdf/circular.pdf',
      'public/pdf/fees.pdf',
      'public/pdf/fete.pdf',
      'public/pdf/reg.pdf',
    ]);
  });
});
