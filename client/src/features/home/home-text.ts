// Home's site wording (headings, labels, empty states, placeholders); the school's words come from
// school.yaml `home:`.

export const homeText = {
  headings: {
    highlights: 'Highlights',
    registration: 'Online Registration',
    slider: 'Life at school',
    quickLinks: 'Quick links',
    news: 'Latest News',
    newsTicker: 'News headlines',
    about: 'About Us',
    glance: 'At a glance',
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
    founded: 'Founded',
    board: 'Affiliated to',
  },
  glance: {
    timings: 'School timings',
    office: 'School office',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    whatsappLink: 'Message the office',
    address: 'Address',
    map: 'Open in Maps',
    fees: 'Fees',
  },
  birthdaysNote: 'Students with a birthday today',
  readMore: 'Read more',
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

/** The content column: 76rem less 1.5rem gutters; full width below. */
export const SLIDE_SIZES = '(min-width: 76rem) 73rem, 100vw';
/** The slider's layout size and ratio, whatever the files. */
export const SLIDE_SIZE = { width: 1280, height: 560 } as const;
