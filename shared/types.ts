// The /bff contract (DESIGN.md section 3): what the server answers and the client reads.
// Dates are ISO `YYYY-MM-DD`; every media reference is a same-origin `/bff/media/...` URL.

export type IsoDate = string;
export type MediaUrl = string;

export interface NewsItem {
  id: string;
  title: string;
  description: string;
  date: IsoDate | null;
  attachment: MediaUrl | null;
  /** The attachment's size in bytes, when the provider has told it (attachment-sizes.ts). */
  attachmentSize?: number;
}

export interface EventItem {
  id: string;
  title: string;
  description: string;
  date: IsoDate | null;
  time: string;
  venue: string;
  image: MediaUrl | null;
  attachment: MediaUrl | null;
  /** As on NewsItem. */
  attachmentSize?: number;
}

export interface GalleryItem {
  id: string;
  title: string;
  description: string;
  date: IsoDate | null;
  image: MediaUrl | null;
  photoCount: number;
}

export interface GalleryAlbum {
  id: string;
  title: string;
  description: string;
  date: IsoDate | null;
  updatedAt: IsoDate | null;
  photos: MediaUrl[];
  total: number;
}

export type TopperClass = 'X' | 'XII';

export interface Topper {
  id: string;
  name: string;
  class: TopperClass;
  session: string;
  stream: string;
  marks: number | null;
  photo: MediaUrl | null;
}

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

/** Items that the year/month/q filters of spec section 4 apply to. */
export interface Dated {
  title: string;
  date: IsoDate | null;
}

export type YearChoice = number | 'all';
export type MonthChoice = number | 'all';

export interface ListPage<T> {
  items: T[];
  total: number;
  /** The year actually shown after the fallback rule, or 'all'. */
  year: YearChoice;
  /** Years that have items, newest first. */
  years: number[];
  /** Months (1-12) that have items in the shown year, ascending. */
  months: number[];
  /** True when the requested year had no items and an earlier one is shown. */
  fellBack: boolean;
}

export interface ToppersPage {
  items: Topper[];
  /** The session actually shown after the fallback rule, `null` when the class has none, or 'all'. */
  session: string | 'all' | null;
  /** Sessions that have toppers of this class, newest first. */
  sessions: string[];
  fellBack: boolean;
}

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

export interface TcRequest {
  name: string;
  admission: string;
}

export interface CareerRequest {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}

/** What site search finds, in the order its groups are shown when they score alike. */
export const SEARCH_KINDS = ['page', 'document', 'notice', 'news', 'event', 'album'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** The longest query /bff/search takes; the search box and page cut a longer paste to it. */
export const SEARCH_MAX_LENGTH = 200;

/** A stretch of a result's text; `mark` is true for a word the search matched. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  title: string;
  /** A page of this site (or one of its PDFs). */
  url: string;
  date: IsoDate | null;
  snippet: SnippetPart[];
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
  /** Every match of this kind; `hits` holds the best of them. */
  total: number;
}

export interface SearchAnswer {
  q: string;
  /** Best group first: the one holding the best-scoring result. */
  groups: SearchGroup[];
  /** Kinds that could not be searched now (the provider failed and nothing was cached). */
  missing: SearchKind[];
}

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
