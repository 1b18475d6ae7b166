import type { ListName } from '../../shared/bff-api.ts';
import type { ListQuery, ToppersQuery } from '../../shared/list-filters.ts';
import type {
  AdmissionsData,
  Dated,
  GalleryAlbum,
  HomeData,
  ListPage,
  SearchAnswer,
  ToppersPage,
} from '../../shared/types.ts';
import type { Answer } from '../cache/cached-body.ts';

/**
 * The content the /bff routes answer and server rendering shows, from the upstream cache. Each
 * answer names its key and upstream version, and builds its value only when asked: a route with
 * the encoded body already cached never builds it.
 */
export interface Services {
  home(): Promise<Answer<HomeData>>;
  admissions(): Promise<Answer<AdmissionsData>>;
  /** Rejects with the provider's error when it fails and nothing is cached. */
  list(name: ListName, query: ListQuery): Promise<Answer<ListPage<Dated>>>;
  toppers(query: ToppersQuery): Promise<Answer<ToppersPage>>;
  /** null for an unknown or malformed id. */
  album(id: string): Promise<Answer<GalleryAlbum> | null>;
  /** Site search over the content folder and the cached provider lists; a failed list is left out (`missing`). */
  search(q: string): Promise<Answer<SearchAnswer>>;
}
