import { fillWords } from '@shared/words.ts';
import { HOME_IMAGES } from '../home-text.ts';
import { useSchool, useWords } from '@/lib/site.ts';
import { contentImageUrl } from '@shared/links.ts';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { HomeSection } from './home-section.tsx';

/** Patron, manager, principal and vice principal, from the school's content file. */
export function ManagementBlock() {
  const homeText = useWords().home;
  const people = useSchool().management ?? [];
  if (people.length === 0) return null;
  return (
    <HomeSection title={homeText.headings.management} className="home-management">
      <ul className="home-management__list">
        {people.map((person) => (
          <li key={person.role} className="home-card home-card--management">
            {person.photo ? (
              <FallbackImage
                className="home-card__photo home-card__photo--portrait"
                src={contentImageUrl(person.photo)}
                fallbackSrc={HOME_IMAGES.student}
                alt={fillWords(homeText.photoOf, { name: person.name })}
                width={140}
                height={140}
                sizes="140px"
                maxWidth={320}
              />
            ) : null}
            <div className="home-card__body">
              <h3 className="home-card__title">{person.name}</h3>
              <p className="home-card__role">{person.role}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
