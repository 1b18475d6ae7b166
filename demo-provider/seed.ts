// Seeded records shaped like the vendor's MongoDB documents (as server/provider/normalize.ts reads
// them), in the words of the school given. Everything derives
// from `now` through seeded generators, so two builds with the same `now` are identical, and the
// years move with the calendar so the site's "current year" rules always have data to act on.
import {
  DAY_MS,
  dayFirst,
  dayNumber,
  fromDayNumber,
  isoDay,
  localDay,
  localDayNumber,
  midnightIso,
  midnightMs,
} from './local-time.ts';
import { createRng } from './prng.ts';
import type { Rng } from './prng.ts';
import type { DemoSchool } from './school-profile.ts';
import { newsTemplates } from './seed-content.ts';
import { ALBUM_TEMPLATES, eventTemplates, upcomingEvents, type EventTemplate } from './seed-events.ts';
import { BIRTHDAY_CLASSES, BOY_NAMES, GIRL_NAMES, SURNAMES, XII_STREAMS } from './seed-names.ts';

export interface MongoStamp {
  _id: string;
  createdAt: string;
  updatedAt: string;
  __v: number;
}

export interface RawNews extends MongoStamp {
  title: string;
  description: string;
  date: string;
  fromDate: string;
  /** Optional because one record lacks the key entirely. */
  attachments?: string[];
}

export interface RawEvent extends MongoStamp {
  title: string;
  description: string;
  date: string;
  /** Optional because one record lacks the key entirely. */
  time?: string;
  venue: string;
  images: string[];
  attachments: string[];
}

export interface RawGalleryItem extends MongoStamp {
  category: string;
  title: string;
  description: string;
  date: string;
  attachments: string[] | null;
}

export interface RawTopper extends MongoStamp {
  name: string;
  class: string;
  sessionYear: string;
  stream: string;
  /** The marks; the vendor's form field is misnamed and not always numeric. */
  division: number | string;
  attachments: string[];
}

export interface RawBirthday extends MongoStamp {
  name: string;
  class: string;
  dob: string;
  attachments: string[];
}

export interface RawNotification extends MongoStamp {
  title: string;
  description: string;
  /** The notice's day, as the vendor stores days (the UTC instant of local midnight). */
  date: string;
  image: string[];
  attachments: string[];
  url: string;
}

export interface RawHighlight extends MongoStamp {
  description: string;
  attachments: string[];
}

export interface RawRegistrationNotice extends MongoStamp {
  title: string;
  attachments: string[];
}

export interface SeedData {
  /** Y: the school's current calendar year at `now`. */
  year: number;
  /**
   * The year of the registration window the notices are about: 10 January to 15 February, this
   * year's until it closes, then next year's (as content/school.yaml's example window).
   */
  registrationYear: number;
  news: RawNews[];
  events: RawEvent[];
  gallery: RawGalleryItem[];
  toppers: RawTopper[];
  birthdays: RawBirthday[];
  notifications: RawNotification[];
  highlights: RawHighlight[];
  onlineRegistration: RawRegistrationNotice[];
  /** Paths that records reference but that have, on purpose, no file behind them. */
  missingPaths: string[];
}

/**
 * The deliberately messy records, with fixed ids so the BFF's tests and README can name them.
 * The `c0ffee` tail makes them easy to spot in a JSON dump.
 */
