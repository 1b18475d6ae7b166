// The pages reached from the home page: news, events, the gallery and its albums, toppers.

import { pageModule } from './page-modules.ts';
import { paths } from '@/config/paths.ts';
import { keepOnNewFilters } from '@/lib/bff-client.ts';
import { keepListForItems } from '@/lib/shared-item.ts';
import { eventItemRoute, eventsLoader } from '@/features/events/api/events-api.ts';
import { albumLoader, galleryLoader } from '@/features/gallery/api/gallery-api.ts';
import { keepAlbumForPhotos, PHOTO_PARAM } from '@/features/gallery/lib/photo-address.ts';
import { newsItemRoute, newsLoader } from '@/features/news/api/news-api.ts';
import { toppersLoader } from '@/features/toppers/api/toppers-api.ts';
import { appText, type Entry } from './route-entry.ts';

const LIST_PARAMS = ['year', 'month', 'q'] as const;
const SESSION_PARAMS = ['session', 'q'] as const;

export const updateRoutes: Entry[] = [
  {
    path: '/news' satisfies typeof paths.news,
    section: 'updates',
    ...appText('news'),
    ...pageModule('src/features/news/components/news-page.tsx'),
    loader: newsLoader,
    shouldRevalidate: keepListForItems(newsItemRoute.param),
    params: LIST_PARAMS,
    item: newsItemRoute,
  },
  {
    path: '/events' satisfies typeof paths.events,
    section: 'updates',
    ...appText('events'),
    ...pageModule('src/features/events/components/events-page.tsx'),
    loader: eventsLoader,
    shouldRevalidate: keepListForItems(eventItemRoute.param),
    params: LIST_PARAMS,
    item: eventItemRoute,
  },
  {
    path: '/gallery' satisfies typeof paths.gallery,
    section: 'updates',
    ...appText('gallery'),
    ...pageModule('src/features/gallery/components/gallery-page.tsx'),
    loader: galleryLoader,
    shouldRevalidate: keepOnNewFilters,
    params: LIST_PARAMS,
  },
  {
    path: '/subGallery' satisfies typeof paths.subGallery,
    section: null,
    sectionPath: paths.gallery,
    ...appText('album'),
    ...pageModule('src/features/gallery/components/sub-gallery-page.tsx'),
    loader: albumLoader,
    shouldRevalidate: keepAlbumForPhotos,
    // A photo's own address renders that photo's page and preview.
    params: ['id', PHOTO_PARAM],
  },
  {
    path: '/topperX' satisfies typeof paths.topperX,
    section: 'updates',
    ...appText('topperX'),
    ...pageModule('src/features/toppers/components/topper-x-page.tsx'),
    loader: toppersLoader('X'),
    shouldRevalidate: keepOnNewFilters,
    params: SESSION_PARAMS,
  },
  {
    path: '/topperXII' satisfies typeof paths.topperXII,
    section: 'updates',
    ...appText('topperXII'),
    ...pageModule('src/features/toppers/components/topper-xii-page.tsx'),
    loader: toppersLoader('XII'),
    shouldRevalidate: keepOnNewFilters,
    params: SESSION_PARAMS,
  },
];
