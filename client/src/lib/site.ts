import type { LoaderFunction } from 'react-router-dom';
import { usePage } from './page-context.tsx';
import type { School, SiteData } from '@shared/content-schema.ts';
import { loadFrom } from './bff-client.ts';

/** The root route's id: its loader data is the school's identity for every page. */
export const ROOT_ROUTE_ID = 'root';

/** The root loader: the school's identity from the content folder, once per visit. */
export const siteLoader: LoaderFunction = (args) => loadFrom(args, (api) => api.site());

/** The identity never changes between two pages of one visit; navigating does not ask again. */
export const keepSite = () => false;

/** The site data, or undefined where the root loader failed (the root error boundary). */
export function useSiteData(): SiteData | undefined {
  return usePage().matches.find((match) => match.id === ROOT_ROUTE_ID)?.data as SiteData | undefined;
}

/** The site data, for any component under the root route. */
export function useSite(): SiteData {
  const site = useSiteData();
  if (!site) throw new Error('useSite() outside the root route, or before its loader answered');
  return site;
}

/** The school's identity (content/school.yaml), for any component under the root route. */
export function useSchool(): School {
  return useSite().school;
}
