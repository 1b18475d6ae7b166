import { fileKind, formatBytes } from '@shared/links.ts';

/**
 * "View attachment" for a list item's file: opens in a new tab, says whose file it is and, where
 * known, what kind and how big (a parent on a phone plan thinks twice before opening a 5 MB PDF).
 */
export function AttachmentLink({
  href,
  title,
  size,
  className,
}: {
  href: string;
  title: string;
  size?: number | undefined;
  className: string;
}) {
  const about = [fileKind(href), size ? formatBytes(size) : ''].filter(Boolean).join(', ');
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`View attachment: ${title} (${about ? `${about}, ` : ''}opens in a new tab)`}
    >
      View attachment{about ? ` (${about})` : ''}
    </a>
  );
}
