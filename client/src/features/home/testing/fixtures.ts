import type { HomeData } from '@shared/types.ts';

/** A /bff/home answer with something in every section. */
export function homeFixture(overrides: Partial<HomeData> = {}): HomeData {
  return {
    notifications: [
      {
        id: 'n1',
        title: 'School reopens on 2 June',
        description: 'Classes resume after the summer break.',
        date: '2025-03-20',
        image: '/bff/media/public/Images/notification/reopen.jpg',
        attachment: '/bff/media/public/pdf/reopen.pdf',
        url: 'https://circulars.testvalley.in/reopen',
      },
      {
        id: 'n2',
        title: 'Parent-teacher meeting',
        description: 'Saturday, 10 AM.',
        date: '2025-03-12',
        image: null,
        attachment: null,
        url: null,
      },
      {
        id: 'n3',
        title: 'Fee due date',
        description: 'Second installment due 15 July.',
        date: null,
        image: null,
        attachment: null,
        url: null,
      },
    ],
    highlights: [
      { id: 'h1', description: 'Admissions open for 2025-2026', attachment: '/bff/media/public/pdf/admissions.pdf' },
      { id: 'h2', description: 'ISC results: 100% pass', attachment: null },
    ],
    registration: [
      { id: 'r1', title: 'Online registration for Class LKG 2025-2026', attachment: '/bff/media/public/pdf/reg.pdf' },
    ],
    admissions: {
      status: { state: 'open', window: { session: '2025-2026', opens: '2025-01-10', closes: '2025-02-15' } },
      sentences: ['Registration for LKG and Class VI for the 2025-2026 session is open until 15 Feb 2025.'],
      banner: 'Admission is open for LKG and Class VI, session 2025-2026, until 15 Feb 2025.',
      notice: {
        id: 'r1',
        title: 'Online registration for Class LKG 2025-2026',
        attachment: '/bff/media/public/pdf/reg.pdf',
      },
    },
    nextHoliday: { kind: 'holiday', name: 'Christmas', from: '2025-12-25', to: '2025-12-25' },
    today: '2025-12-01',
    news: [
      {
        id: 'w1',
        title: 'Science exhibition',
        description: 'Students showed 40 projects.',
        date: '2025-03-14',
        attachment: '/bff/media/public/pdf/sci.pdf',
      },
      { id: 'w2', title: 'Sports day', description: 'Red house won.', date: '2025-02-01', attachment: null },
    ],
    events: [
      {
        id: 'e1',
        title: 'Annual Day',
        description: '',
        date: '2025-12-14',
        time: '5:00 PM',
        venue: 'School auditorium',
        image: '/bff/media/public/Images/events/annual.jpg',
        attachment: null,
      },
      {
        id: 'e2',
        title: 'Inter-house debate',
        description: '',
        date: '2025-08-20',
        time: '10:00 AM',
        venue: 'Hall',
        image: null,
        attachment: null,
      },
    ],
    birthdays: [
      { id: 'b1', name: 'Aarav Singh', class: 'VII A', photo: '/bff/media/public/Images/birthday/aarav.jpg' },
      { id: 'b2', name: 'Meera Paul', class: 'IX B', photo: null },
    ],
    birthdaysShown: 'photos',
    gallery: [
      {
        id: 'g1',
        title: 'Independence Day',
        description: '',
        date: '2025-08-15',
        image: '/bff/media/public/Images/gallery/i1.jpg',
        photoCount: 24,
      },
      { id: 'g2', title: 'Christmas carols', description: '', date: '2024-12-20', image: null, photoCount: 1 },
    ],
    toppers: {
      X: {
        session: '2024-2025',
        items: [
          {
            id: 't1',
            name: 'Riya Sharma',
            class: 'X',
            session: '2024-2025',
            stream: 'ICSE',
            marks: 96.4,
            photo: '/bff/media/public/Images/toppers/riya.jpg',
          },
          { id: 't2', name: 'Kabir Das', class: 'X', session: '2024-2025', stream: 'ICSE', marks: 95, photo: null },
        ],
        fellBack: false,
      },
      XII: {
        session: '2023-2024',
        items: [
          {
            id: 't3',
            name: 'Sara Thomas',
            class: 'XII',
            session: '2023-2024',
            stream: 'Science',
            marks: 97.25,
            photo: null,
          },
        ],
        fellBack: true,
      },
    },
    degraded: [],
    ...overrides,
  };
}

/** Every section empty, as when the provider has nothing at all. */
export function emptyHomeFixture(overrides: Partial<HomeData> = {}): HomeData {
  return homeFixture({
    notifications: [],
    highlights: [],
    registration: [],
    admissions: { status: null, sentences: [], banner: null, notice: null },
    news: [],
    events: [],
    birthdays: [],
    birthdaysShown: 'photos',
    gallery: [],
    toppers: { X: { session: null, items: [], fellBack: false }, XII: { session: null, items: [], fellBack: false } },
    ...overrides,
  });
}
