/** "View attachment" for a list item's file: opens in a new tab and says whose file it is. */
export function AttachmentLink({ href, title, className }: { href: string; title: string; className: string }) {
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`View attachment: ${title} (opens in a new tab)`}
    >
      View attachment
    </a>
  );
}
