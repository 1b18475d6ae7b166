// What the home page says that is not fetched from the provider: slider captions, the about-us
// summary, quick-link labels, block headings. The school's identity itself lives in school.ts.
import { school } from './school.ts';

export interface HomeSlide {
  /** Matches the files scripts/generate-slides.ts writes: content/images/slides/slide-{n}-{640,1280}.webp */
  n: number;
  alt: string;
  caption: string;
}

export const SLIDE_WIDTHS = [640, 1280] as const;
export const SLIDE_SIZE = { width: 1280, height: 560 } as const;

export function slideSrc(n: number, width: (typeof SLIDE_WIDTHS)[number]): string {
  return `/content/images/slides/slide-${n}-${width}.webp`;
}

export function slideSrcSet(n: number): string {
  return SLIDE_WIDTHS.map((w) => `${slideSrc(n, w)} ${w}w`).join(', ');
}

/** The slider spans the content column: 76rem less the 1.5rem gutters, full width below that. */
export const SLIDE_SIZES = '(min-width: 76rem) 73rem, 100vw';

export const homeContent = {
  /** The home page's meta description (the layout renders it; under 160 characters). */
  description: `${school.name}, ${school.diocese}: an ${school.medium}-medium ${school.boardShort} school since ${school.founded}. News, events, toppers and admissions.`,
  opening: {
    label: `Welcome to ${school.name}`,
    greeting: `Welcome to ${school.name}`,
    subline: `${school.tagline} since ${school.founded}`,
  },
  slides: [
    { n: 1, alt: 'Illustration of the school’s main building with its clock tower at sunrise', caption: 'Our main building on Church Road, Civil Lines' },
    { n: 2, alt: 'Illustration of the library with tall shelves of books and reading tables', caption: 'The library: a quiet place to read and research' },
    { n: 3, alt: 'Illustration of a science laboratory bench with flasks and a microscope', caption: 'Physics, chemistry and biology laboratories' },
    { n: 4, alt: 'Illustration of the sports field with a running track and goalposts', caption: 'Sports field and athletics track' },
    { n: 5, alt: 'Illustration of the school chapel with a cross on its roof under a blue sky', caption: 'Morning assembly and prayer at the chapel' },
    { n: 6, alt: 'Illustration of a smart classroom with a digital board and rows of desks', caption: 'Smart classrooms for every section' },
    { n: 7, alt: 'Illustration of a piano keyboard with musical notes for the music room', caption: 'Music, art and co-curricular activities' },
    { n: 8, alt: 'Illustration of the school at night with stars and lights for the annual day', caption: 'Annual day celebrations' },
  ] satisfies HomeSlide[],
  headings: {
    highlights: 'Highlights',
    registration: 'Online Registration',
    slider: 'Life at school',
    quickLinks: 'Quick links',
    news: 'Latest News',
    newsTicker: 'News headlines',
    about: 'About Us',
    events: 'Events',
    toppersX: 'Toppers of Class X',
    toppersXII: 'Toppers of Class XII',
    birthdays: 'Happy Birthday',
    management: 'School Management',
    gallery: 'Photo Gallery',
    notifications: 'Notifications',
  },
  events: {
    empty: 'Upcoming events will be announced here.',
  },
  registration: {
    attachmentLabel: 'View registration notice',
    empty: 'Registration notices for the next session will be posted here.',
  },
  about: {
    paragraphs: [
      `${school.name} was founded in ${school.founded} by the ${school.diocese} to give the children of the city a sound ${school.medium}-medium education rooted in discipline, service and care for one another.`,
      `Affiliated to the ${school.board}, the school prepares students from kindergarten to Class XII for the ICSE and ISC examinations, with well-equipped laboratories, a library, smart classrooms and a wide programme of sports, music and co-curricular activities.`,
    ],
    readMore: 'Read more',
  },
  quickLinks: {
    onlinePayment: school.links.onlinePayment.label,
    boardSite: `${school.boardShort} Website`,
    portalHelp: school.links.portalHelp.label,
    call: `Call ${school.phone.display}`,
    alumnaeForm: school.links.alumnaeForm.label,
    calendar: 'Calendar',
    feeStructure: 'Fee Structure 2025-2026',
  },
  links: {
    allNews: 'View all news',
    allEvents: 'View all events',
    toppersX: 'All Class X toppers',
    toppersXII: 'All Class XII toppers',
    gallery: 'View the gallery',
  },
  images: {
    student: '/images/placeholders/student.svg',
    event: '/images/placeholders/event.svg',
    gallery: '/images/placeholders/gallery.svg',
    notice: '/images/placeholders/notice.svg',
  },
} as const;
