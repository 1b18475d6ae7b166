// What page loaders ask for: in the browser a GET of the /bff route of that name, on the server a
// direct call to the services behind it (same data, no request to itself).
import type { ContentPage, SiteData } from './content-schema.ts';
import type { ListQuery, ToppersQuery } from './list-filters.ts';
import type { SchoolYearData } from './school-year.ts';
import type {
  AdmissionsData,
  EventItem,
  GalleryAlbum,
  GalleryItem,
  HomeData,
  ListPage,
  NewsItem,
  SearchAnswer,
  ToppersPage,
} from './types.ts';

export interface ListItems {
  news: NewsItem;
  events: EventItem;
  gallery: GalleryItem;
}
export type ListName = keyof ListItems;

export interface BffApi {
  /** The school's identity and pages' meta. */
  site(): Promise<SiteData>;
  home(): Promise<HomeData>;
  /** Whether registration is open today, and the provider's notice. */
  admissions(): Promise<AdmissionsData>;
  list<N extends ListName>(name: N, query: ListQuery): Promise<ListPage<ListItems[N]>>;
  toppers(query: ToppersQuery): Promise<ToppersPage>;
  /** null when no album has this id (or the id is malformed). */
  album(id: string): Promise<GalleryAlbum | null>;
  /** A content-folder page, or null. */
  page(slug: string): Promise<ContentPage | null>;
  /** Site search (GET /bff/search?q=). */
  search(q: string): Promise<SearchAnswer>;
  /** school-year.yaml on the school's today, or null when the school has none. */
  schoolYear(): Promise<SchoolYearData | null>;
}

/** A refused or failed /bff answer, carrying its status and a message. */
export class ApiRequestError extends Error {
  readonly status: number;
  /** True when the message is the server's visitor-safe text, not a fallback. */
  readonly fromServer: boolean;
  constructor(status: number, message: string, fromServer = false) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.fromServer = fromServer;
  }
}
