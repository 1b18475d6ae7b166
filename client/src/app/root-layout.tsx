import { useEffect, useRef, type ReactNode } from 'react';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner.tsx';
import { PageMeta } from '@/components/layout/page-meta.tsx';
import { SiteFooter } from '@/components/layout/site-footer.tsx';
import { SiteHeader } from '@/components/layout/site-header.tsx';
import { SkipLink } from '@/components/layout/skip-link.tsx';
import type { ContentPage } from '@shared/content-schema.ts';
import type { GalleryAlbum } from '@shared/types.ts';
import { contentImageUrl } from '@shared/links.ts';
import { paths, subGalleryPath } from '@/config/paths.ts';
import { isErrorResponse, usePage, type PageMatch } from '@/lib/page-context.tsx';
import { useSite } from '@/lib/site.ts';
import { itemIdIn, type ItemRoute, type SharedItem } from '@/lib/shared-item.ts';
import { isResizableMedia, sizedMediaUrl } from '@shared/media.ts';
import {
  documentTitle,
  notFoundMeta,
  ownPageRoute,
  pageDescription,
  pageTitle,
  type PageMeta as PageMetaData,
} from './routes.ts';

export interface PageHandle {
  page: PageMetaData;
  /** The page's canonical path (aliases point to it); absent for the "not found" page. */
  path?: string;
  /** The page can show one item of its list on its own (routes.ts). */
  item?: ItemRoute;
}

/** The handle the layout shows: with the item the URL names, when the page shows one. */
interface CurrentPage extends PageHandle {
  shared?: { item: SharedItem; path: string };
}

/** Link previews show a picture about 1 200 px wide at most; this keeps it well under WhatsApp's 300 KB. */
const PREVIEW_WIDTH = 960;
/** A preview's description: WhatsApp shows two lines or so, search results about 160 characters. */
const PREVIEW_CHARS = 200;

/** An item's picture as previews fetch it: a photo at a modest width; a PDF or drawing is no picture. */
function previewImage(image: string | null): string | null {
  return image && isResizableMedia(image) ? sizedMediaUrl(image, PREVIEW_WIDTH) : null;
}