export const MESSY_IDS = {
  /** A news item without an `attachments` key at all. */
  newsWithoutAttachments: '64f1c2a7e3b9d5a1c0ffee01',
  /** A news item with `date: ""` (and `fromDate: ""`). */
  newsEmptyDate: '64f1c2a7e3b9d5a1c0ffee02',
  /** A news item whose `date` is day-first `DD/MM/YYYY`. */
  newsDayFirstDate: '64f1c2a7e3b9d5a1c0ffee03',
  /** Two news items share this `_id`. */
  newsSharedId: '64f1c2a7e3b9d5a1c0ffee04',
  /** A topper whose `division` is the string "92.6". */
  topperDivisionString: '64f1c2a7e3b9d5a1c0ffee05',
  /** A topper whose `division` is "N/A". */
  topperDivisionNA: '64f1c2a7e3b9d5a1c0ffee06',
  /** A topper whose `class` is " xii ". */
  topperClassPadded: '64f1c2a7e3b9d5a1c0ffee07',
  /** An event with `images: []`. */
  eventEmptyImages: '64f1c2a7e3b9d5a1c0ffee08',
  /** An event without a `time` key. */
  eventMissingTime: '64f1c2a7e3b9d5a1c0ffee09',
  /** A PhotoGallery album with `attachments: null`. */
  galleryNullAttachments: '64f1c2a7e3b9d5a1c0ffee0a',
  /** A birthday whose photo path has no file behind it (404), for the page's placeholder. */
  birthdayMissingPhoto: '64f1c2a7e3b9d5a1c0ffee0b',
} as const;

export interface TcStudent {
  name: string;
  admission: string;
}

/** Students whose transfer certificate the demo provider can find (README lists them). */
export const TC_STUDENTS: ReadonlyArray<TcStudent> = Object.freeze([
  Object.freeze({ name: 'Aarav Sharma', admission: 'SC2019-0142' }),
  Object.freeze({ name: 'Priya Verma', admission: 'SC2018-0087' }),
  Object.freeze({ name: 'Mohammed Irfan Khan', admission: 'SC2020-0215' }),
]);

export function registrationPdf(year: number): string {
  return `public/pdf/Online-Registration-${year}.pdf`;
}

interface Ctx {
  school: DemoSchool;
  nowMs: number;
  today: number;
  year: number;
  paths: Set<string>;
}

function objectId(createdMs: number, rng: Rng): string {
  return (
    Math.floor(createdMs / 1000)
      .toString(16)
      .padStart(8, '0') + rng.hex(16)
  );
}

/**
 * Mongo bookkeeping for a record about `day`: posted that day or the next during office hours
 * (upcoming items some days before now), sometimes edited later, never after `now`.
 */
function stamp(ctx: Ctx, rng: Rng, day: number, editedChance = 0.25): MongoStamp {
  const officeHours = rng.int(9 * 3600, 19 * 3600) * 1000 + rng.int(0, 999);
  let created =
    day > ctx.today
      ? midnightMs(ctx.today) - rng.int(2, 20) * DAY_MS + officeHours
      : midnightMs(day) + rng.int(0, 1) * DAY_MS + officeHours;
  created = Math.min(created, ctx.nowMs - rng.int(60, 7200) * 1000);
  let updated = created;
  if (rng.chance(editedChance)) updated = created + rng.int(600, 5 * 86400) * 1000;
  updated = Math.max(created, Math.min(updated, ctx.nowMs - rng.int(1, 59) * 1000));
  return {
    _id: objectId(created, rng),
    createdAt: new Date(created).toISOString(),
    updatedAt: new Date(updated).toISOString(),
    __v: 0,
  };
}

/** An uploaded file's path as the vendor names uploads: `<epoch ms>-<original name>`. */
function upload(ctx: Ctx, rng: Rng, folder: string, atMs: number, original: string): string {
  let ms = atMs + rng.int(0, 90_000);
  let path = `public/Images/${folder}/${ms}-${original}`;
  while (ctx.paths.has(path)) {
    ms += 1;
    path = `public/Images/${folder}/${ms}-${original}`;
  }
  ctx.paths.add(path);
  return path;
}

