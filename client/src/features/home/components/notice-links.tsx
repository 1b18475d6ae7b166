import type { NotificationItem } from '@shared/types.ts';
import { isPlaceholderHref } from '@shared/links.ts';
import { ExternalLink } from './external-link.tsx';

/** A notice's file and link, in the opening dialog and in the page; a link to an example address is left out. */
export function NoticeLinks({ notice, className }: { notice: NotificationItem; className: string }) {
  const url = notice.url && !isPlaceholderHref(notice.url) ? notice.url : null;
  if (!notice.attachment && !url) return null;
  return (
    <p className={className}>
      {notice.attachment && <ExternalLink href={notice.attachment}>View attachment</ExternalLink>}
      {url && <ExternalLink href={url}>Open link</ExternalLink>}
    </p>
  );
}
