import type { Highlight } from '@shared/types.ts';
import { useWords } from '@/lib/site.ts';
import { ExternalLink } from './external-link.tsx';
import { HomeSection } from './home-section.tsx';
import { Ticker, type TickerItem } from './ticker.tsx';
import type { Words } from '@shared/words.ts';

function tickerItems(highlights: readonly Highlight[], placeholders: Words['placeholders']): TickerItem[] {
  if (highlights.length === 0) {
    return [placeholders.highlights, placeholders.highlightsMore].map((text) => ({ key: text, text, content: text }));
  }
  return highlights.map((h) => ({
    key: h.id,
    text: h.description,
    content: (
      <>
        <span>{h.description}</span>
        {h.attachment && <ExternalLink href={h.attachment}>View attachment</ExternalLink>}
      </>
    ),
  }));
}

/** The scrolling highlights bar at the top of the page. */
export function HighlightsBlock({ highlights }: { highlights: readonly Highlight[] }) {
  const { home: homeText, placeholders } = useWords();
  return (
    <HomeSection title={homeText.headings.highlights} className="home-highlights">
      <Ticker label={homeText.headings.highlights} items={tickerItems(highlights, placeholders)} />
    </HomeSection>
  );
}