function cameraName(rng: Rng, ext = 'jpg'): string {
  return `IMG_${rng.int(1000, 9999)}.${ext}`;
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

function circularPdf(folder: 'news' | 'events', title: string, day: number): string {
  return `public/pdf/${folder}/${slug(title)}-${isoDay(day)}.pdf`;
}

function byCreated<T extends MongoStamp>(records: T[]): T[] {
  // Natural order of a Mongo collection is roughly insertion order; the site must sort itself.
  return records.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

function studentNames(rng: Rng, count: number, taken: Set<string>): string[] {
  const names: string[] = [];
  while (names.length < count) {
    const first = rng.chance(0.5) ? rng.pick(BOY_NAMES) : rng.pick(GIRL_NAMES);
    const name = `${first} ${rng.pick(SURNAMES)}`;
    if (taken.has(name)) continue;
    taken.add(name);
    names.push(name);
  }
  return names;
}

function seedNews(ctx: Ctx): RawNews[] {
  const rng = createRng(`news:${ctx.year}`);
  const news: RawNews[] = [];
  const taken = new Set<string>();
  const templates = newsTemplates(ctx.school);
  for (let y = ctx.year - 3; y <= ctx.year; y++) {
    for (const t of templates) {
      const drift = rng.int(-2, 2);
      const day = dayNumber(y, t.month, t.day) + (t.fixedDay ? 0 : drift);
      // The current year only up to today: nobody posts news of next month.
      if (day > ctx.today) continue;
      if (y < ctx.year && !rng.chance(0.9)) continue;
      const title = rng.pick(t.titles)(y);
      const description = t.description(y, rng, studentNames(rng, 1, taken)[0]!);
      const meta = stamp(ctx, rng, day);
      let attachments: string[] = [];
      if (t.attachment === 'pdf') attachments = [t.fixedPdf ?? circularPdf('news', title, day)];
      else if (t.attachment === 'image' || (t.attachment === 'maybe-image' && rng.chance(0.5))) {
        // A few uploads keep the phone's `.jpeg` extension.
        const ext = rng.chance(0.15) ? 'jpeg' : 'jpg';
        attachments = [upload(ctx, rng, 'news', Date.parse(meta.createdAt), cameraName(rng, ext))];
      }
      const fromDay = day - rng.int(0, 2);
      news.push({ ...meta, title, description, date: midnightIso(day), fromDate: midnightIso(fromDay), attachments });
    }
  }

  const y1 = ctx.year - 1;
  const y2 = ctx.year - 2;
  // Messy on purpose: an item saved by an old form version that had no attachments field.
  const rainDay = dayNumber(y1, 7, 30);
  const { attachments: _dropped, ...noAttachments } = {
    ...stamp(ctx, rng, rainDay),
    _id: MESSY_IDS.newsWithoutAttachments,
    title: 'School Closed Tomorrow Due to Heavy Rain',
    description:
      'In view of the heavy rain alert issued by the district administration, the school will remain closed tomorrow. ' +
      'Online classes will follow the regular time table.',
    date: midnightIso(rainDay),
    fromDate: midnightIso(rainDay),
    attachments: [] as string[],
  };
  news.push(noAttachments);

  // Messy on purpose: both dates left empty, so the item is truly undated (a fromDate here would
  // let a BFF that falls back to it hide the case).
  const winterDay = dayNumber(y2, 11, 1);
  const later = ctx.school.hours[1];
  news.push({
    ...stamp(ctx, rng, winterDay),
    _id: MESSY_IDS.newsEmptyDate,
    title: later ? `Revised School Timings for the ${later.label} Session` : 'Revised School Timings',
    description:
      (later
        ? `From 1 November the school will function from ${later.hours}.`
        : 'From 1 November the school follows its revised timings, as on the notice board.') +
      ' The school buses will leave 30 minutes later than usual.',
    date: '',
    fromDate: '',
    attachments: [],
  });

  // Messy on purpose: a day-first date string, as one of the vendor's admin screens saves it.
  const quizDay = dayNumber(y1, 7, 15);
  const { houses } = ctx.school;
  news.push({
    ...stamp(ctx, rng, quizDay),
    _id: MESSY_IDS.newsDayFirstDate,
    title: 'Inter-House Quiz Competition Results',
    description: `${houses[houses.length - 1]} House won the inter-house quiz after a tie-breaker round on current affairs. ${houses[houses.length - 2]} House came a close second.`,
    date: dayFirst(quizDay),
    fromDate: dayFirst(quizDay),
    attachments: [],
  });

  // Messy on purpose: an item duplicated in the admin panel and then edited keeps the same _id.
  const postponedDay = dayNumber(y2, 10, 10);
  const rescheduledDay = dayNumber(y2, 10, 12);
  news.push(
    {
      ...stamp(ctx, rng, postponedDay),
      _id: MESSY_IDS.newsSharedId,
      title: 'Annual Sports Day Postponed',
      description:
        'Owing to the forecast of heavy rain, the Annual Sports Day is postponed. The new date will be announced shortly.',
      date: midnightIso(postponedDay),
      fromDate: midnightIso(postponedDay),
      attachments: [],
    },
    {
      ...stamp(ctx, rng, rescheduledDay),
      _id: MESSY_IDS.newsSharedId,
      title: 'Annual Sports Day Rescheduled to 28 October',
      description: 'The Annual Sports Day will now be held on 28 October. Parents are cordially invited.',
      date: midnightIso(rescheduledDay),
      fromDate: midnightIso(rescheduledDay),
      attachments: [circularPdf('news', 'Annual Sports Day Rescheduled to 28 October', rescheduledDay)],
    },
  );
  return byCreated(news);
}

function eventImages(ctx: Ctx, rng: Rng, createdMs: number): string[] {
  const count = rng.int(1, 4);
  return Array.from({ length: count }, () => upload(ctx, rng, 'events', createdMs, cameraName(rng)));
}

function seedEvents(ctx: Ctx): RawEvent[] {
  const rng = createRng(`events:${ctx.year}`);
  const events: RawEvent[] = [];
  const make = (t: Omit<EventTemplate, 'month' | 'day'>, y: number, day: number): RawEvent => {
    const title = t.title(y);
    const meta = stamp(ctx, rng, day);
    return {
      ...meta,
      title,
      description: t.description,
      date: midnightIso(day),
      time: t.time,
      venue: t.venue,
      images: eventImages(ctx, rng, Date.parse(meta.createdAt)),
      attachments: t.pdf ? [circularPdf('events', title, day)] : [],
    };
  };
  for (let y = ctx.year - 3; y <= ctx.year; y++) {
    for (const t of eventTemplates(ctx.school)) {
      const day = dayNumber(y, t.month, t.day);
      // This year's later events are replaced by the fixed upcoming set below.
      if (day > ctx.today) continue;
      events.push(make(t, y, day));
    }
  }
  // A few upcoming events. Late in December these spill into January of next year; a school
  // calendar does that too, and it keeps "upcoming" true whatever `now` is.
  const offsets = [6, 17, 33];
  upcomingEvents(ctx.school).forEach((t, i) => {
    const day = ctx.today + offsets[i]!;
    events.push(make(t, fromDayNumber(day).year, day));
  });

  // Messy on purpose: an event posted without photos.
  const bloodDay = dayNumber(ctx.year - 2, 3, 10);
  events.push({
    ...stamp(ctx, rng, bloodDay),
    _id: MESSY_IDS.eventEmptyImages,
    title: 'Blood Donation Camp',
    description:
      'Parents and staff can donate blood at the camp organised with the district hospital. Donors receive a certificate.',
    date: midnightIso(bloodDay),
    time: '9:00 AM',
    venue: ctx.school.hall,
    images: [],
    attachments: [],
  });
  // Messy on purpose: the time field was never filled, so the key is absent.
  const fairDay = dayNumber(ctx.year - 1, 11, 5);
  const fairMeta = stamp(ctx, rng, fairDay);
  events.push({
    ...fairMeta,
    _id: MESSY_IDS.eventMissingTime,
    title: 'Annual Book Fair',
    description:
      'Publishers from across the state display books for all age groups. Students may buy books at a discount.',
    date: midnightIso(fairDay),
    venue: 'Library Hall',
    images: eventImages(ctx, rng, Date.parse(fairMeta.createdAt)),
    attachments: [],
  });
  return byCreated(events);
}

function albumPhotos(ctx: Ctx, rng: Rng, createdMs: number): string[] {
  const count = rng.int(6, 40);
  let frame = rng.int(1000, 9000);
  let at = createdMs;
  const photos: string[] = [];
  for (let i = 0; i < count; i++) {
    frame += rng.int(1, 6);
    at += rng.int(200, 1500);
    photos.push(upload(ctx, rng, 'gallery', at, `IMG_${frame}.jpg`));
  }
  return photos;
}

function seedGallery(ctx: Ctx): RawGalleryItem[] {
  const rng = createRng(`gallery:${ctx.year}`);
  const gallery: RawGalleryItem[] = [];
  const album = (category: string, title: string, description: string, day: number): RawGalleryItem => {
    const meta = stamp(ctx, rng, day, 0.5);
    return {
      ...meta,
      category,
      title,
      description,
      date: midnightIso(day),
      attachments: albumPhotos(ctx, rng, Date.parse(meta.createdAt)),
    };
  };
  // No album at all in Y-1, so the page's "try successive earlier years" fallback has a gap to cross.
  for (const y of [ctx.year - 3, ctx.year - 2, ctx.year]) {
    for (const t of ALBUM_TEMPLATES) {
      const day = dayNumber(y, t.month, t.day) + rng.int(0, 1);
      if (day > ctx.today) continue;
      if (y < ctx.year && !rng.chance(0.75)) continue;
      gallery.push(album('PhotoGallery', t.title(y), t.description, day));
    }
  }
  // Other categories share the collection; the site shows PhotoGallery only.
  const y3 = ctx.year - 3;
  const y2 = ctx.year - 2;
  gallery.push(
    album(
      'VideoGallery',
      `Annual Day ${y3}: Highlights`,
      'Video stills from the musical and the prize distribution.',
      dayNumber(y3, 11, 30),
    ),
    album(
      'VideoGallery',
      `Sports Day ${y2} Relay Finals`,
      'Stills from the video of the 4x100 m relay finals.',
      dayNumber(y2, 10, 16),
    ),
    album(
      'PressRelease',
      'School in the News: Science Exhibition',
      'Newspaper clippings about our science exhibition.',
      dayNumber(y3, 2, 24),
    ),
    album(
      'PressRelease',
      'Board Results in the Press',
      `Newspaper coverage of our ${ctx.school.exams.junior} and ${ctx.school.exams.senior} results.`,
      dayNumber(y2, 5, 8),
    ),
  );
  // Messy on purpose: an album created before its photos were uploaded.
  const drawingDay = dayNumber(y2, 3, 3);
  gallery.push({
    ...stamp(ctx, rng, drawingDay),
    _id: MESSY_IDS.galleryNullAttachments,
    category: 'PhotoGallery',
    title: 'Inter-House Drawing Competition',
    description: 'Entries from the inter-house drawing competition on the theme "My City".',
    date: midnightIso(drawingDay),
    attachments: null,
  });
  return byCreated(gallery);
}

function seedToppers(ctx: Ctx): RawTopper[] {
  const rng = createRng(`toppers:${ctx.year}`);
  const toppers: RawTopper[] = [];
  const taken = new Set<string>();
  const Y = ctx.year;
  // Results come out in May of the session's end year; the office posts the toppers then.
  const batch = (cls: 'X' | 'XII', endYear: number, count: number): void => {
    const day = Math.min(dayNumber(endYear, 5, 12), ctx.today);
    for (const name of studentNames(rng, count, taken)) {
      const meta = stamp(ctx, rng, day, 0.1);
      toppers.push({
        ...meta,
        name,
        class: cls,
        sessionYear: `${endYear - 1}-${endYear}`,
        stream: cls === 'X' ? ctx.school.juniorStream : rng.pick(XII_STREAMS),
        division: cls === 'X' ? rng.float(90, 99.4, 1) : rng.float(88, 98.8, 1),
        attachments: [upload(ctx, rng, 'topper', Date.parse(meta.createdAt), `${slug(name.split(' ')[0]!)}.jpg`)],
      });
    }
  };
  batch('X', Y - 2, 12);
  batch('X', Y - 1, 12);
  batch('X', Y, 12);
  // No XII toppers for (Y-1)-Y: the default session must fall back for XII.
  batch('XII', Y - 2, 12);
  batch('XII', Y - 1, 12);

  const messy = (id: string, cls: string, endYear: number, stream: string, division: number | string): RawTopper => {
    const meta = stamp(ctx, rng, Math.min(dayNumber(endYear, 5, 12), ctx.today), 0.1);
    const name = studentNames(rng, 1, taken)[0]!;
    return {
      ...meta,
      _id: id,
      name,
      class: cls,
      sessionYear: `${endYear - 1}-${endYear}`,
      stream,
      division,
      attachments: [upload(ctx, rng, 'topper', Date.parse(meta.createdAt), `${slug(name.split(' ')[0]!)}.jpg`)],
    };
  };
  toppers.push(
    // Messy on purpose: marks typed into a text field arrive as a string.
    messy(MESSY_IDS.topperDivisionString, 'X', Y - 1, ctx.school.juniorStream, '92.6'),
    // Messy on purpose: result withheld, so no marks at all.
    messy(MESSY_IDS.topperDivisionNA, 'XII', Y - 2, 'Commerce', 'N/A'),
    // Messy on purpose: class typed by hand, lower case with spaces around it.
    messy(MESSY_IDS.topperClassPadded, ' xii ', Y - 1, 'Science', 95.2),
  );
  return byCreated(toppers);
}

const ROMAN: Record<string, number> = {
  I: 1,
  II: 2,
  III: 3,
  IV: 4,
  V: 5,
  VI: 6,
  VII: 7,
  VIII: 8,
  IX: 9,
  X: 10,
  XI: 11,
  XII: 12,
};

function seedBirthdays(ctx: Ctx): { birthdays: RawBirthday[]; missing: string } {
  const rng = createRng(`birthdays:${ctx.year}`);
  const { month, day } = fromDayNumber(ctx.today);
  const taken = new Set<string>();
  const birthdays: RawBirthday[] = [];
  const classes = [...BIRTHDAY_CLASSES];
  const names = studentNames(rng, classes.length, taken);
  const make = (name: string, cls: string): RawBirthday => {
    const grade = ROMAN[cls.split('-')[0]!] ?? 6;
    const birthYear = ctx.year - grade - 5;
    // 29 February birthdays fall on 28 February in other years, as school software does.
    const born = Math.min(dayNumber(birthYear, month, day), dayNumber(birthYear, month + 1, 1) - 1);
    const meta = stamp(ctx, rng, ctx.today - rng.int(30, 400), 0.1);
    return {
      ...meta,
      name,
      class: cls,
      dob: midnightIso(born),
      attachments: [upload(ctx, rng, 'birthday', Date.parse(meta.createdAt), cameraName(rng))],
    };
  };
  classes.forEach((cls, i) => birthdays.push(make(names[i]!, cls)));
  // Messy on purpose: the record points at a photo that was never uploaded, so the image 404s
  // and the page's placeholder must show.
  const missingRecord = { ...make(studentNames(rng, 1, taken)[0]!, 'VII-B'), _id: MESSY_IDS.birthdayMissingPhoto };
  birthdays.push(missingRecord);
  return { birthdays: byCreated(birthdays), missing: missingRecord.attachments[0]! };
}

function seedNotices(ctx: Ctx): Pick<SeedData, 'notifications' | 'highlights' | 'onlineRegistration'> {
  const rng = createRng(`notices:${ctx.year}`);
  const { pdfs, exams, hours } = ctx.school;
  const Y = ctx.year;
  const R = registrationYearOf(ctx);
  const registrationOpen = ctx.today >= dayNumber(R, 1, 10) && ctx.today <= dayNumber(R, 2, 15);
  const registrationNews = registrationOpen
    ? {
        title: `Admissions Open for Session ${R}-${R + 1}`,
        text: `Registration for LKG and Class VI for the session ${R}-${R + 1} is open until 15 February. Registration fee Rs. 500 (non-refundable).`,
      }
    : {
        title: `Admissions for Session ${R}-${R + 1}`,
        text: `Registration for LKG and Class VI for the session ${R}-${R + 1} opens on 10 January ${R}. Registration fee Rs. 500 (non-refundable).`,
      };
  const recent = (): { meta: MongoStamp; at: number; date: string } => {
    const day = ctx.today - rng.int(1, 40);
    const meta = stamp(ctx, rng, day, 0.3);
    return { meta, at: Date.parse(meta.createdAt), date: midnightIso(day) };
  };
  const n1 = recent();
  const n2 = recent();
  const n3 = recent();
  const n4 = recent();
  const notifications: RawNotification[] = [
    {
      ...n1.meta,
      title: registrationNews.title,
      description: `${registrationNews.text} Download the registration notice for eligibility and dates.`,
      date: n1.date,
      image: [upload(ctx, rng, 'notification', n1.at, 'admissions-open.png')],
      attachments: [registrationPdf(R)],
      url: '',
    },
    {
      ...n2.meta,
      title: 'Fee Payment Reminder',
      description:
        'Fees for the current quarter are due by the 15th. Pay online through the parent portal to avoid the late fee.',
      date: n2.date,
      image: [],
      attachments: [pdfs.feeStructure],
      url: ctx.school.portalUrl,
    },
    {
      ...n3.meta,
      title: 'Get the School App',
      description:
        'Attendance, homework, circulars and fee receipts are now on the school app. Log in with your parent portal user id.',
      date: n3.date,
      image: [upload(ctx, rng, 'notification', n3.at, 'school-app.png')],
      attachments: [],
      url: 'https://play.google.com/store/apps/details?id=example.schoolerp.parent',
    },
    {
      ...n4.meta,
      title: 'Inter-House Quiz: Registrations Close Friday',
      description: 'House captains must submit the names of their teams of four to the library in-charge by Friday.',
      date: n4.date,
      image: [upload(ctx, rng, 'notification', n4.at, cameraName(rng))],
      attachments: [],
      url: '',
    },
  ];
  const highlight = (description: string, attachments: string[]): RawHighlight => ({
    ...recent().meta,
    description,
    attachments,
  });
  const highlights: RawHighlight[] = [
    highlight(registrationNews.text, [registrationPdf(R)]),
    highlight(`Congratulations to our ${exams.junior} and ${exams.senior} ${Y - 1} batches on a 100% pass result.`, []),
    highlight(
      'The Fee Structure 2026-2027 is available under Academics. Bus fee is collected for all 12 months in one installment.',
      [pdfs.feeStructure],
    ),
    highlight(
      hours.map((h) => `${h.label} timings: ${h.hours}.`).join(' ') || 'School timings are on the notice board.',
      [],
    ),
    highlight('Students must carry the school diary and identity card every day.', []),
    highlight('The Academic Calendar 2026-2027 is now available under Academics.', [pdfs.calendar]),
  ];
  const onlineRegistration: RawRegistrationNotice[] = [
    { ...recent().meta, title: `Online Registration ${R}: LKG and Class VI`, attachments: [registrationPdf(R)] },
  ];
  return { notifications: byCreated(notifications), highlights: byCreated(highlights), onlineRegistration };
}

function registrationYearOf(ctx: Pick<Ctx, 'today' | 'year'>): number {
  return ctx.today <= dayNumber(ctx.year, 2, 15) ? ctx.year : ctx.year + 1;
}

/** The records of `school` as at `now`; a school is a value, so one process may seed several. */
export function buildSeed(now: Date, school: DemoSchool): SeedData {
  const today = localDayNumber(now);
  const ctx: Ctx = { school, nowMs: now.getTime(), today, year: localDay(now).year, paths: new Set() };
  const { birthdays, missing } = seedBirthdays(ctx);
  return {
    year: ctx.year,
    registrationYear: registrationYearOf(ctx),
    news: seedNews(ctx),
    events: seedEvents(ctx),
    gallery: seedGallery(ctx),
    toppers: seedToppers(ctx),
    birthdays,
    ...seedNotices(ctx),
    missingPaths: [missing],
  };
}
