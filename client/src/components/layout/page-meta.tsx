import { useContext } from 'react';
import { school } from '@content/school.ts';
import { SiteOriginContext } from '@/lib/site-origin.ts';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's own path (and album id), without filters; none for the "not found" page. */
  canonicalPath: string | null;
}

/**
 * The document's title, description, canonical URL and the Open Graph / Twitter card tags that
 * link previews read. React 19 hoists them into <head> and swaps them when the page changes.
 */
export function PageMeta({ title, description, canonicalPath }: PageMetaProps) {
  const origin = useContext(SiteOriginContext);
  const url = canonicalPath === null ? null : origin + canonicalPath;
  const image = origin + school.previewImage;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={school.name} />
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
