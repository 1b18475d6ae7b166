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
import type { SchoolYearData } from '../../shared/school-year.ts';

/**
 * What /bff routes answer and pages render, from the upstream cache. Each answer names its key and
 * version and builds its value only when asked (never when its body is cached).
 */
export interface Services {
  home(): Promise<Answer<HomeData>>;
  admissions(): Promise<Answer<AdmissionsData>>;
  /** Rejects with the provider's error when it fails and nothing is cached. */
  list(name: ListName, query: ListQuery): Promise<Answer<ListPage<Dated>>>;
  toppers(query: ToppersQuery): Promise<Answer<ToppersPage>>;
  /** null for an unknown or malformed id. */
  album(id: string): Promise<Answer<GalleryAlbum> | null>;
  /** Search over the content folder and provider lists; a failed list is named in `missing`. */
  search(q: string): Promise<Answer<SearchAnswer>>;
  /** school-year.yaml on the school's today; null when the folder has none. */
  schoolYear(): Answer<SchoolYearData> | null;
}
