import { fillWords, type Words } from '@shared/words.ts';
import { marksText } from '@/lib/marks.ts';
import type { ToppersSection, Topper } from '@shared/types.ts';
import { HOME_IMAGES, PERSON_PHOTO_SIZES } from '../home-text.ts';
import { Carousel } from '@/components/carousel/carousel.tsx';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { HomeSection } from './home-section.tsx';
import { CAROUSEL_TIMING } from './carousel-timing.ts';
import { PERSON_CAROUSEL_BREAKPOINTS, PERSON_PHOTO } from './person-card.ts';
import { useWords } from '@/lib/site.ts';

export interface ToppersBlockProps {
  title: string;
  section: ToppersSection;
  more: { to: string; label: string };
}

function TopperCard({ topper }: { topper: Topper }) {
  const words = useWords();
  return (
    <article className="home-card home-card--person">
      <FallbackImage
        className="home-card__photo"
        src={topper.photo}
        fallbackSrc={HOME_IMAGES.student}
        alt={fillWords(words.home.photoOf, { name: topper.name })}
        {...PERSON_PHOTO}
        sizes={PERSON_PHOTO_SIZES}
        maxWidth={640}
      />
      <div className="home-card__body">
        <h3 className="home-card__title">{topper.name}</h3>
        {topper.stream && <p className="home-card__meta">{topper.stream}</p>}
        {topper.marks !== null && (
          <p className="home-card__marks">
            {fillWords(words.lists.toppers.marks, { marks: marksText(topper.marks, words.lists.toppers.total) })}
          </p>
        )}
      </div>
    </article>
  );
}

function PlaceholderCard() {
  const { placeholders } = useWords();
  const { name, stream, marks } = placeholders.topper;
  return (
    <article className="home-card home-card--person home-card--placeholder">
      <img className="home-card__photo" src={HOME_IMAGES.student} alt="" {...PERSON_PHOTO} loading="lazy" />
      <div className="home-card__body">
        <p className="home-card__title">{name}</p>
        <p className="home-card__meta">{stream}</p>
        <p className="home-card__marks">{marks}</p>
      </div>
    </article>
  );
}

/** The session shown, and why when a class falls back to an older one. */
function sessionNote(section: ToppersSection, words: Words['home']['toppers']): string | undefined {
  if (!section.session) return undefined;
  return fillWords(section.fellBack ? words.latestSession : words.session, { session: section.session });
}

/** One class's toppers for the session the server chose (current, or latest with results). */
export function ToppersBlock({ title, section, more }: ToppersBlockProps) {
  const { home } = useWords();
  const note = sessionNote(section, home.toppers);
  const words = home.carousel;
  const label = section.session ? fillWords(home.toppers.label, { title, session: section.session }) : title;
  return (
    <HomeSection title={title} note={note} more={more} moreBelow className="home-people">
      {section.items.length === 0 ? (
        <div className="home-placeholder-row">
          <PlaceholderCard />
        </div>
      ) : (
        <Carousel
          role="group"
          label={label}
          words={words}
          breakpoints={PERSON_CAROUSEL_BREAKPOINTS}
          {...CAROUSEL_TIMING}
        >
          {section.items.map((topper) => (
            <TopperCard key={topper.id} topper={topper} />
          ))}
        </Carousel>
      )}
    </HomeSection>
  );
}
