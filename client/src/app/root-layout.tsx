import { useEffect, useRef, type ReactNode } from 'react';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner.tsx';
import { PageMeta } from '@/components/layout/page-meta.tsx';
import { SiteFooter } from '@/components/layout/site-footer.tsx';
import { SiteHeader } from '@/components/layout/site-header.tsx';
import { SkipLink } from '@/components/layout/skip-link.tsx';
import type { ContentPage } from '@shared/content-schema.ts';
import { albumPreview, type AlbumPreview, type PreviewedAlbum } from '@/features/gallery/lib/album-preview.ts';
import { contentImageUrl } from '@shared/links.ts';
import { paths, subGalleryPath } from '@/config/paths.ts';
import { isErrorResponse, usePage, type PageMatch } from '@/lib/page-context.tsx';
import { useSite } from '@/lib/site.ts';
import { itemIdIn, type ItemRoute, type SharedItem } from '@/lib/shared-item.ts';
import { isResizableMedia, sizedMediaUrl } from '@shared/media.ts';
import { isUnwritten, writtenIn } from '@shared/content-pages.ts';
import type { Words } from '@shared/words.ts';
import {
  documentTitle,
  notFoundMeta,
  ownPageRoute,
  pageDescription,
  shownMeta,
  type PageMeta as PageMetaData,
  type ShownMeta,
} from './routes.ts';

export interface PageHandle {
  page: PageMetaData;
  /** Canonical path (aliases point to it); absent for "not found". */
  path?: string;
  /** The page can show one item of its list alone (routes.ts). */
  item?: ItemRoute;
}

/** The handle shown, in the school's words, with the item the URL names, if any. */
interface CurrentPage extends Omit<PageHandle, 'page'> {
  page: ShownMeta;
  shared?: { item: SharedItem; path: string };
  /** An album's (or one of its photos') preview: its own address, description and picture. */
  album?: AlbumPreview;
}

/** Previews show at most ~1 200 px; this stays under WhatsApp's 300 KB. */
const PREVIEW_WIDTH = 960;
/** WhatsApp shows about two lines, search results about 160 characters. */
const PREVIEW_CHARS = 200;

/** A photo at preview width; a PDF or drawing is no picture. */
function previewImage(image: string | null): string | null {
  return image && isResizableMedia(image) ? sizedMediaUrl(image, PREVIEW_WIDTH) : null;
}

