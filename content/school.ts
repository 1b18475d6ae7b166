// The school's identity: everything a re-brand changes lives here and in content/pages/,
// never in components. Images under /images are the site's own files (client/public/images);
// PDFs under public/pdf/ come from the provider through /bff/media.

export interface Person {
  role: string;
  name: string;
  photo: string;
}

export interface ExternalLink {
  label: string;
  href: string;
}

export const school = {
  name: "St. Columba's Diocesan School",
  shortName: "St. Columba's",
  tagline: 'Light and Service',
  /** The browser's toolbar colour on phones; matches --color-primary in client/src/styles/tokens.css. */
  themeColor: '#12386b',
  /** The picture link previews show (Open Graph, Twitter): the home slider's first slide. */
  previewImage: '/content/images/slides/slide-1-1280.webp',
  founded: 1984,
  diocese: 'Diocese of Amritpur',
  board: 'Council for the Indian School Certificate Examinations (ICSE & ISC)',
  boardShort: 'CISCE',
  medium: 'English',
  city: 'Amritpur',
  /** The crest beside the name in the header; replace the file in content/images to re-brand. */
  logo: { src: '/content/images/crest.svg', width: 64, height: 72 },
  officeHours: 'Monday to Saturday, 8:00 AM to 2:00 PM',
  address: {
    lines: ['Church Road, Civil Lines', 'Amritpur, Uttar Pradesh 211001', 'India'],
    oneLine: 'Church Road, Civil Lines, Amritpur, Uttar Pradesh 211001, India',
  },
  phone: { display: '+91 532 240 1984', tel: '+915322401984' },
  email: 'office@stcolumbas-amritpur.edu.in',
  helpDesk: '8 AM to 8 PM',
  /** Who keeps the helpDesk hours (spec section 9): the portal help desk, not the school office. */
  helpDeskLabel: 'Parent Portal help desk',
  map: {
    title: "Map showing St. Columba's Diocesan School, Civil Lines, Amritpur",
    embedUrl: 'https://www.google.com/maps?q=25.4522,81.8340&z=16&output=embed',
    linkUrl: 'https://www.google.com/maps?q=25.4522,81.8340',
  },
  links: {
    onlinePayment: { label: 'Online Payment', href: 'https://portal.schoolerp.example/stcolumbas/login' },
    parentPortal: { label: 'Parent Portal', href: 'https://portal.schoolerp.example/stcolumbas/login' },
    portalHelp: { label: 'Portal Help', href: 'https://portal.schoolerp.example/help' },
    boardSite: { label: 'CISCE Website', href: 'https://cisce.org' },
    boardResult: { label: 'ICSE & ISC Results', href: 'https://results.cisce.org' },
    boardRecheck: { label: 'Re-check Application', href: 'https://cisce.org/recheck' },
    alumnaeForm: { label: 'Alumnae Registration Form', href: 'https://forms.example.org/stcolumbas-alumnae' },
    mobileApp: { label: 'School App', href: 'https://play.google.com/store/apps/details?id=example.schoolerp.parent' },
    erpVendor: { label: 'SchoolERP', href: 'https://schoolerp.example' },
  } satisfies Record<string, ExternalLink>,
  pdfs: {
    feeStructure: { label: 'Fee Structure 2025-2026', path: 'public/pdf/Fee-Structure-2025-2026.pdf' },
    calendar: { label: 'Academic Calendar 2025-2026', path: 'public/pdf/Academic-Calendar-2025-2026.pdf' },
    timetable: { label: 'Time Table of ICSE & ISC', path: 'public/pdf/Time-Table-ICSE-ISC.pdf' },
    medicalCertificate: { label: 'Medical Certificate', path: 'public/pdf/Medical-Certificate.pdf' },
  },
  management: [
    { role: 'Patron', name: 'Rt. Rev. Dr. Samuel Masih, Bishop of Amritpur', photo: '/content/images/management/patron.svg' },
    { role: 'Manager', name: 'Rev. Fr. Joseph Lal', photo: '/content/images/management/manager.svg' },
    { role: 'Principal', name: 'Mrs. Anita Thomas', photo: '/content/images/management/principal.svg' },
    { role: 'Vice Principal', name: 'Mr. Rohan David', photo: '/content/images/management/vice-principal.svg' },
  ] satisfies Person[],
} as const;

export type School = typeof school;
