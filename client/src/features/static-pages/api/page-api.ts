import type { LoaderFunction } from 'react-router-dom';
import { usePageData } from '@/lib/page-context.tsx';
import type { ContentPage } from '@shared/content-schema.ts';
import { isOwnPage, OWN_PAGE_SLUG } from '@shared/content-pages.ts';
import { loadFrom, routeError } from '@/lib/bff-client.ts';

/** Loads pages/<slug>.md. */
export function pageLoader(slug: string): LoaderFunction {
  return async (args) => {
    const page = await loadFrom(args, (api) => api.page(slug));
    // The server starts only with every page, so this one was removed since.
    if (!page) throw routeError(404, null, 'Not Found');
    return page;
  };
}

/** Loads a school's own page at /<slug>; without the file, not found. */
export const ownPageLoader: LoaderFunction = async (args) => {
  const slug = args.params['page'] ?? '';
  const page = OWN_PAGE_SLUG.test(slug) && isOwnPage(slug) ? await loadFrom(args, (api) => api.page(slug)) : null;
  if (!page) throw routeError(404, null, 'Not Found');
  return page;
};

export const usePageContent = () => usePageData<ContentPage>();
