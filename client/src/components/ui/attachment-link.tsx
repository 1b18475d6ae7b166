import { fileKind, formatBytes } from '@shared/links.ts';
import { fillWords } from '@shared/words.ts';
import { useWords } from '@/lib/site.ts';

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
  const words = useWords().links;
  const kind = fileKind(href);
  const about = [kind ? words.kinds[kind] : '', size ? formatBytes(size, words.sizes) : ''].filter(Boolean).join(', ');
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={fillWords(about ? words.attachmentLabel : words.attachmentLabelPlain, { title, about })}
    >
      {about ? fillWords(words.attachmentAbout, { about }) : words.attachment}
    </a>
  );
}
