import { useState } from 'react';
import type { HomeData, HomeSection as SectionName } from '@shared/types.ts';
import { homeContent } from '@content/home.ts';
import { school } from '@content/school.ts';
import { bff, paths } from '@/config/paths.ts';
import { useBff } from '@/lib/use-bff.ts';
import { useOpeningOverlay } from '../lib/use-opening-overlay.ts';
import { AboutBlock } from './about-block.tsx';
import { BirthdaysBlock } from './birthdays-block.tsx';
import { EventsBlock } from './events-block.tsx';
import { FireworksOverlay } from './fireworks-overlay.tsx';
import { GalleryBlock } from './gallery-block.tsx';
import { HeroSlider } from './hero-slider.tsx';
import { HighlightsBlock } from './highlights-block.tsx';
import { ManagementBlock } from './management-block.tsx';
import { NewsBlock } from './news-block.tsx';
import { NotificationsDialog } from './notifications-dialog.tsx';
import { QuickLinks } from './quick-links.tsx';
import { RegistrationBlock } from './registration-block.tsx';
import { ToppersBlock } from './toppers-block.tsx';
import './home-page.css';

const NOTHING: readonly never[] = [];
const NO_TOPPERS = { session: null, items: [] };

type ListSection = Exclude<SectionName, 'toppers'>;

/**
 * The items of one section, or none while loading, after a failed request, or when the server
 * says the provider failed it (degraded): each block then shows the spec's placeholder.
 */
function listOf<K extends ListSection>(data: HomeData | undefined, key: K): HomeData[K] | readonly never[] {
  if (!data || data.degraded.includes(key)) return NOTHING;
  return Array.isArray(data[key]) ? data[key] : NOTHING;
}

export default function HomePage() {
  const home = useBff<HomeData>(bff.home);
  const data = home.data;
  const busy = home.status === 'loading';
  const opening = useOpeningOverlay();
  const [noticesClosed, setNoticesClosed] = useState(false);

  const notifications = listOf(data, 'notifications');
  const toppers = data && !data.degraded.includes('toppers') ? data.toppers : undefined;
  // The notices wait for the opening overlay so that two dialogs never compete for focus.
  const overlayDone = opening.phase === 'none' || opening.phase === 'closed';

  return (
    <div className="home-page">
      <h1 className="home-sr-only">{school.name}</h1>

      <HighlightsBlock highlights={listOf(data, 'highlights')} busy={busy} />
      <RegistrationBlock notices={listOf(data, 'registration')} busy={busy} />
      <HeroSlider />
      <QuickLinks />

      <div className="home-columns">
        <NewsBlock news={listOf(data, 'news')} busy={busy} />
        <AboutBlock />
      </div>

      <EventsBlock events={listOf(data, 'events')} busy={busy} />

      <div className="home-columns home-columns--three">
        <ToppersBlock
          title={homeContent.headings.toppersX}
          section={toppers?.X ?? NO_TOPPERS}
          more={{ to: paths.topperX, label: homeContent.links.toppersX }}
          busy={busy}
        />
        <BirthdaysBlock birthdays={listOf(data, 'birthdays')} busy={busy} />
        <ToppersBlock
          title={homeContent.headings.toppersXII}
          section={toppers?.XII ?? NO_TOPPERS}
          more={{ to: paths.topperXII, label: homeContent.links.toppersXII }}
          busy={busy}
        />
      </div>

      <ManagementBlock />
      <GalleryBlock albums={listOf(data, 'gallery')} busy={busy} />

      {opening.phase === 'open' && <FireworksOverlay onClose={opening.close} />}
      <NotificationsDialog
        items={notifications}
        open={overlayDone && !noticesClosed && notifications.length > 0}
        onClose={() => setNoticesClosed(true)}
      />
    </div>
  );
}
