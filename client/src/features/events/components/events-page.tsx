import type { ReactNode } from 'react';
import { formatDate } from '@shared/dates.ts';
import { upcomingThenPast } from '@shared/list-filters.ts';
import type { EventItem, IsoDate } from '@shared/types.ts';
import { feeds, googleCalendarEventUrl, itemPaths, paths } from '@/config/paths.ts';
import { CalendarLinks, useAndroid } from '@/components/calendar/calendar-links.tsx';
import { useWords } from '@/lib/site.ts';
import { ItemPage } from '@/components/share/item-page.tsx';
import { PageLink } from '@/lib/page-context.tsx';
import { findById, useItemId, useItemLinks } from '@/lib/shared-item.ts';
import { AttachmentLink } from '@/components/ui/attachment-link.tsx';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { countLabel } from '@/components/filters/dated-list.ts';
import { cardGridSizes, DatedListPage } from '@/components/filters/dated-list-page.tsx';
import { EVENT_ITEM_PARAM, EVENT_PLACEHOLDER_IMAGE, useAllEvents } from '../api/events-api.ts';
import './events-page.css';

/** Cards of the widest layout's first row load eagerly. */
const FIRST_ROW = 3;

const PAGE_SIZE = 12;

/** The groups' order, so "Show more" follows it. */
function upcomingFirst(items: readonly EventItem[], today: IsoDate): EventItem[] {
  const { upcoming, past } = upcomingThenPast(items, today);
  return [...upcoming, ...past];
}

export default function EventsPage() {
  const id = useItemId(EVENT_ITEM_PARAM);
  return id === null ? <EventsList /> : <EventPage id={id} />;
}

/** One event on its own page (`/events?id=`). */
function EventPage({ id }: { id: string }) {
  const { items, today } = useAllEvents();
  const item = findById(items, id);
  const links = useItemLinks(paths.events, EVENT_ITEM_PARAM);
  const words = useWords().lists.events;
  return (
    <ItemPage
      share={item && { title: item.title, path: itemPaths.event(item.id) }}
      back={{ to: links.list, label: words.all }}
      gone="event"
    >
      {item ? (
        <article className="event-single">
          <FallbackImage
            className="event-single__image"
            src={item.image}
            fallbackSrc={EVENT_PLACEHOLDER_IMAGE}
            width={800}
            height={500}
            sizes="(min-width: 800px) 48rem, 100vw"
            maxWidth={1280}
            alt=""
            loading="eager"
          />
          <EventDetails item={item} upcoming={item.date !== null && item.date >= today} />
        </article>
      ) : null}
    </ItemPage>
  );
}

function EventsList() {
  const { today } = useAllEvents();
  const words = useWords().lists.events;
  return (
    <DatedListPage
      name="events"
      heading={words.heading}
      filterLabel={words.filter}
      countText={(total) => countLabel(total, words)}
      useItems={useAllEvents}
      pageSize={PAGE_SIZE}
      order={(items) => upcomingFirst(items, today)}
      intro={<CalendarLinks />}
      renderItems={(items) =>
        items.length === 0 ? (
          <p className="events-page__empty">{words.empty}</p>
        ) : (
          <EventGroups items={items} today={today} />
        )
      }
    />
  );
}

/**
 * Upcoming events soonest first, then past ones latest first (a parent looks for what is next).
 * "Today" is the school's date at load (events-api.ts), so hydration shows the server's groups.
 */
function EventGroups({ items, today }: { items: readonly EventItem[]; today: IsoDate }) {
  const links = useItemLinks(paths.events, EVENT_ITEM_PARAM);
  const words = useWords().lists.events;
  const { upcoming, past } = upcomingThenPast(items, today);
  const groups = [
    { id: 'events-upcoming', heading: words.upcoming, items: upcoming },
    { id: 'events-past', heading: words.past, items: past },
  ].filter((group) => group.items.length > 0);
  return groups.map((group, g) => {
    // The page's first row is eager, whichever group it is in.
    const before = groups.slice(0, g).reduce((sum, earlier) => sum + earlier.items.length, 0);
    return (
      <section key={group.id} className="events-page__group" aria-labelledby={group.id}>
        <h3 id={group.id} className="events-page__group-heading">
          {group.heading}
        </h3>
        <ul className="event-grid card-grid">
          {group.items.map((item, i) => (
            <EventCard
              key={item.id}
              item={item}
              href={links.item(item.id)}
              eager={before + i < FIRST_ROW}
              upcoming={group.id === 'events-upcoming'}
            />
          ))}
        </ul>
      </section>
    );
  });
}

function EventCard({
  item,
  href,
  eager,
  upcoming,
}: {
  item: EventItem;
  href: string;
  eager: boolean;
  upcoming: boolean;
}) {
  return (
    <li className="event-card">
      <article>
        <FallbackImage
          className="event-card__image"
          src={item.image}
          fallbackSrc={EVENT_PLACEHOLDER_IMAGE}
          width={400}
          height={250}
          sizes={cardGridSizes(false)}
          maxWidth={960}
          // The title names the event; alt text would repeat it.
          alt=""
          loading={eager ? 'eager' : 'lazy'}
        />
        <div className="event-card__body">
          <EventDetails
            item={item}
            upcoming={upcoming}
            heading={
              <h4 className="event-card__title">
                <PageLink to={href}>{item.title}</PageLink>
              </h4>
            }
          />
        </div>
      </article>
    </li>
  );
}

/** An event's date, heading, details, file and calendar link. */
function EventDetails({ item, upcoming, heading }: { item: EventItem; upcoming: boolean; heading?: ReactNode }) {
  const { lists, dates } = useWords();
  const words = lists.events;
  return (
    <>
      {item.date ? (
        <time className="event-card__date" dateTime={item.date}>
          {formatDate(item.date, dates)}
        </time>
      ) : null}
      {heading}
      {item.description ? <p className="event-card__text">{item.description}</p> : null}
      {item.venue || item.time ? (
        <dl className="event-card__facts">
          {item.venue ? (
            <div>
              <dt>{words.venue}</dt>
              <dd>{item.venue}</dd>
            </div>
          ) : null}
          {item.time ? (
            <div>
              <dt>{words.time}</dt>
              <dd>{item.time}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {item.attachment ? (
        <AttachmentLink
          className="event-card__link"
          href={item.attachment}
          title={item.title}
          size={item.attachmentSize}
        />
      ) : null}
      {upcoming && item.date ? <AddToCalendar item={item} date={item.date} /> : null}
    </>
  );
}

/** One event into the phone's calendar: Google Calendar's page on Android, the .ics file elsewhere. */
function AddToCalendar({ item, date }: { item: EventItem; date: IsoDate }) {
  const label = useWords().year.addToCalendar;
  const android = useAndroid();
  const common = { className: 'event-card__link event-card__link--calendar', 'aria-label': `${label}: ${item.title}` };
  if (android) {
    const details = [item.time, item.description].filter(Boolean).join('\n\n');
    const google = googleCalendarEventUrl({
      title: item.title,
      date,
      details,
      ...(item.venue ? { location: item.venue } : {}),
    });
    return (
      <a {...common} href={google} rel="noopener">
        {label}
      </a>
    );
  }
  return (
    <a {...common} href={feeds.eventCalendar(item.id)} download={`event-${item.id}.ics`}>
      {label}
    </a>
  );
}
