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
import { usePage, type PageMatch } from '@/lib/page-context.tsx';
import { useSchool } from '@/lib/site.ts';
import { documentTitle, notFoundMeta, pageDescription, type PageMeta as PageMetaData } from './routes.ts';

export interface PageHandle {
  page: PageMetaData;
  /** The page's canonical path (aliases point to it); absent for the "not found" page. */
  path?: string;
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
  return typeof data === 'object' && data !== null && 'photos' in data && 'title' in data && typeof data.title === 'string';
}

/**
 * The handle of the deepest matched route that has one; for a text page, with the title, section
 * and description of its content file, so the school's edit shows in the heading, breadcrumb and
 * tab; for an album, with the album's name as its title (not "Album" above a smaller name).
 */
function currentHandle(matches: readonly PageMatch[]): PageHandle {
  for (let i = matches.length - 1; i >= 0; i--) {
    const { handle, data: loaderData } = matches[i]!;
    if (!isPageHandle(handle)) continue;
    if (isAlbum(loaderData) && loaderData.title.trim()) return { ...handle, page: { ...handle.page, title: loaderData.title.trim() } };
    // A text page's data is its content file, or holds it as `page` beside data of its own (registration).
    const content = isContentPage(loaderData) ? loaderData : typeof loaderData === 'object' && loaderData !== null && 'page' in loaderData && isContentPage(loaderData.page) ? loaderData.page : null;
    if (!content) return handle;
    const { title, section, description } = content;
    return { ...handle, page: { ...handle.page, title, section, description } };
  }
  return { page: notFoundMeta };
}

/** The meta of the deepest matched route that has one. */
export function currentPageMeta(matches: readonly PageMatch[]): PageMetaData {
  return currentHandle(matches).page;
}

/** The canonical path of a page: its main spelling, without list filters; an album keeps its id. */
function canonicalPath(handle: PageHandle, search: string): string | null {
  if (!handle.path) return null;
  const id = handle.path === paths.subGallery ? new URLSearchParams(search).get('id') : null;
  return id ? subGalleryPath(id) : handle.path;
}

/**
 * Around every page: skip link, header with the menu, then <main> holding the banner (the page's
 * <h1> and breadcrumb) and the page, then the footer. The home page has no banner and owns its
 * <h1> (see routes.ts). The banner sits inside <main> so the skip link lands on the page title
 * and no content is left outside a landmark.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const { matches, busy, location } = usePage();
  const handle = currentHandle(matches);
  const { page } = handle;
  const school = useSchool();
  const { pathname, search } = location;
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After a client-side navigation, focus the new page's <h1> so screen readers announce it
  // (a full page load already starts at the top). Filters that only change the query keep focus.
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    const main = mainRef.current;
    const heading = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <PageMeta
        title={documentTitle(page, school)}
        description={pageDescription(page, school)}
        canonicalPath={canonicalPath(handle, search)}
        siteName={school.name}
        // Link previews show the home page's first slide.
        imagePath={contentImageUrl(school.home.slides[0]!.image)}
      />
      <SkipLink />
      <div className="route-progress" data-active={busy} aria-hidden="true" />
      <SiteHeader />
      <main ref={mainRef} id="main" tabIndex={-1} aria-busy={busy ? true : undefined}>
        {page.banner ? <BreadcrumbBanner title={page.title} section={page.section} sectionPath={page.sectionPath} /> : null}
        <div className={page.banner ? 'page-body container' : 'page-body page-body--full'}>
          {children}
        </div>
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
