import type { IsoDate, NotificationItem } from '@shared/types.ts';
import { formatDate } from '@shared/dates.ts';
import { isPlaceholderHref } from '@shared/links.ts';
import { fillWords } from '@shared/words.ts';
import { useWords } from '@/lib/site.ts';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { HOME_IMAGES } from '../home-text.ts';
import { ExternalLink } from './external-link.tsx';

/** A notice's file and link; example addresses are left out. */
export function NoticeLinks({ notice, className }: { notice: NotificationItem; className: string }) {
  const words = useWords().links;
  const url = notice.url && !isPlaceholderHref(notice.url) ? notice.url : null;
  if (!notice.attachment && !url) return null;
  return (
    <p className={className}>
      {notice.attachment && <ExternalLink href={notice.attachment}>{words.attachment}</ExternalLink>}
      {url && <ExternalLink href={url}>{words.openLink}</ExternalLink>}
    </p>
  );
}

/** "Posted 20 Nov 2026" in the school's words (home.notices.posted); nothing for an undated notice. */
export function NoticeDate({ date, className }: { date: IsoDate | null; className: string }) {
  const { home, dates } = useWords();
  const posted = home.notices.posted;
  if (!date) return null;
  return (
    <p className={className}>
      <time dateTime={date}>{fillWords(posted, { date: formatDate(date, dates) })}</time>
    </p>
  );
}

/** A notice's day, picture, text, file and link; `block` prefixes the classes (`<block>__image`, …). */
export function NoticeBody({ notice, block }: { notice: NotificationItem; block: string }) {
  return (
    <>
      <NoticeDate date={notice.date} className={`${block}__date`} />
      {notice.image && (
        <FallbackImage
          className={`${block}__image`}
          src={notice.image}
          fallbackSrc={HOME_IMAGES.notice}
          alt=""
          width={480}
          sizes="(min-width: 600px) 480px, 90vw"
          maxWidth={960}
          height={270}
        />
      )}
      {notice.description && <p className={`${block}__description`}>{notice.description}</p>}
      <NoticeLinks notice={notice} className={`${block}__links`} />
    </>
  );
}
