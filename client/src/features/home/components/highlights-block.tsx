import type { Highlight } from '@shared/types.ts';
import { fillWords } from '@shared/words.ts';
import { useWords } from '@/lib/site.ts';
import { ExternalLink } from './external-link.tsx';
import { HomeSection } from './home-section.tsx';

/** Highlights shown at once; the rest fold under "More highlights", which opens without scripts. */
export const HIGHLIGHTS_SHOWN = 2;

function HighlightLine({ highlight, attachment }: { highlight: Highlight; attachment: string }) {
  return (
    <li className="home-highlights__item">
      <span>{highlight.description}</span>
      {highlight.attachment ? (
        <>
          {' '}
          <ExternalLink href={highlight.attachment}>{attachment}</ExternalLink>
        </>
      ) : null}
    </li>
  );
}

/** The school's highlights as a still list (nothing on Home moves by itself), the first few open. */
export function HighlightsBlock({ highlights }: { highlights: readonly Highlight[] }) {
  const { home: homeText, placeholders } = useWords();
  const words = homeText.highlights;
  if (highlights.length === 0) {
    return (
      <HomeSection title={homeText.headings.highlights} className="home-highlights">
        <ul className="home-highlights__list">
          <li className="home-highlights__item">{placeholders.highlights}</li>
          <li className="home-highlights__item">{placeholders.highlightsMore}</li>
        </ul>
      </HomeSection>
    );
  }
  const rest = highlights.slice(HIGHLIGHTS_SHOWN);
  return (
    <HomeSection title={homeText.headings.highlights} className="home-highlights">
      <ul className="home-highlights__list">
        {highlights.slice(0, HIGHLIGHTS_SHOWN).map((h) => (
          <HighlightLine key={h.id} highlight={h} attachment={words.attachment} />
        ))}
      </ul>
      {rest.length > 0 ? (
        <details className="home-highlights__more">
          <summary>{fillWords(words.more, { count: String(rest.length) })}</summary>
          <ul className="home-highlights__list">
            {rest.map((h) => (
              <HighlightLine key={h.id} highlight={h} attachment={words.attachment} />
            ))}
          </ul>
        </details>
      ) : null}
    </HomeSection>
  );
}
