import { fileKind } from '@shared/links.ts';

/**
 * "View attachment" for a list item's file: opens in a new tab, says whose file it is and, where
 * its name tells, what kind (a parent on a phone plan thinks twice before opening a PDF).
 */
export function AttachmentLink({ href, title, className }: { href: string; title: string; className: string }) {
  const kind = fileKind(href);
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`View attachment: ${title} (${kind ? `${kind}, ` : ''}opens in a new tab)`}
    >
      View attachment{kind ? ` (${kind})` : ''}
    </a>
  );
}
