import type { ReactNode } from 'react';
import { PageLink } from '@/lib/page-context.tsx';
import { useWords } from '@/lib/site.ts';
import { isExternalHref, isFileHref, isPlaceholderHref } from '@shared/links.ts';

export interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * A content link: app links for pages, `download` anchors for files, announced new tabs for other
 * sites; example addresses (isPlaceholderHref) are not shown.
 */
export function SmartLink({ href, children, className }: SmartLinkProps) {
  if (isPlaceholderHref(href)) return null;
  if (isExternalHref(href)) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalMark />
      </a>
    );
  }
  if (isFileHref(href)) {
    return (
      <a className={className} href={href} download>
        {children}
      </a>
    );
  }
  if (/^(tel|mailto):/i.test(href)) {
    return (
      <a className={className} href={href}>
        {children}
      </a>
    );
  }
  return (
    <PageLink className={className} to={href}>
      {children}
    </PageLink>
  );
}

/** The arrow and hidden "opens in a new tab". */
export function ExternalMark() {
  const newTab = useWords().links.newTab;
  return (
    <>
      {' '}
      <span className="external-mark" aria-hidden="true">
        ↗
      </span>
      <span className="visually-hidden">{newTab}</span>
    </>
  );
}
