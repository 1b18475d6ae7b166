import { describe, expect, it } from 'vitest';
import { normalizeAlbum, normalizeEvents, normalizeGallery, normalizeRegistration } from './normalize.ts';
import { ctx } from './normalize.fixtures.ts';

// The gallery and its albums: which albums are kept, skipped and reported, and what an album holds.

describe('normalizing messy provider records', () => {
  it('keeps only PhotoGallery albums and counts usable photos', () => {
    const gallery = normalizeGallery(
      [
        {
          _id: 'g1',
          category: 'PhotoGallery',
          title: 'Sports',
          date: '2024-01-05',
          attachments: ['public/Images/g/1.jpg', 'public/Images/g/2.jpg', 'bad\\path.jpg'],
        },
        { _id: 'g2', category: 'VideoGallery', title: 'Video', attachments: ['public/Images/g/3.jpg'] },
        { _id: 'g3', category: 'photogallery', title: 'Null list', attachments: null },
        { _id: 'g1', category: 'PhotoGallery', title: 'Duplicate album' },
      ],
      ctx(),
    );
    expect(gallery).toEqual([
      {
        id: 'g1',
        title: 'Sports',
        description: '',
        date: '2024-01-05',
        image: '/bff/media/public/Images/g/1.jpg',
        photoCount: 2,
      },
      { id: 'g3', title: 'Null list', description: '', date: null, image: null, photoCount: 0 },
    ]);
  });

  it('normalizes an album, events and a lone registration notice', () => {
    const album = normalizeAlbum(
      {
        _id: 'g1',
        title: 'Sports',
        date: '2024-01-05',
        updatedAt: '2024-01-07T10:00:00Z',
        attachments: ['public/Images/g/1.jpg'],
      },
      ctx(),
    );
    expect(album).toEqual({
      id: 'g1',
      title: 'Sports',
      description: '',
      date: '2024-01-05',
      updatedAt: '2024-01-07',
      photos: ['/bff/media/public/Images/g/1.jpg'],
      total: 1,
    });
    expect(normalizeAlbum(undefined, ctx())).toBeNull();
    const [event] = normalizeEvents(
      [{ _id: 'e1', title: 'Fete', date: '2024-12-01', images: [], venue: 'Hall' }],
      ctx(),
    );
    expect(event).toEqual({
      id: 'e1',
      title: 'Fete',
      description: '',
      date: '2024-12-01',
      time: '',
      venue: 'Hall',
      image: null,
      attachment: null,
    });
    expect(
      normalizeRegistration({ _id: 'r1', title: 'Admissions open', attachments: ['public/pdf/Reg.pdf'] }, ctx()),
    ).toEqual([{ id: 'r1', title: 'Admissions open', attachment: '/bff/media/public/pdf/Reg.pdf' }]);
  });
});

describe('what each list keeps, skips and reports', () => {
  it('reports gallery albums left out, and dates an album by createdAt when it has no date', () => {
    const c = ctx();
    const gallery = normalizeGallery(
      [
        {
          _id: 'g1',
          category: 'PhotoGallery',
          title: 'Sports',
          description: 'Day one',
          createdAt: '2024-01-05T06:00:00.000Z',
          attachments: [{ path: 'public/Images/g/1.jpg' }],
        },
        { _id: 'g2', category: 'VideoGallery', title: 'Video', attachments: ['public/Images/g/3.jpg'] },
        { _id: 'g1', category: 'PhotoGallery', title: 'Duplicate album' },
        { _id: 'g4', title: 'No category' },
      ],
      c,
    );
    expect(gallery).toEqual([
      {
        id: 'g1',
        title: 'Sports',
        description: 'Day one',
        date: '2024-01-05',
        image: '/bff/media/public/Images/g/1.jpg',
        photoCount: 1,
      },
    ]);
    expect(c.report).toEqual({
      skipped: [
        { index: 1, reason: 'not PhotoGallery' },
        { index: 2, reason: 'duplicate id g1' },
        { index: 3, reason: 'not PhotoGallery' },
      ],
      repaired: [],
    });
  });

  it('reads an album from the provider’s one-item list, by updatedOn when there is no updatedAt, and none without an id', () => {
    const album = normalizeAlbum(
      [
        {
          _id: 'g1',
          title: 'Sports',
          description: 'Day one',
          createdAt: '2024-01-05T06:00:00.000Z',
          updatedOn: '07/01/2024',
          attachments: ['public/Images/g/1.jpg', 'public/Images/g/2.jpg'],
        },
      ],
      ctx(),
    );
    expect(album).toEqual({
      id: 'g1',
      title: 'Sports',
      description: 'Day one',
      date: '2024-01-05',
      updatedAt: '2024-01-07',
      photos: ['/bff/media/public/Images/g/1.jpg', '/bff/media/public/Images/g/2.jpg'],
      total: 2,
    });
    expect(normalizeAlbum([], ctx())).toBeNull();
    expect(normalizeAlbum('g1', ctx())).toBeNull();
    expect(normalizeAlbum({ title: 'No id', attachments: ['public/Images/g/1.jpg'] }, ctx())).toBeNull();
    expect(normalizeAlbum({ _id: '\n', title: 'Nothing usable in the id' }, ctx())).toBeNull();
  });
});
