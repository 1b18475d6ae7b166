import { Suspense } from 'react';
import type { HomeData, HomeSection as SectionName, NotificationItem } from '@shared/types.ts';
import { useWords } from '@/lib/site.ts';
import { paths } from '@/config/paths.ts';
import { findById, useItemId } from '@/lib/shared-item.ts';
import { NOTICE_PARAM, useHomeData } from '../api/home-api.ts';
import { useOpeningOverlay } from '../lib/use-opening-overlay.ts';
import { AboutBlock } from './about-block.tsx';
import { BirthdaysBlock } from './birthdays-block.tsx';
import { EventsBlock } from './events-block.tsx';
import { FireworksOverlay } from './fireworks-overlay.tsx';
import { GalleryBlock } from './gallery-block.tsx';
import { GlanceBlock } from './glance-block.tsx';
import { HeroSlider } from './hero-slider.tsx';
import { HomeIntro } from './home-intro.tsx';
import { HighlightsBlock } from './highlights-block.tsx';
import { ManagementBlock } from './management-block.tsx';
import { NewsBlock } from './news-block.tsx';
import { NoticesBlock } from './notices-block.tsx';
import { NotificationsDialog } from './notifications-dialog.tsx';
import { QuickLinks } from './quick-links.tsx';
import { RegistrationBlock } from './registration-block.tsx';
import { SharedNotice } from './shared-notice.tsx';
import { ToppersBlock } from './toppers-block.tsx';
import './home-page.css';

const NOTHING: readonly never[] = [];
const NO_TOPPERS = { session: null, items: [], fellBack: false };

type ListSection = Exclude<SectionName, 'toppers'>;

/** A section's items, or none when degraded (the block shows the placeholder). */
function listOf<K extends ListSection>(data: HomeData, key: K): HomeData[K] | readonly never[] {
  if (data.degraded.includes(key)) return NOTHING;
  return Array.isArray(data[key]) ? data[key] : NOTHING;
}

/**
 * The opening dialog (fireworks, or notices alone with reduced motion). Its state lives here so
 * opening and closing re-renders only it, not the whole page (a long task on a slow phone).
 */
function OpeningDialogs({ notifications }: { notifications: HomeData['notifications'] | readonly never[] }) {
  const opening = useOpeningOverlay(notifications.length > 0);
  if (opening.phase !== 'open') return null;
  return opening.celebrate ? (
    <FireworksOverlay notices={notifications} onClose={opening.close} />
  ) : (
    <NotificationsDialog items={notifications} open onClose={opening.close} />
  );
}

export default function HomePage() {
  const homeText = useWords().home;
  const data = useHomeData();
  const toppers = data.degraded.includes('toppers') ? undefined : data.toppers;
  const noticeId = useItemId(NOTICE_PARAM);
  const shared = noticeId === null ? null : findById<NotificationItem>(listOf(data, 'notifications'), noticeId);

  return (
    <div className="home-page">
      <HomeIntro holiday={data} />
      {shared ? <SharedNotice notice={shared} /> : null}

      <RegistrationBlock admissions={data.admissions} notices={listOf(data, 'registration')} />
      <NoticesBlock notices={listOf(data, 'notifications')} />
      <HighlightsBlock highlights={listOf(data, 'highlights')} />
      {/* Each Suspense below hydrates separately at low priority (a tap inside hydrates it first),
          splitting the carousels' hydration into short tasks. Nothing suspends. */}
      <Suspense>
        <HeroSlider />
      </Suspense>
      {/* The photos within three screens of a phone: what parents open Home for after the errands. */}
      <Suspense>
        <GalleryBlock albums={listOf(data, 'gallery')} />
      </Suspense>
      <QuickLinks />
      <GlanceBlock holiday={data} />

      <div className="home-columns">
        <NewsBlock news={listOf(data, 'news')} />
        <AboutBlock />
      </div>

      <Suspense>
        <EventsBlock events={listOf(data, 'events')} />
      </Suspense>

      <div className="home-columns home-columns--three">
        <Suspense>
          <ToppersBlock
            title={homeText.headings.toppersX}
            section={toppers?.X ?? NO_TOPPERS}
            more={{ to: paths.topperX, label: homeText.links.toppersX }}
          />
        </Suspense>
        {data.birthdaysShown === 'off' ? null : (
          <Suspense>
            <BirthdaysBlock birthdays={listOf(data, 'birthdays')} shown={data.birthdaysShown} />
          </Suspense>
        )}
        <Suspense>
          <ToppersBlock
            title={homeText.headings.toppersXII}
            section={toppers?.XII ?? NO_TOPPERS}
            more={{ to: paths.topperXII, label: homeText.links.toppersXII }}
          />
        </Suspense>
      </div>

      <ManagementBlock />

      {/* No dialog over a shared notice. */}
      {noticeId === null ? <OpeningDialogs notifications={listOf(data, 'notifications')} /> : null}
    </div>
  );
}
