import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { ContentPage, School } from '../../../shared/content-schema.ts';
import type {
  EventItem,
  GalleryItem,
  NewsItem,
  NotificationItem,
  SearchAnswer,
  SearchGroup,
  SearchKind,
} from '../../../shared/types.ts';
import { textOfHtml } from './page-text.ts';
import { snippet } from './snippet.ts';
import { termOf, WORD } from './terms.ts';
import { nextHolidaysFirst, yearDocs, type YearDayText } from './year-docs.ts';

// The site's search index (MiniSearch): every content page by its title, headings and text, the
// school's PDFs by their labels, and the provider's news, events, notices and albums.

export interface SearchDoc {
  id: string;
  kind: SearchKind;
  title: string;
  /** Words the office gives a page so a search finds it (front matter `keywords`). */
  keywords: string;
  headings: string;
  text: string;
  url: string;
  date: string | null;
  /** A school-year holiday's last day: one not yet over comes first, the soonest first. */
  holidayUntil?: string;
}

/** What the index is built from: the content folder and each provider list (null when it failed). */
export interface IndexInput {
  pages: Iterable<ContentPage>;
  /** The pages the ERP fills (news, TC, toppers…): found by their title and description. */
  appPages: ReadonlyArray<{ path: string; title: string; description: string }>;
  pdfs: NonNullable<School['pdfs']>;
  synonyms: readonly (readonly string[])[];
  news: readonly NewsItem[] | null;
  events: readonly EventItem[] | null;
  notices: readonly NotificationItem[] | null;
  albums: readonly GalleryItem[] | null;
  /** An album's page without its id (/subGallery?id=). */
  albumPath: string;
  /** school-year.yaml's days with their kind's word ("Holiday") and dates as the page writes them. */
  yearDays?: readonly YearDayText[];
}

const FIELD_BOOSTS = { title: 4, keywords: 3, headings: 2, text: 1 };
// The school's own pages answer most errands (fees, admission, timings); a notice is current.
const KIND_BOOSTS: Record<SearchKind, number> = { page: 2, document: 1.6, notice: 1.2, news: 1, event: 1, album: 0.8 };
/** Results shown per kind; the group says how many more there are. */
export const HITS_PER_KIND = 10;
/** Words of a query that are searched; a pasted paragraph is not a search. */
const MAX_WORDS = 12;
/** Words longer than this match only as typed (no prefix or typo matching); no word of the site is as long. */
const MAX_LOOSE_WORD = 24;
/** Typos forgiven in one word. */
const MAX_TYPOS = 2;

const q = encodeURIComponent;

/** A PDF's own address (one a page introduces is found as that page instead). */
function pdfUrl(path: string): string {
  const file = /^public\/pdf\/([^/]+)$/.exec(path)?.[1];
  return file ? `/pdf/${q(file)}` : `/bff/media/${path.split('/').map(q).join('/')}`;
}

export function searchDocs(input: IndexInput): SearchDoc[] {
  const pages = [...input.pages];
  const docs: SearchDoc[] = pages.map((page) => ({
    id: `page:${page.slug}`,
    kind: 'page',
    title: page.title,
    keywords: page.keywords ?? '',
    headings: page.toc.map((h) => h.text).join(' · '),
    text: [page.lead ? textOfHtml(page.lead) : '', textOfHtml(page.html)].filter(Boolean).join(' '),
    url: `/${page.slug}`,
    date: null,
  }));
  for (const page of input.appPages) {
    docs.push({
      id: `page:${page.path}`,
      kind: 'page',
      title: page.title,
      keywords: '',
      headings: '',
      text: page.description,
      url: page.path,
      date: null,
    });
  }
  for (const [key, pdf] of Object.entries(input.pdfs)) {
    if (!pdf) continue;
    // A PDF shown on a page of its own is found as that page.
    if (pages.some((p) => p.pdf?.path === pdf.path)) continue;
    docs.push({
      id: `document:${key}`,
      kind: 'document',
      title: pdf.label,
      keywords: '',
      headings: '',
      text: `${pdf.label} (PDF)`,
      url: pdfUrl(pdf.path),
      date: null,
    });
  }
  const items = <T extends { id: string; title: string; description: string }>(
    kind: SearchKind,
    list: readonly T[] | null,
    url: (item: T) => string,
    more: (item: T) => Partial<SearchDoc> = () => ({}),
  ) => {
    for (const item of list ?? []) {
      docs.push({
        id: `${kind}:${item.id}`,
        kind,
        title: item.title,
        keywords: '',
        headings: '',
        text: item.description,
        url: url(item),
        date: null,
        ...more(item),
      });
    }
  };
  items('notice', input.notices, (n) => `/?notice=${q(n.id)}`);
  items(
    'news',
    input.news,
    (n) => `/news?id=${q(n.id)}`,
    (n) => ({ date: n.date }),
  );
  items(
    'event',
    input.events,
    (e) => `/events?id=${q(e.id)}`,
    (e) => ({ date: e.date, text: [e.description, e.venue].filter(Boolean).join(' · ') }),
  );
  items(
    'album',
    input.albums,
    (a) => input.albumPath + q(a.id),
    (a) => ({ date: a.date }),
  );
  docs.push(...yearDocs(input.yearDays ?? []));
  return docs;
}

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** A dated item's weight by its age: 1 this year, 3/4 a year old, falling towards 1/2; undated 1. */
export function recency(date: string | null | undefined, now: number): number {
  const at = date ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(at)) return 1;
  const years = Math.max(0, (now - at) / YEAR_MS);
  return 0.5 + 0.5 / (1 + years);
}

