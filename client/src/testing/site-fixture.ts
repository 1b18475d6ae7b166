// The school client tests see (a /bff/site answer), independent of the example content folder.
import { ENGLISH_WORDS } from '@shared/words.ts';
import type { School, SiteData } from '@shared/content-schema.ts';
import { CONTENT_PAGE_SLUGS } from '@shared/content-pages.ts';

const link = (label: string, href: string) => ({ label, href });
const pdf = (label: string, file: string) => ({ label, path: `public/pdf/${file}` });

export const TEST_SCHOOL: School = {
  name: 'Test Valley School',
  shortName: 'Test Valley',
  tagline: 'Learn and Grow',
  founded: 1990,
  board: 'Council for the Indian School Certificate Examinations (ICSE & ISC)',
  boardShort: 'CISCE',
  medium: 'English',
  city: 'Testpur',
  themeColor: '#12386b',
  accentColor: '#f2b705',
  logo: { file: 'crest.svg', width: 64, height: 72 },
  officeHours: 'Monday to Saturday, 8:00 AM to 2:00 PM',
  timings: [
    { label: 'Summer', hours: '8:00 AM to 1:30 PM' },
    { label: 'Winter', hours: '8:30 AM to 2:00 PM' },
  ],
  address: { lines: ['1 School Road', 'Testpur 100001', 'India'], oneLine: '1 School Road, Testpur 100001, India' },
  phone: { display: '+91 100 200 3000', tel: '+911002003000' },
  email: 'office@testvalley.example',
  helpDesk: '8 AM to 8 PM',
  helpDeskLabel: 'Parent Portal help desk',
  map: {
    title: 'Map showing Test Valley School',
    embedUrl: 'https://www.google.com/maps?q=1,1&output=embed',
    linkUrl: 'https://www.google.com/maps?q=1,1',
  },
  links: {
    onlinePayment: link('Online Payment', 'https://portal.testvalley.in/pay'),
    parentPortal: link('Parent Portal', 'https://portal.testvalley.in/login'),
    portalHelp: link('Portal Help', 'https://portal.testvalley.in/help'),
    boardSite: link('CISCE Website', 'https://cisce.org'),
    boardResult: link('Results', 'https://results.cisce.org'),
    boardRecheck: link('Re-check Application', 'https://cisce.org/recheck'),
    // An example address, as in a new school's folder: not shown.
    alumnaeForm: link('Alumnae Registration Form', 'https://forms.example/alumnae'),
    mobileApp: link('School App', 'https://apps.testvalley.in/school'),
    erpVendor: link('SchoolERP', 'https://erp.testvalley.in'),
  },
  pdfs: {
    feeStructure: pdf('Fee Structure 2025-2026', 'Fee-Structure-2025-2026.pdf'),
    calendar: pdf('Academic Calendar 2025-2026', 'Academic-Calendar-2025-2026.pdf'),
    timetable: pdf('Time Table of ICSE & ISC', 'Time-Table-ICSE-ISC.pdf'),
    medicalCertificate: pdf('Medical Certificate', 'Medical-Certificate.pdf'),
  },
  admissions: {
    opens: '01-10',
    closes: '02-15',
    classes: 'LKG and Class VI',
    status: {
      upcoming: 'Opens on {opens}.',
      open: 'Open until {closes}.',
      closed: 'Closed on {closes}.',
      next: 'Next opens on {opens}.',
    },
    banner: 'Admission is open until {closes}.',
    actions: {
      heading: 'How to apply',
      call: 'Call the office',
      whatsapp: 'WhatsApp the office',
      visit: 'Visit the office',
    },
  },
  tc: { admissionNumberHint: 'Like TV2020-0001, as on the fee receipt.' },
  careers: {
    vacancies: [{ post: 'PGT Physics', details: 'M.Sc. and B.Ed.' }, { post: 'Librarian' }],
    none: 'No posts are open just now.',
  },
  management: [
    { role: 'Patron', name: 'Dr. A. Patron', photo: 'management/patron.svg' },
    { role: 'Manager', name: 'Mr. B. Manager', photo: 'management/manager.svg' },
    { role: 'Principal', name: 'Mrs. C. Principal', photo: 'management/principal.svg' },
    { role: 'Vice Principal', name: 'Mr. D. Vice', photo: 'management/vice-principal.svg' },
  ],
  home: {
    description: 'Test Valley School, Testpur: an English-medium CISCE school since 1990.',
    welcome: { greeting: 'Welcome to Test Valley School', subline: 'Learn and Grow since 1990' },
    about: ['Test Valley School was founded in 1990.', 'It prepares students for the ICSE and ISC examinations.'],
    slides: Array.from({ length: 8 }, (_, i) => ({
      image: `slides/slide-${i + 1}.webp`,
      alt: `Picture ${i + 1} of the campus`,
      caption: `Caption ${i + 1}`,
    })),
  },
  pageText: {
    news: { description: 'News and notices from Test Valley School, by year and month, with attachments.' },
    events: { description: 'Events at Test Valley School: dates, times, venues and photos.' },
    gallery: { description: 'Photo albums of school life at Test Valley School, by year and month.' },
    album: { description: 'A photo album from the Test Valley School gallery.' },
    topperX: { description: 'ICSE (Class X) toppers of Test Valley School by session, with marks.' },
    topperXII: { description: 'ISC (Class XII) toppers of Test Valley School by session, with stream and marks.' },
    tc: {
      description: 'Download a copy of an issued transfer certificate with the student’s name and admission number.',
    },
    career: {
      description: 'Apply to join the staff of Test Valley School: send your name, e-mail, phone number and a message.',
    },
    siteMap: { title: 'Site Map', description: 'Every page of the Test Valley School website, by menu group.' },
    search: { title: 'Search', description: 'Search the Test Valley School website.' },
    notFound: {
      title: 'Page not found',
      description: 'The page you asked for is not on the Test Valley School website.',
    },
  },
};

/** Every page of the site written, as the example school has them; a test drops some to see them left out. */
export const TEST_PAGES: SiteData['pages'] = CONTENT_PAGE_SLUGS.map((slug) => ({
  slug,
  title: slug,
  section: 'About',
  description: `What the ${slug} page of ${TEST_SCHOOL.name} says, from its front matter.`,
}));

export const TEST_SITE: SiteData = { version: 'test', school: TEST_SCHOOL, words: ENGLISH_WORDS, pages: TEST_PAGES };
