import type { MouseEvent } from 'react';
import { usePage } from '@/lib/page-context.tsx';
import '@/styles/content.css';

/**
 * HTML the server made from the school's Markdown (sanitized there, server/content/markdown.ts).
 * A click on a link to another page of the site navigates in the app instead of loading the
 * whole document again; other links (files, other sites, a modified click) behave as links do.
 */
export function ContentHtml({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string;
  className?: string;
  as?: 'div' | 'p';
}) {
  const { navigate } = usePage();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const href = link.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//') || link.hasAttribute('download') || link.target) return;
    event.preventDefault();
    navigate(href);
  };
  return <Tag className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
