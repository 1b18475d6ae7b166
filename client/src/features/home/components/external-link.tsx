import type { ReactNode } from 'react';
import { useWords } from '@/lib/site.ts';

/** Only web, phone and mail links, or same-site paths: provider text must never become a script URL. */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^(https?:|mailto:|tel:)/i.test(value) ? value : null;
}

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** Opens a new tab (noopener) and tells screen readers so. */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  const newTab = useWords().links.newTab;
  const safe = safeHref(href);
  if (!safe) return null;
  return (
    <a href={safe} className={className} target="_blank" rel="noopener noreferrer">
      {children} <span className="home-sr-only">{newTab}</span>
    </a>
  );
}