export class SiteIndex {
  private readonly index: MiniSearch<SearchDoc>;
  private readonly synonyms: Map<string, string[]>;
  readonly missing: SearchKind[];

  constructor(input: IndexInput) {
    this.index = new MiniSearch<SearchDoc>({
      fields: ['title', 'keywords', 'headings', 'text'],
      storeFields: ['kind', 'title', 'text', 'url', 'date', 'holidayUntil'],
      tokenize: (text) => text.match(WORD) ?? [],
      processTerm: termOf,
    });
    this.index.addAll(searchDocs(input));
    // Each word of a group leads to the whole group; a group's phrase ("fee structure") is
    // searched as all its words (as a key it is never looked up: a query word has no space).
    this.synonyms = new Map();
    for (const group of input.synonyms) {
      for (const member of group) {
        const term = termOf(member.trim());
        const all = new Set(this.synonyms.get(term));
        for (const other of group) all.add(other);
        this.synonyms.set(term, [...all]);
      }
    }
    const lists: Array<[SearchKind, unknown]> = [
      ['news', input.news],
      ['event', input.events],
      ['notice', input.notices],
      ['album', input.albums],
    ];
    this.missing = lists.filter(([, list]) => list === null).map(([kind]) => kind);
  }

  get size(): number {
    return this.index.documentCount;
  }

  /** Each word, or any word the school lists as meaning the same ("chutti" and "holiday"). */
  private query(words: string[], combineWith: 'AND' | 'OR'): Query {
    return {
      combineWith,
      queries: words.map((word) => ({
        combineWith: 'OR',
        queries: (this.synonyms.get(termOf(word)) ?? [word]).map((alt): Query => ({
          combineWith: 'AND',
          queries: alt.match(WORD) ?? [],
        })),
      })),
    };
  }

  /**
   * `now` (ms) weighs dated items by age: this year's holiday notice before 2023's. `today` (the
   * school's) puts a holiday not yet over first, the next one leading.
   */
  search(
    text: string,
    now: number = Date.now(),
    today: string = new Date(now).toISOString().slice(0, 10),
  ): SearchAnswer {
    const q = text.trim();
    const words = q.match(WORD)?.slice(0, MAX_WORDS);
    if (!words) return { q, groups: [], missing: this.missing };
    const options = {
      boost: FIELD_BOOSTS,
      // "adm" finds "admission"; a typo in a longer word ("admision") still finds it. Both only for
      // words of a real length, and at most 2 edits: a 200-letter word at 0.2 tried 40 edits.
      prefix: (term: string) => term.length >= 3 && term.length <= MAX_LOOSE_WORD,
      fuzzy: (term: string) => (term.length >= 5 && term.length <= MAX_LOOSE_WORD ? 0.2 : false),
      maxFuzzy: MAX_TYPOS,
      boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
        (KIND_BOOSTS[stored?.kind as SearchKind] ?? 1) * recency(stored?.date as string | null | undefined, now),
    };
    // Every word first; when nothing has them all, any of them.
    let results = this.index.search(this.query(words, 'AND'), options);
    if (results.length === 0) results = this.index.search(this.query(words, 'OR'), options);
    return { q, groups: groupResults(nextHolidaysFirst(results, today)), missing: this.missing };
  }
}

function groupResults(results: SearchResult[]): SearchGroup[] {
  const groups = new Map<SearchKind, SearchGroup>();
  // Results come best first, so each group's first hit is its best and groups are made in order.
  for (const result of results) {
    const kind = result.kind as SearchKind;
    let group = groups.get(kind);
    if (!group) groups.set(kind, (group = { kind, hits: [], total: 0 }));
    group.total++;
    if (group.hits.length >= HITS_PER_KIND) continue;
    group.hits.push({
      title: result.title as string,
      url: result.url as string,
      date: (result.date as string | null) ?? null,
      snippet: snippet(result.text as string, result.terms),
    });
  }
  return [...groups.values()];
}
