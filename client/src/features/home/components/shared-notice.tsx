import type { NotificationItem } from '@shared/types.ts';
import { itemPaths } from '@/config/paths.ts';
import { ShareLinks } from '@/components/share/share-links.tsx';
import { HomeSection } from './home-section.tsx';
import { NoticeBody } from './notice-links.tsx';

/** The notice a shared link names (`/?notice=<id>`), first on Home, with no dialog over it. */
export function SharedNotice({ notice }: { notice: NotificationItem }) {
  return (
    <HomeSection title={notice.title} className="home-shared-notice">
      <NoticeBody notice={notice} block="home-shared-notice" />
      <ShareLinks key={notice.id} title={notice.title} path={itemPaths.notice(notice.id)} />
    </HomeSection>
  );
}
