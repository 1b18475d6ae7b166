import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** Files the server answers itself (PDFs, media): the router must not try to render them as pages. */
export function isFileHref(href: string): boolean {
  return /\.pdf$/i.test(href) || href.startsWith('/bff/');
}

export interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * One link for content data: router links for pages, plain anchors with `download` for files,
 * and new-tab anchors for other sites (announced to screen readers, since the context changes).
 */
export function SmartLink({ href, children, className }: SmartLinkProps) {
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
    <Link className={className} to={href}>
      {children}
    </Link>
  );
}

/** The arrow and the hidden words that tell a link opens a new tab. */
export function ExternalMark() {
  return (
    <>
      {' '}
      <span className="external-mark" aria-hidden="true">
        ↗
      </span>
      <span className="visually-hidden">(opens in a new tab)</span>
    </>
  );
}
