import { useContext } from 'react';
import { SiteOriginContext } from '@/lib/site-origin.ts';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Path (and album id) without filters; none when not found. */
  canonicalPath: string | null;
  /** The site name for previews. */
  siteName: string;
  /** The preview picture's path. */
  imagePath: string;
  /** An item's page, not a site page. */
  article?: boolean;
}

/** Title, description, canonical URL and preview tags, hoisted into <head> by React 19. */
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
