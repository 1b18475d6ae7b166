import { data, useLoaderData, type LoaderFunction } from 'react-router-dom';
import type { ContentPage } from '@shared/content-schema.ts';
import { loadFrom } from '@/lib/bff-client.ts';

/** The loader of a static page: its text from the content folder (pages/<slug>.md). */
export function pageLoader(slug: string): LoaderFunction {
  return async (args) => {
    const page = await loadFrom(args, (api) => api.page(slug));
    // The server refuses to start without every page, so this is a page removed since.
    if (!page) throw data(null, { status: 404, statusText: 'Not Found' });
    return page;
  };
}

export const usePageContent = () => useLoaderData() as ContentPage;
