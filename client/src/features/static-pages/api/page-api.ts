import type { LoaderFunction } from 'react-router-dom';
import { usePageData } from '@/lib/page-context.tsx';
import type { ContentPage } from '@shared/content-schema.ts';
import { isOwnPage, OWN_PAGE_SLUG } from '@shared/content-pages.ts';
import { loadFrom, routeError } from '@/lib/bff-client.ts';

/** The loader of a static page: its text from the content folder (pages/<slug>.md). */
export function pageLoader(slug: string): LoaderFunction {
  return async (args) => {
    const page = await loadFrom(args, (api) => api.page(slug));
    // The server refuses to start without every page, so this is a page removed since.
    if (!page) throw routeError(404, null, 'Not Found');
    return page;
  };
}

/**
 * The loader of a page of the school's own (pages/<slug>.md at /<slug>): any address the site's
 * routes do not take; one with no such file is the not-found page.
 */
export const ownPageLoader: LoaderFunction = async (args) => {
  const slug = args.params['page'] ?? '';
  const page = OWN_PAGE_SLUG.test(slug) && isOwnPage(slug) ? await loadFrom(args, (api) => api.page(slug)) : null;
  if (!page) throw routeError(404, null, 'Not Found');
  return page;
};

export const usePageContent = () => usePageData<ContentPage>();
