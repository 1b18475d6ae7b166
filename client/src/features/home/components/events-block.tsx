import type { EventItem } from '@shared/types.ts';
import { formatDate } from '@shared/dates.ts';
import { HOME_IMAGES, homeCardSizes, type CardsPerView } from '../home-text.ts';
import { useWords } from '@/lib/site.ts';
import { itemPaths, paths } from '@/config/paths.ts';
import { PageLink } from '@/lib/page-context.tsx';
import { Carousel } from '@/components/carousel/carousel.tsx';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { HomeSection } from './home-section.tsx';
import { CAROUSEL_TIMING } from './carousel-timing.ts';

const CARDS: CardsPerView = {
  widest: 3,
  breakpoints: [
    { below: 992, slidesToShow: 2 },
    { below: 600, slidesToShow: 1 },
  ],
};
const CARD_SIZES = homeCardSizes(CARDS);

function EventCard({ event }: { event: EventItem }) {
  const { home, dates } = useWords();
  const words = home.events;
  return (
    <article className="home-card home-card--event">
      <FallbackImage
        className="home-card__image"
        src={event.image}
        fallbackSrc={HOME_IMAGES.event}
        alt=""
        width={400}
        sizes={CARD_SIZES}
        maxWidth={960}
        height={250}
      />
      <div className="home-card__body">
        {event.date && (
          <time className="home-card__date" dateTime={event.date}>
            {formatDate(event.date, dates)}
          </time>
        )}
        <h3 className="home-card__title">
          <PageLink to={itemPaths.event(event.id)}>{event.title}</PageLink>
        </h3>
        {event.venue && (
          <p className="home-card__meta">
            <span className="home-card__label">{words.venue}</span> {event.venue}
          </p>
        )}
        {event.time && (
          <p className="home-card__meta">
            <span className="home-card__label">{words.time}</span> {event.time}
          </p>
        )}
      </div>
    </article>
  );
}

/** Events carousel: 3 cards, 2 below 992 px, 1 below 600 px. */
export function EventsBlock({ events }: { events: readonly EventItem[] }) {
  const homeText = useWords().home;
  return (
    <HomeSection
      title={homeText.headings.events}
      more={{ to: paths.events, label: homeText.links.allEvents }}
      className="home-events"
    >
      {events.length === 0 ? (
        <div className="home-placeholder-row">
          <article className="home-card home-card--event home-card--placeholder">
            <img className="home-card__image" src={HOME_IMAGES.event} alt="" width={400} height={250} loading="lazy" />
            <div className="home-card__body">
              <p className="home-card__title">{homeText.events.empty}</p>
            </div>
          </article>
        </div>
      ) : (
        <Carousel
          role="group"
          label={homeText.headings.events}
          words={homeText.carousel}
          slidesToShow={CARDS.widest}
          breakpoints={CARDS.breakpoints}
          {...CAROUSEL_TIMING}
        >
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </Carousel>
      )}
    </HomeSection>
  );
}
