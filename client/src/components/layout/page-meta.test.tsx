import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteOriginContext } from '@/lib/site-origin.ts';
import { PageMeta } from './page-meta.tsx';

const head = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ??
  document.head.querySelector(selector)?.getAttribute('href');

describe('PageMeta', () => {
  it('puts the title, description, canonical URL and link-preview tags in the head', () => {
    render(
      <SiteOriginContext value="https://www.school.example">
        <PageMeta
          title="News | School"
          description="School news."
          canonicalPath="/news"
          siteName="School"
          imagePath="/content/images/slides/slide-1.webp"
        />
      </SiteOriginContext>,
    );
    expect(document.title).toBe('News | School');
    expect(head('meta[name="description"]')).toBe('School news.');
    expect(head('link[rel="canonical"]')).toBe('https://www.school.example/news');
    expect(head('meta[property="og:url"]')).toBe('https://www.school.example/news');
    expect(head('meta[property="og:title"]')).toBe('News | School');
    expect(head('meta[property="og:image"]')).toMatch(
      /^https:\/\/www\.school\.example\/content\/images\/slides\/slide-1\.webp$/,
    );
    expect(head('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('gives no canonical URL to a page that does not exist', () => {
    render(
      <PageMeta
        title="Page not found"
        description="Nothing here."
        canonicalPath={null}
        siteName="School"
        imagePath="/x.webp"
      />,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
  });
});
