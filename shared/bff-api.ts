// What the pages' loaders ask for. In the browser each call is a GET of the /bff route of the same
// name; on the server the same calls go straight to the services that those routes answer from,
// so a page is rendered from the same data, without a request to itself.
import type { ContentPage, SiteData } from './content-schema.ts';
import type { ListQuery, ToppersQuery } from './list-filters.ts';
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
  /** The school's identity and its pages' meta (the content folder). */
  site(): Promise<SiteData>;
  home(): Promise<HomeData>;
  /** Whether registration is open today, and the provider's notice. */
  admissions(): Promise<AdmissionsData>;
  list<N extends ListName>(name: N, query: ListQuery): Promise<ListPage<ListItems[N]>>;
  toppers(query: ToppersQuery): Promise<ToppersPage>;
  /** null when no album has this id (or the id is malformed). */
  album(id: string): Promise<GalleryAlbum | null>;
  /** A static page of the content folder; null when there is no such page. */
  page(slug: string): Promise<ContentPage | null>;
  /** Site search (GET /bff/search?q=). */
  search(q: string): Promise<SearchAnswer>;
}

/** A refused or failed /bff answer, carrying its status and a message. */
export class ApiRequestError extends Error {
  readonly status: number;
  /** True when the message is the server's own visitor-safe text, not a generic fallback. */
  readonly fromServer: boolean;
  constructor(status: number, message: string, fromServer = false) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.fromServer = fromServer;
  }
}
