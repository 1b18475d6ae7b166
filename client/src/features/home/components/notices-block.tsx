import type { NotificationItem } from '@shared/types.ts';
import { itemPaths } from '@/config/paths.ts';
import { PageLink } from '@/lib/page-context.tsx';
import { useWords } from '@/lib/site.ts';
import { NoticeDate, NoticeLinks } from './notice-links.tsx';

/** The day's notices, folded in the page: the opening dialog may not show (3 s limit, once a day, no scripts). */
export function NoticesBlock({ notices }: { notices: readonly NotificationItem[] }) {
  const homeText = useWords().home;
  if (notices.length === 0) return null;
  return (
    <details className="home-notices">
      <summary className="home-notices__summary">
        {homeText.headings.notifications} ({notices.length})
      </summary>
      <ul className="home-notices__list">
        {notices.map((notice) => (
          <li key={notice.id} className="home-notices__item">
            <p className="home-notices__title">
              <PageLink to={itemPaths.notice(notice.id)}>{notice.title}</PageLink>
            </p>
            <NoticeDate date={notice.date} className="home-notices__date" />
            {notice.description && <p className="home-notices__description">{notice.description}</p>}
            <NoticeLinks notice={notice} className="home-notices__links" />
          </li>
        ))}
      </ul>
    </details>
  );
}
