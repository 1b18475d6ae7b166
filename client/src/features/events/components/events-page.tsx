import { useContext, useSyncExternalStore } from 'react';
import { formatDate } from '@shared/dates.ts';
import { upcomingThenPast } from '@shared/list-filters.ts';
import type { EventItem, IsoDate } from '@shared/types.ts';
import { feeds, googleCalendarSubscribeUrl, webcalUrl } from '@/config/paths.ts';
import { SiteOriginContext } from '@/lib/site-origin.ts';
import { AttachmentLink } from '@/components/ui/attachment-link.tsx';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { countLabel } from '@/components/filters/dated-list.ts';
import { DatedListPage } from '@/components/filters/dated-list-page.tsx';
import { EVENT_PLACEHOLDER_IMAGE, useAllEvents } from '../api/events-api.ts';
import './events-page.css';

const noSubscription = () => () => {};

/** Puts every school event in the visitor's own calendar app, kept up to date by the app. */
function CalendarLinks() {
  // The feed's address needs the site's origin: the server renders with its public one (so the
  // links work before and without scripts), the browser then uses the one it is on.
  const serverOrigin = useContext(SiteOriginContext);
  const webcal = useSyncExternalStore(
    noSubscription,
    () => webcalUrl(feeds.eventsCalendar),
    () => webcalUrl(feeds.eventsCalendar, serverOrigin),
  );
  return (
    <p className="events-page__calendar">
      <a href={googleCalendarSubscribeUrl(webcal)} rel="noopener">
        Add to Google Calendar
      </a>
      <span aria-hidden="true"> · </span>
      <a href={webcal}>Subscribe on iPhone or Outlook</a>
      <span aria-hidden="true"> · </span>
      <a href={feeds.eventsCalendar} download="school-events.ics">
        Download calendar (.ics)
      </a>
    </p>
  );
}

/** Cards in the first row of the widest layout; they load at once, the rest when scrolled to. */
const FIRST_ROW = 3;

const PAGE_SIZE = 12;

/** The order of the groups below, so that "Show more" adds the next ones in it. */
function upcomingFirst(items: readonly EventItem[], today: IsoDate): EventItem[] {
  const { upcoming, past } = upcomingThenPast(items, today);
  return [...upcoming, ...past];
}

export default function EventsPage() {
  const { today } = useAllEvents();
  return (
    <DatedListPage
      name="events"
      heading="Events"
      filterLabel="Filter events"
      countText={(total) => countLabel(total, 'event', 'events')}
      useItems={useAllEvents}
      pageSize={PAGE_SIZE}
      order={(items) => upcomingFirst(items, today)}
      intro={<CalendarLinks />}
      renderItems={(items) =>
        items.length === 0 ? (
          <p className="events-page__empty">No events to show for these filters. Stay tuned for more updates.</p>
        ) : (
          <EventGroups items={items} today={today} />
        )
      }
    />
  );
}

/**
 * Upcoming events first, the soonest at the top, then past ones, the latest first: a parent looks
 * for what is next, and the provider's order put the furthest future first with the past mixed in.
 * "Today" is the school's date when the list was loaded (events-api.ts), the server's for the page
 * it sent, so the browser shows the groups the HTML has.
 */
function EventGroups({ items, today }: { items: readonly EventItem[]; today: IsoDate }) {
  const { upcoming, past } = upcomingThenPast(items, today);
  const groups = [
    { id: 'events-upcoming', heading: 'Upcoming events', items: upcoming },
    { id: 'events-past', heading: 'Past events', items: past },
  ].filter((group) => group.items.length > 0);
  return groups.map((group, g) => {
    // The first row of the page loads at once, whichever group it falls in.
    const before = groups.slice(0, g).reduce((sum, earlier) => sum + earlier.items.length, 0);
    return (
      <section key={group.id} className="events-page__group" aria-labelledby={group.id}>
        <h3 id={group.id} className="events-page__group-heading">
          {group.heading}
        </h3>
        <ul className="event-grid card-grid">
          {group.items.map((item, i) => (
            <EventCard key={item.id} item={item} eager={before + i < FIRST_ROW} upcoming={group.id === 'events-upcoming'} />
          ))}
        </ul>
      </section>
    );
  });
}

function EventCard({ item, eager, upcoming }: { item: EventItem; eager: boolean; upcoming: boolean }) {
  return (
    <li className="event-card">
      <article>
        <FallbackImage
          className="event-card__image"
          src={item.image}
          fallbackSrc={EVENT_PLACEHOLDER_IMAGE}
          width={400}
          height={250}
          sizes="(min-width: 992px) 30vw, (min-width: 600px) 45vw, 100vw"
          maxWidth={960}
          // The title below names the event; repeating it as alt text would read it twice.
          alt=""
          loading={eager ? 'eager' : 'lazy'}
        />
        <div className="event-card__body">
          {item.date ? (
            <time className="event-card__date" dateTime={item.date}>
              {formatDate(item.date)}
            </time>
          ) : null}
          <h4 className="event-card__title">{item.title}</h4>
          {item.description ? <p className="event-card__text">{item.description}</p> : null}
          {item.venue || item.time ? (
            <dl className="event-card__facts">
              {item.venue ? (
                <div>
                  <dt>Venue</dt>
                  <dd>{item.venue}</dd>
                </div>
              ) : null}
              {item.time ? (
                <div>
                  <dt>Time</dt>
                  <dd>{item.time}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {item.attachment ? <AttachmentLink className="event-card__link" href={item.attachment} title={item.title} size={item.attachmentSize} /> : null}
          {upcoming ? (
            <a className="event-card__link event-card__link--calendar" href={feeds.eventCalendar(item.id)} download={`event-${item.id}.ics`} aria-label={`Add to calendar: ${item.title}`}>
              Add to calendar
            </a>
          ) : null}
        </div>
      </article>
    </li>
  );
}
