import { useContext } from 'react';
import { SiteOriginContext } from '@/lib/site-origin.ts';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's own path (and album id), without filters; none for the "not found" page. */
  canonicalPath: string | null;
  /** The school's name, as link previews name the site. */
  siteName: string;
  /** The picture link previews show, a path on this site. */
  imagePath: string;
  /** One item's page (a news item, an event, a notice) rather than a page of the site. */
  article?: boolean;
}

/**
 * The document's title, description, canonical URL and the Open Graph / Twitter card tags that
 * link previews read. React 19 hoists them into <head> and swaps them when the page changes.
 */
export function PageMeta({ title, description, canonicalPath, siteName, imagePath, article = false }: PageMetaProps) {
  const origin = useContext(SiteOriginContext);
  const url = canonicalPath === null ? null : origin + canonicalPath;
  const image = origin + imagePath;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