/** An item's text as a preview's description: one line, cut at a word. */
export function previewText(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= PREVIEW_CHARS) return line;
  const cut = line.slice(0, PREVIEW_CHARS - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** A text page's loader data: its front matter says its title, section and description. */
function isContentPage(data: unknown): data is Pick<ContentPage, 'title' | 'section' | 'description' | 'html'> {
  return typeof data === 'object' && data !== null && 'html' in data && 'title' in data && 'section' in data;
}

/** An album's loader data: its name is the page's title. */
function isAlbum(data: unknown): data is Pick<GalleryAlbum, 'title' | 'photos'> {
  return (
    typeof data === 'object' && data !== null && 'photos' in data && 'title' in data && typeof data.title === 'string'
  );
}

/**
 * The handle of the deepest matched route that has one; for a text page, with the title, section
 * and description of its content file, so the school's edit shows in the heading, breadcrumb and
 * tab; for an album, with the album's name as its title (not "Album" above a smaller name).
 */
function currentHandle(matches: readonly PageMatch[], search: string): CurrentPage {
  for (let i = matches.length - 1; i >= 0; i--) {
    const { handle, data: loaderData } = matches[i]!;
    if (!isPageHandle(handle)) continue;
    const shared = sharedItem(handle, loaderData, search);
    if (shared) return shared;
    if (isAlbum(loaderData) && loaderData.title.trim())
      return { ...handle, page: { ...handle.page, title: loaderData.title.trim() } };
    // A text page's data is its content file, or holds it as `page` beside data of its own (registration).
    const content = isContentPage(loaderData)
      ? loaderData
      : typeof loaderData === 'object' && loaderData !== null && 'page' in loaderData && isContentPage(loaderData.page)
        ? loaderData.page
        : null;
    if (!content) return handle;
    const { title, section, description } = content;
    // The front matter's words replace the route's (and pageText's, for a page of the school's own).
    const { text: _text, ...meta } = handle.page;
    return { ...handle, page: { ...meta, title, section, description: () => description } };
  }
  return { page: notFoundMeta };
}

/**
 * An item's page (a news item, an event, a notice): the item's title heads it, under its list in
 * the breadcrumb (Home has no banner and shows the notice itself), and its own URL is canonical.
 */
function sharedItem(handle: PageHandle, data: unknown, search: string): CurrentPage | null {
  const { item: route, path } = handle;
  const id = route ? itemIdIn(search, route.param) : null;
  const item = route && id !== null ? route.find(data, id) : null;
  if (!route || !item || !path) return null;
  const page = handle.page.banner
    ? { ...handle.page, title: item.title, section: handle.page.title, sectionPath: path }
    : handle.page;
  return { ...handle, page, shared: { item, path: route.path(id!) } };
}

/** The canonical path of a page: its main spelling, without list filters; an album or item keeps its id. */
function canonicalPath(handle: CurrentPage, pathname: string, search: string): string | null {
  if (handle.shared) return handle.shared.path;
  if (!handle.path) return null;
  // A page of the school's own is its own address.
  if (handle.path === ownPageRoute.path) return pathname;
  const id = handle.path === paths.subGallery ? new URLSearchParams(search).get('id') : null;
  return id ? subGalleryPath(id) : handle.path;
}

/**
 * Around every page: skip link, header with the menu, then <main> holding the banner (the page's
 * <h1> and breadcrumb) and the page, then the footer. The home page has no banner (`banner: false`
 * in its route) and owns its <h1>. The banner sits inside <main> so the skip link lands on the page
 * title and no content is left outside a landmark.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const { matches, busy, location, error } = usePage();
  const { pathname, search } = location;
  const handle = currentHandle(matches, search);
  const { shared } = handle;
  const notFound = isErrorResponse(error) && error.status === 404;
  // Home has no banner of its own; a notice it did not find still gets the not-found page's heading.
  const shownMeta = notFound && !handle.page.banner ? notFoundMeta : handle.page;
  const site = useSite();
  const { school } = site;
  const page = { ...shownMeta, title: pageTitle(shownMeta, school) };
  const mainRef = useRef<HTMLElement>(null);
  // A new page, or an item's page opened from its list (or left for it), which only changes the query.
  const shownPage = shared ? shared.path : pathname;
  const firstPage = useRef(shownPage);

  // After a client-side navigation, focus the new page's <h1> so screen readers announce it
  // (a full page load already starts at the top). Filters that only change the query keep focus.
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
        title={shared && !notFound ? `${shared.item.title} | ${school.name}` : documentTitle(page, school)}
        description={
          shared ? previewText(shared.item.description) || pageDescription(page, site) : pageDescription(page, site)
        }
        // A page that exists but did not find what its URL names (a gone news item, an unknown album) is no address to index.
        canonicalPath={notFound ? null : canonicalPath(handle, pathname, search)}
        siteName={school.name}
        // Link previews show the item's picture, or the home page's first slide.
        imagePath={previewImage(shared?.item.image ?? null) ?? contentImageUrl(school.home.slides[0]!.image)}
        article={Boolean(shared)}
      />
      <SkipLink />
      <div className="route-progress" data-active={busy} aria-hidden="true" />
      <SiteHeader />
      <main ref={mainRef} id="main" tabIndex={-1} aria-busy={busy ? true : undefined}>
        {page.banner ? (
          <BreadcrumbBanner title={page.title} section={page.section} sectionPath={page.sectionPath} />
        ) : null}
        <div className={page.banner ? 'page-body container' : 'page-body page-body--full'}>{children}</div>
        {/* News and events run to 8,000 px on a phone. "#top" is the top of any document, no id
            needed, and works before (or without) scripts. */}
        <p className="back-to-top container">
          <a href="#top">
            Back to top <span aria-hidden="true">↑</span>
          </a>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