/** A preview description: one line, cut at a word. */
export function previewText(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= PREVIEW_CHARS) return line;
  const cut = line.slice(0, PREVIEW_CHARS - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** A text page's loader data (its front matter). */
function isContentPage(data: unknown): data is Pick<ContentPage, 'title' | 'section' | 'description' | 'html'> {
  return typeof data === 'object' && data !== null && 'html' in data && 'title' in data && 'section' in data;
}

/** An album's loader data. */
function isAlbum(data: unknown): data is PreviewedAlbum {
  return (
    typeof data === 'object' &&
    data !== null &&
    'photos' in data &&
    Array.isArray(data.photos) &&
    'id' in data &&
    'title' in data &&
    typeof data.title === 'string'
  );
}

/**
 * The deepest matched route's handle; a text page takes title, section and description from its
 * content file, an album takes its name as title.
 */
function currentHandle(matches: readonly PageMatch[], search: string, words: Words): CurrentPage {
  for (let i = matches.length - 1; i >= 0; i--) {
    const { handle: route, data: loaderData } = matches[i]!;
    if (!isPageHandle(route)) continue;
    const handle = { ...route, page: shownMeta(route.page, route.path, words) };
    const shared = sharedItem(handle, loaderData, search, words);
    if (shared) return shared;
    if (isAlbum(loaderData) && loaderData.title.trim()) {
      const album = albumPreview(loaderData, search, words.lists.photo, words.dates);
      return { ...handle, page: { ...handle.page, title: loaderData.title.trim() }, album };
    }
    // A text page's data is its content file, or holds it as `page` (registration).
    const content = isContentPage(loaderData)
      ? loaderData
      : typeof loaderData === 'object' && loaderData !== null && 'page' in loaderData && isContentPage(loaderData.page)
        ? loaderData.page
        : null;
    if (!content) return handle;
    const { title, section, description } = content;
    // The page's file gives title and description; an own page its breadcrumb section too (the site's
    // pages are in their menu group's).
    const { text: _text, ...meta } = handle.page;
    const own = route.path === ownPageRoute.path;
    return {
      ...handle,
      page: { ...meta, title, section: own ? section : meta.section, description: () => description },
    };
  }
  return { page: shownMeta(notFoundMeta, undefined, words) };
}

/** An item's page: its title heads it, under its list in the breadcrumb; its own URL is canonical. */
function sharedItem(handle: CurrentPage, data: unknown, search: string, words: Words): CurrentPage | null {
  const { item: route, path } = handle;
  const id = route ? itemIdIn(search, route.param) : null;
  const item = route && id !== null ? route.find(data, id, words) : null;
  if (!route || !item || !path) return null;
  const page = handle.page.banner
    ? { ...handle.page, title: item.title, section: handle.page.title, sectionPath: path }
    : handle.page;
  return { ...handle, page, shared: { item, path: route.path(id!) } };
}

/** Main spelling without list filters; an album or item keeps its id. */
function canonicalPath(handle: CurrentPage, pathname: string, search: string): string | null {
  if (handle.shared) return handle.shared.path;
  if (handle.album) return handle.album.path;
  if (!handle.path) return null;
  // A school's own page is its own address.
  if (handle.path === ownPageRoute.path) return pathname;
  const id = handle.path === paths.subGallery ? new URLSearchParams(search).get('id') : null;
  return id ? subGalleryPath(id) : handle.path;
}

/**
 * Skip link, header, <main> (banner with <h1> and breadcrumb, then the page), footer. Home has no
 * banner and owns its <h1>. The banner is inside <main> so the skip link lands on the title.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const { matches, busy, location, error } = usePage();
  const { pathname, search } = location;
  const site = useSite();
  const handle = currentHandle(matches, search, site.words);
  const { shared, album } = handle;
  const notFound = isErrorResponse(error) && error.status === 404;
  const { school } = site;
  // Home has no banner, and a page of the site the school has not written is no page: both get the
  // not-found heading (a notice not found on Home too); other pages say what they did not find.
  const unwritten = handle.path !== undefined && isUnwritten(handle.path, writtenIn(site));
  const page =
    notFound && (!handle.page.banner || unwritten) ? shownMeta(notFoundMeta, undefined, site.words) : handle.page;
  const mainRef = useRef<HTMLElement>(null);
  // Changes with the page, or with an item opened from (or left for) its list.
  const shownPage = shared ? shared.path : pathname;
  const firstPage = useRef(shownPage);

  // After a client-side navigation, focus the new <h1> so screen readers announce it; filters keep focus.
  useEffect(() => {
    if (firstPage.current === shownPage) return;
    firstPage.current = '';
    const main = mainRef.current;
    const heading = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [shownPage]);

  return (
    <>
      <PageMeta
        title={
          shared && !notFound
            ? `${shared.item.title} | ${school.name}`
            : album
              ? `${album.title} | ${school.name}`
              : documentTitle(page, school)
        }
        description={previewText(shared?.item.description ?? album?.description ?? '') || pageDescription(page, site)}
        // A page that did not find what its URL names is not to be indexed.
        canonicalPath={notFound ? null : canonicalPath(handle, pathname, search)}
        siteName={school.name}
        // The item's or album's picture, else the first home slide, else the crest.
        imagePath={
          previewImage(shared?.item.image ?? album?.image ?? null) ??
          contentImageUrl(school.home?.slides?.[0]?.image ?? school.logo.file)
        }
        article={Boolean(shared)}
      />
      <SkipLink />
      <div className="route-progress" data-active={busy} aria-hidden="true" />
      <SiteHeader />
      <main ref={mainRef} id="main" tabIndex={-1} aria-busy={busy ? true : undefined}>
        {page.banner ? (
          <BreadcrumbBanner
            title={page.title}
            home={site.words.pages['/']}
            label={site.words.breadcrumb}
            section={page.section}
            sectionPath={page.sectionPath}
          />
        ) : null}
        <div className={page.banner ? 'page-body container' : 'page-body page-body--full'}>{children}</div>
        {/* Lists run long on a phone; "#top" needs no id and works without scripts. */}
        <p className="back-to-top container">
          <a href="#top">
            {site.words.backToTop} <span aria-hidden="true">↑</span>
          </a>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
