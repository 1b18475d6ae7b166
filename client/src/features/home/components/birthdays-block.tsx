import { fillWords } from '@shared/words.ts';
import type { Birthday, BirthdaysShown } from '@shared/types.ts';
import { HOME_IMAGES, PERSON_PHOTO_SIZES } from '../home-text.ts';
import { useWords } from '@/lib/site.ts';
import { Carousel } from '@/components/carousel/carousel.tsx';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { HomeSection } from './home-section.tsx';
import { CAROUSEL_TIMING } from './carousel-timing.ts';
import { PERSON_CAROUSEL_BREAKPOINTS, PERSON_PHOTO } from './person-card.ts';

function BirthdayCard({ birthday, withPhoto }: { birthday: Birthday; withPhoto: boolean }) {
  const words = useWords().home;
  return (
    <article className="home-card home-card--person">
      {/* Spec section 4: a failed photo falls back to the default; names-only shows no picture. */}
      {withPhoto && (
        <FallbackImage
          className="home-card__photo"
          src={birthday.photo}
          fallbackSrc={HOME_IMAGES.student}
          alt={fillWords(words.photoOf, { name: birthday.name })}
          {...PERSON_PHOTO}
          sizes={PERSON_PHOTO_SIZES}
          maxWidth={640}
        />
      )}
      <div className="home-card__body">
        <h3 className="home-card__title">{birthday.name}</h3>
        {birthday.class && (
          <p className="home-card__meta">{fillWords(words.birthdayClass, { class: birthday.class })}</p>
        )}
      </div>
    </article>
  );
}

/** Today's birthdays, as far as `shown` allows (never `off`: Home omits the block). */
export function BirthdaysBlock({ birthdays, shown }: { birthdays: readonly Birthday[]; shown: BirthdaysShown }) {
  const { home: homeText, placeholders } = useWords();
  return (
    <HomeSection
      title={homeText.headings.birthdays}
      note={homeText.birthdaysNote}
      className="home-people home-birthdays"
    >
      {birthdays.length === 0 ? (
        <div className="home-placeholder-row">
          <article className="home-card home-card--person home-card--placeholder">
            <img className="home-card__photo" src={HOME_IMAGES.student} alt="" {...PERSON_PHOTO} loading="lazy" />
            <div className="home-card__body">
              <p className="home-card__title">{placeholders.birthday.name}</p>
              <p className="home-card__meta">{placeholders.birthday.class}</p>
            </div>
          </article>
        </div>
      ) : (
        <Carousel
          role="group"
          label={homeText.headings.birthdays}
          words={homeText.carousel}
          breakpoints={PERSON_CAROUSEL_BREAKPOINTS}
          {...CAROUSEL_TIMING}
        >
          {birthdays.map((birthday) => (
            <BirthdayCard key={birthday.id} birthday={birthday} withPhoto={shown === 'photos'} />
          ))}
        </Carousel>
      )}
    </HomeSection>
  );
}
