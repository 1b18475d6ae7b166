import { fileKind, formatBytes } from '@shared/links.ts';

/** "View attachment" in a new tab, with the file's kind and size where known (data plans are metered). */
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
