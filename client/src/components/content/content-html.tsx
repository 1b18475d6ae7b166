import type { MouseEvent } from 'react';
import { usePage } from '@/lib/page-context.tsx';
import '@/styles/content.css';

/** Server-sanitized Markdown HTML (server/content/markdown.ts); plain clicks on site pages navigate in the app. */
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
