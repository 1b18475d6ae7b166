// Home's headings, labels and empty states, in English (words.yaml `home:`).

export const HOME_WORDS = {
  headings: {
    highlights: 'Highlights',
    registration: 'Admissions',
    slider: 'Life at school',
    quickLinks: 'Quick links',
    news: 'Latest News',
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
  /** A person's photo (birthdays, toppers, management): {name}. */
  photoOf: 'Photo of {name}',
  /** Under a birthday's name: {class}. */
  birthdayClass: 'Class: {class}',
  /** A class's toppers on Home: the session shown ({session}), and the block's name for screen readers ({title}). */
  toppers: {
    session: 'Session {session}',
    /** When no results of this session are in yet and the latest are shown. */
    latestSession: 'Session {session}, the latest results',
    label: '{title}, session {session}',
  },
  events: {
    empty: 'Upcoming events will be announced here.',
    venue: 'Venue:',
    time: 'Time:',
  },
  /** The sliding blocks' buttons and each slide's name for screen readers: {n} of {count}. */
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
    /** What screen readers call a sliding block and one of its slides. */
    role: 'carousel',
    slideRole: 'slide',
    slide: '{n} of {count}',
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
  /** The errands at the top of Home, each one tap; the next holiday's label is in `year:`. */
  errands: {
    title: 'What parents come for',
    fees: 'Fees',
    admissions: 'Admissions',
    timings: 'School hours today',
    tc: 'Transfer Certificate',
    contact: 'Contact us',
  },
  highlights: {
    /** The fold under the first highlights; {count} is how many it holds. */
    more: 'More highlights ({count})',
    attachment: 'View attachment',
  },
  notices: {
    /** Under a notice; {date} is its day, as "20 Nov 2026". */
    posted: 'Posted {date}',
    /** The dialog's buttons between notices, and where the reader is: {n} of {count}. */
    previous: 'Previous',
    next: 'Next',
    position: '{n} of {count}',
    /** What screen readers call one notice. */
    role: 'notification',
  },
  /** The quick-link buttons the site makes itself; {phone} is school.yaml's. */
  quickLinks: {
    call: 'Call {phone}',
    calendar: 'Calendar',
  },
  birthdaysNote: 'Students with a birthday today',
  readMore: 'Read more',
  /** Read by screen readers after "Read more". */
  readMoreAbout: 'about the school',
  links: {
    allNews: 'View all news',
    allEvents: 'View all events',
    toppersX: 'All Class X toppers',
    toppersXII: 'All Class XII toppers',
    gallery: 'View the gallery',
  },
} as const;
