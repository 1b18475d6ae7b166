// Which files the provider has: every image and PDF path the seeded records reference (minus the
// ones missing on purpose), the site's fixed PDFs and the TC scans. Anything else is a 404, and
// because lookups are exact map hits, no request path ever touches the file system.
import type { PhotoShape } from './images.ts';
import type { PdfSpec } from './pdfs.ts';
import { dayNumber, localDayNumber } from './local-time.ts';
import type { DemoSchool } from './school-profile.ts';
import { registrationPdf } from './seed.ts';
import type { SeedData, TcStudent } from './seed.ts';

export type Asset =
  | { kind: 'photo'; shape: PhotoShape; contentType: 'image/jpeg' | 'image/png' }
  | { kind: 'pdf'; spec: PdfSpec }
  | { kind: 'tc'; student: TcStudent };

export function tcImagePath(admission: string): string {
  return `public/Images/tc/${admission}.jpg`;
}

function photoAsset(path: string): Asset {
  if (path.endsWith('.png')) return { kind: 'photo', shape: 'poster', contentType: 'image/png' };
  const portrait = path.startsWith('public/Images/topper/') || path.startsWith('public/Images/birthday/');
  return { kind: 'photo', shape: portrait ? 'portrait' : 'landscape', contentType: 'image/jpeg' };
}

/** Parses the vendor's date forms well enough to date a circular; the fallback is harmless. */
function recordDay(date: string | undefined, fallback: string): number {
  const iso = Date.parse(date ?? '');
  if (!Number.isNaN(iso)) return localDayNumber(new Date(iso));
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date ?? '');
  if (dayFirst) return dayNumber(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return localDayNumber(new Date(fallback));
}

export function buildCatalog(
  data: SeedData,
  tcStudents: ReadonlyArray<TcStudent>,
  pdfs: DemoSchool['pdfs'],
): Map<string, Asset> {
  const catalog = new Map<string, Asset>([
    [pdfs.feeStructure, { kind: 'pdf', spec: { type: 'fee' } }],
    [pdfs.calendar, { kind: 'pdf', spec: { type: 'calendar' } }],
    [pdfs.timetable, { kind: 'pdf', spec: { type: 'timetable' } }],
    [pdfs.medicalCertificate, { kind: 'pdf', spec: { type: 'medical' } }],
    [
      registrationPdf(data.registrationYear),
      { kind: 'pdf', spec: { type: 'registration', year: data.registrationYear } },
    ],
  ]);
  const missing = new Set(data.missingPaths);
  const addPhotos = (paths: readonly string[] | null | undefined): void => {
    for (const path of paths ?? []) if (!missing.has(path) && !catalog.has(path)) catalog.set(path, photoAsset(path));
  };
  const addCircular = (
    paths: readonly string[] | undefined,
    spec: Omit<Extract<PdfSpec, { type: 'circular' }>, 'type'>,
  ): void => {
    for (const path of paths ?? []) {
      if (missing.has(path) || catalog.has(path)) continue;
      catalog.set(
        path,
        path.endsWith('.pdf') ? { kind: 'pdf', spec: { type: 'circular', ...spec } } : photoAsset(path),
      );
    }
  };

  for (const n of data.news) {
    addCircular(n.attachments, {
      kind: 'news',
      title: n.title,
      body: n.description,
      day: recordDay(n.date || n.fromDate, n.createdAt),
    });
  }
  for (const e of data.events) {
    addPhotos(e.images);
    addCircular(e.attachments, {
      kind: 'event',
      title: e.title,
      body: e.description,
      day: recordDay(e.date, e.createdAt),
      venue: e.venue,
      ...(e.time === undefined ? {} : { time: e.time }),
    });
  }
  for (const g of data.gallery) addPhotos(g.attachments);
  for (const t of data.toppers) addPhotos(t.attachments);
  for (const b of data.birthdays) addPhotos(b.attachments);
  for (const n of data.notifications) {
    addPhotos(n.image);
    addPhotos(n.attachments.filter((p) => !p.endsWith('.pdf')));
  }
  for (const h of data.highlights) addPhotos(h.attachments.filter((p) => !p.endsWith('.pdf')));
  for (const student of tcStudents) catalog.set(tcImagePath(student.admission), { kind: 'tc', student });
  return catalog;
}
