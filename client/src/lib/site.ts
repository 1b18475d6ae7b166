import type { LoaderFunction } from 'react-router-dom';
import { usePage } from './page-context.tsx';
import type { School, SiteData } from '@shared/content-schema.ts';
import type { Words } from '@shared/words.ts';
import { isUnwritten, writtenIn } from '@shared/content-pages.ts';
import { loadFrom } from './bff-client.ts';

/** The root route's id; its data is the school's identity. */
export const ROOT_ROUTE_ID = 'root';

/** Loads the school's identity once per visit. */
export const siteLoader: LoaderFunction = (args) => loadFrom(args, (api) => api.site());

/** The identity never changes within a visit. */
export const keepSite = () => false;

/** The site data; undefined where the root loader failed. */
export function useSiteData(): SiteData | undefined {
  return usePage().matches.find((match) => match.id === ROOT_ROUTE_ID)?.data as SiteData | undefined;
}

/** The site data, under the root route. */
export function useSite(): SiteData {
  const site = useSiteData();
  if (!site) throw new Error('useSite() outside the root route, or before its loader answered');
  return site;
}

/** The site's words (words.yaml over the English ones), under the root route. */
export function useWords(): Words {
  return useSite().words;
}

/** content/school.yaml, under the root route. */
export function useSchool(): School {
  return useSite().school;
}

/** Whether a page of the site is there: false for a text page whose file the school has not written. */
export function useHasPage(): (path: string) => boolean {
  const site = useSiteData();
  return (path) => !site || !isUnwritten(path, writtenIn(site));
}
