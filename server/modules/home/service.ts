import { buildToppersPage, sortNewestFirst, upcomingThenPast } from '../../../shared/list-filters.ts';
import type { Birthday, BirthdaysShown, HomeData, HomeSection, IsoDate, Topper } from '../../../shared/types.ts';
import type { CacheEntry } from '../../cache/cache.ts';
import type { Sources } from '../../provider/sources.ts';
import type { Services } from '../services.ts';
import { BusyError } from '../../load/busy.ts';
import { admissionFirst, admissionsData } from '../../../shared/admissions.ts';
import type { DateWords } from '../../../shared/dates.ts';
import type { NotificationItem, RegistrationNotice } from '../../../shared/types.ts';
import type { School } from '../../../shared/content-schema.ts';
import { nextHoliday, type SchoolYear } from '../../../shared/school-year.ts';

// How many of each list the home page's blocks show.
const HOME_LIMITS = { news: 10, events: 12, gallery: 12, toppers: 15 } as const;

/** A partial answer is replaced soon, not kept by browsers and CDNs. */
const DEGRADED_POLICY = { maxAgeSeconds: 5, staleSeconds: 0 };

/** Upcoming events, the soonest first, then the most recent ones. */
function homeEvents(events: HomeData['events'], today: IsoDate): HomeData['events'] {
  const { upcoming, past } = upcomingThenPast(events, today);
  return [...upcoming, ...past].slice(0, HOME_LIMITS.events);
}

/** Newest first (undated last, as the provider sent them); the admission notice still leads the dialog. */
export function homeNotices(notices: readonly NotificationItem[]): NotificationItem[] {
  return admissionFirst(sortNewestFirst(notices));
}

/** Today's birthdays as the school shows them: photo and class only with `photos`. */
export function shownBirthdays(birthdays: readonly Birthday[], shown: BirthdaysShown): Birthday[] {
  if (shown === 'off') return [];
  if (shown === 'names') return birthdays.map(({ id, name }) => ({ id, name, class: '', photo: null }));
  return [...birthdays];
}

/** What Home takes from the content folder, with the folder's version. */
export type HomeContent = () => {
  admissions: School['admissions'];
  /** school.yaml's `birthdays`. */
  birthdays: BirthdaysShown;
  schoolYear: SchoolYear | null;
  /** The names in the admission sentences' dates (words.yaml `dates:`). */
  dates: DateWords;
  version: string;
};

export interface HomeOptions {
  thisYear: () => number;
  today: () => IsoDate;
  content: HomeContent;
  onDegraded: (sections: HomeSection[]) => void;
}

/** The home page in one answer; a section failing with nothing cached is empty and named in `degraded`. */
export function homeService(sources: Sources, { thisYear, today, content, onDegraded }: HomeOptions): Services['home'] {
  return async () => {
    const loads: Record<HomeSection, Promise<CacheEntry<unknown>>> = {
      notifications: sources.notifications(),
      highlights: sources.highlights(),
      registration: sources.registration(),
      news: sources.news(),
      events: sources.events(),
      birthdays: sources.birthdays(),
      gallery: sources.gallery(),
      toppers: sources.toppers(),
    };
    const names = Object.keys(loads) as HomeSection[];
    const settled = await Promise.allSettled(Object.values(loads));
    const entries = new Map<HomeSection, CacheEntry<unknown>>();
    const degraded: HomeSection[] = [];
    settled.forEach((result, i) => {
      const name = names[i]!;
      if (result.status === 'fulfilled') entries.set(name, result.value);
      else degraded.push(name);
    });
    // Shedding is no provider failure: refuse the whole answer rather than cache a thin one.
    const shed = settled.find((result) => result.status === 'rejected' && result.reason instanceof BusyError);
    if (shed) throw (shed as PromiseRejectedResult).reason;
    if (degraded.length > 0) onDegraded(degraded);
    const year = thisYear();
    const day = today();
    const list = <T>(name: HomeSection): T[] => (entries.get(name)?.value as T[] | undefined) ?? [];
    const folder = content();
    const shown = folder.birthdays;
    const build = (): HomeData => {
      const toppers = list<Topper>('toppers');
      const section = (cls: 'X' | 'XII') => {
        const page = buildToppersPage(toppers, { class: cls }, year);
        return {
          session: page.session === 'all' ? null : page.session,
          items: page.items.slice(0, HOME_LIMITS.toppers),
          fellBack: page.fellBack,
        };
      };
      return {
        notifications: homeNotices(list<NotificationItem>('notifications')),
        highlights: list('highlights'),
        registration: list('registration'),
        admissions: admissionsData(folder.admissions, list<RegistrationNotice>('registration'), day, folder.dates),
        nextHoliday: folder.schoolYear ? nextHoliday(folder.schoolYear, day) : null,
        today: day,
        news: sortNewestFirst(list<HomeData['news'][number]>('news')).slice(0, HOME_LIMITS.news),
        // Next week's event first, not the year's last (a phone shows one card at a time).
        events: homeEvents(list<HomeData['events'][number]>('events'), day),
        birthdays: shownBirthdays(list<Birthday>('birthdays'), shown),
        birthdaysShown: shown,
        gallery: sortNewestFirst(list<HomeData['gallery'][number]>('gallery')).slice(0, HOME_LIMITS.gallery),
        toppers: { X: section('X'), XII: section('XII') },
        degraded,
      };
    };
    return {
      // By day: what is upcoming changes at the school's midnight.
      key: `/bff/home|${day}`,
      version: `home:${names.map((name) => entries.get(name)?.version ?? 'x').join('.')}:${folder.version}`,
      build,
      ...(degraded.length > 0 ? { policy: DEGRADED_POLICY } : {}),
    };
  };
}
