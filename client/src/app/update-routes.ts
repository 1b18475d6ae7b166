// The pages reached from the home page: news, events, the gallery and its albums, toppers.

import { APP_PAGES } from '@shared/app-pages.ts';
import { paths } from '@/config/paths.ts';
import { keepOnNewFilters } from '@/lib/bff-client.ts';
import { keepListForItems } from '@/lib/shared-item.ts';
import { eventItemRoute, eventsLoader } from '@/features/events/api/events-api.ts';
import { albumLoader, galleryLoader } from '@/features/gallery/api/gallery-api.ts';
import { newsItemRoute, newsLoader } from '@/features/news/api/news-api.ts';
import { toppersLoader } from '@/features/toppers/api/toppers-api.ts';
import { appText, type Entry } from './route-entry.ts';

const LIST_PARAMS = ['year', 'month', 'q'] as const;
const SESSION_PARAMS = ['session', 'q'] as const;

export const updateRoutes: Entry[] = [
  {
    path: '/news' satisfies typeof paths.news,
    title: APP_PAGES.news.title,
    section: 'Updates',
    ...appText('news'),
    load: () => import('@/features/news/components/news-page.tsx'),
    loader: newsLoader,
    shouldRevalidate: keepListForItems(newsItemRoute.param),
    params: LIST_PARAMS,
    item: newsItemRoute,
  },
  {
    path: '/events' satisfies typeof paths.events,
    title: APP_PAGES.events.title,
    section: 'Updates',
    ...appText('events'),
    load: () => import('@/features/events/components/events-page.tsx'),
    loader: eventsLoader,
    shouldRevalidate: keepListForItems(eventItemRoute.param),
    params: LIST_PARAMS,
    item: eventItemRoute,
  },
  {
    path: '/gallery' satisfies typeof paths.gallery,
    title: APP_PAGES.gallery.title,
    section: 'Updates',
    ...appText('gallery'),
    load: () => import('@/features/gallery/components/gallery-page.tsx'),
    loader: galleryLoader,
    shouldRevalidate: keepOnNewFilters,
    params: LIST_PARAMS,
  },
  {
    path: '/subGallery' satisfies typeof paths.subGallery,
    title: 'Album',
    section: 'Photo Gallery',
    sectionPath: paths.gallery,
    ...appText('album'),
    load: () => import('@/features/gallery/components/sub-gallery-page.tsx'),
    loader: albumLoader,
    params: ['id'],
  },
  {
    path: '/topperX' satisfies typeof paths.topperX,
    title: APP_PAGES.topperX.title,
    section: 'Updates',
    ...appText('topperX'),
    load: () => import('@/features/toppers/components/topper-x-page.tsx'),
    loader: toppersLoader('X'),
    shouldRevalidate: keepOnNewFilters,
    params: SESSION_PARAMS,
  },
  {
    path: '/topperXII' satisfies typeof paths.topperXII,
    title: APP_PAGES.topperXII.title,
    section: 'Updates',
    ...appText('topperXII'),
    load: () => import('@/features/toppers/components/topper-xii-page.tsx'),
    loader: toppersLoader('XII'),
    shouldRevalidate: keepOnNewFilters,
    params: SESSION_PARAMS,
  },
];
