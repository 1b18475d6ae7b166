// The /bff contract: what the server answers and the client reads.
// Dates are ISO `YYYY-MM-DD`; every media reference is a same-origin `/bff/media/...` URL.

import type { Static } from '@sinclair/typebox';
import type * as Requests from './schemas/requests.ts';
import type * as Schemas from './schemas/responses.ts';
import type { YearDay } from './school-year.ts';

export type IsoDate = string;
export type MediaUrl = string;

// The shapes /bff answers with are declared once, as TypeBox schemas (schemas/responses.ts), which
// also validate nothing at run time but drive the OpenAPI document; these are their types.
export type NewsItem = Static<typeof Schemas.NewsItemSchema>;
export type EventItem = Static<typeof Schemas.EventItemSchema>;
export type GalleryItem = Static<typeof Schemas.GalleryItemSchema>;
export type GalleryAlbum = Static<typeof Schemas.GalleryAlbumSchema>;
export type Topper = Static<typeof Schemas.TopperSchema>;
export type ToppersPage = Static<typeof Schemas.ToppersPageSchema>;
/** A list answer (news, events, gallery): the items of the year and month shown, with the choices around them. */
export type ListPage<T> = Static<typeof Schemas.ListPageFields> & { items: T[] };
export type SearchAnswer = Static<typeof Schemas.SearchAnswerSchema>;
/** What the TC form sends; the schema lets either field be missing, to answer it with one message. */
export type TcRequest = Required<Static<typeof Requests.TcBody>>;
export type CareerRequest = Static<typeof Requests.CareerBody>;
export type SearchGroup = SearchAnswer['groups'][number];
export type SearchHit = SearchGroup['hits'][number];
/** A stretch of a result's text; `mark` is true for a word the search matched. */
export type SnippetPart = SearchHit['snippet'][number];

export type TopperClass = 'X' | 'XII';

/**
 * What the school shows of a pupil's birthday (school.yaml `birthdays`): photo and class, the
 * name only, or nothing. Publishing a child's data needs a parent's consent (DPDP Act 2023).
 */
export type BirthdaysShown = 'photos' | 'names' | 'off';

export interface Birthday {
  id: string;
  name: string;
  class: string;
  photo: MediaUrl | null;
}

export interface NotificationItem {
  id: string;
  title: string;
  description: string;
  /** The day the provider dated the notice (its `date`, else when it was posted); null when it gave none readable. */
  date: IsoDate | null;
  image: MediaUrl | null;
  attachment: MediaUrl | null;
  url: string | null;
}

export interface Highlight {
  id: string;
  description: string;
  attachment: MediaUrl | null;
}

export interface RegistrationNotice {
  id: string;
  title: string;
  attachment: MediaUrl | null;
}

/** Items that the year/month/q filters (shared/list-filters.ts) apply to. */
export interface Dated {
  title: string;
  date: IsoDate | null;
}

export type YearChoice = number | 'all';
export type MonthChoice = number | 'all';

export interface ToppersSection {
  session: string | null;
  items: Topper[];
  /** True when the current session has no toppers of this class yet and `session` is the latest that has. */
  fellBack: boolean;
}

export const HOME_SECTIONS = [
  'notifications',
  'highlights',
  'registration',
  'news',
  'events',
  'birthdays',
  'gallery',
  'toppers',
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export interface HomeData {
  notifications: NotificationItem[];
  highlights: Highlight[];
  registration: RegistrationNotice[];
  /** Whether registration is open today, from school.yaml's window and the notices above. */
  admissions: AdmissionsData;
  /** school-year.yaml's holiday under way or next, on the school's today; null without one. */
  nextHoliday: YearDay | null;
  /** The school's date the answer was made for (its key): a holiday from it on is under way. */
  today: IsoDate;
  news: NewsItem[];
  events: EventItem[];
  birthdays: Birthday[];
  /** How much of `birthdays` the school shows; with `off` the section is not shown at all. */
  birthdaysShown: BirthdaysShown;
  gallery: GalleryItem[];
  toppers: { X: ToppersSection; XII: ToppersSection };
  /** Sections the provider failed with no cached copy; they come back empty. */
  degraded: HomeSection[];
}

/** Every /bff error: RFC 9457 problem details with the older names beside them. */
export type ApiError = Static<typeof Requests.ErrorBody>;

export { SEARCH_KINDS, SEARCH_MAX_LENGTH, type SearchKind } from './search.ts';

// Admissions (worked out in admissions.ts)

export type AdmissionState = 'upcoming' | 'open' | 'closed';

/** One registration window: the session it admits to and its first and last days. */
export interface AdmissionWindow {
  /** "2027-2028": a window in January 2027 admits to the session that starts that April. */
  session: string;
  opens: IsoDate;
  closes: IsoDate;
}

export interface AdmissionStatus {
  state: AdmissionState;
  /** The window the state is about: the open one, the next one, or the one that closed last. */
  window: AdmissionWindow;
  /** After a yearly window has closed: when the next one opens. */
  next?: AdmissionWindow;
}

export interface AdmissionsData {
  /** null when school.yaml sets no registration window. */
  status: AdmissionStatus | null;
  /** The state in a sentence; after a yearly window has closed, a second one says when the next opens. */
  sentences: string[];
  /** Home's short banner: only while registration is open. */
  banner: string | null;
  /** The provider's newest online-registration notice (its PDF), when it has one. */
  notice: RegistrationNotice | null;
}
