import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteData } from '@shared/content-schema.ts';
import { ShareLinks } from '@/components/share/share-links.tsx';
import { siteWrapper } from '@/testing/render-with-page.tsx';
import { stubMatchMedia } from '@/testing/match-media.ts';
import { TEST_SITE } from '@/testing/site-fixture.ts';
import { GalleryBlock } from './gallery-block.tsx';

/** The test school with some words of its own (as its words.yaml would give them). */
const OWN_WORDS: SiteData = {
  ...TEST_SITE,
  words: {
    ...TEST_SITE.words,
    links: {
      ...TEST_SITE.words.links,
      newTab: '(nayi tab mein khulta hai)',
      share: { ...TEST_SITE.words.links.share, group: 'Bhejein: {title}', whatsApp: 'WhatsApp par bhejein' },
    },
    lists: {
      ...TEST_SITE.words.lists,
      photo: { ...TEST_SITE.words.lists.photo, countOne: 'Ek tasveer', count: '{count} tasveerein' },
    },
    home: {
      ...TEST_SITE.words.home,
      carousel: { ...TEST_SITE.words.home.carousel, previous: 'Pichhla', next: 'Agla', slide: '{n} / {count}' },
    },
  },
};

const album = (id: string, photoCount: number) => ({
  id,
  title: `Album ${id}`,
  description: '',
  date: null,
  image: '/bff/media/public/gallery/cover.webp',
  photoCount,
});

describe("a school's own words", () => {
  beforeEach(() => {
    stubMatchMedia(() => false);
    // No share sheet: the WhatsApp link shows.
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('name the share buttons and their new-tab note', () => {
    render(<ShareLinks title="Sports Day" path="/news?id=1" />, { wrapper: siteWrapper(OWN_WORDS) });
    const group = screen.getByRole('group', { name: 'Bhejein: Sports Day' });
    // The same markup as in English: the note in a hidden span after the label.
    expect(within(group).getByRole('link', { name: /^WhatsApp par bhejein/ })).toHaveTextContent(
      'WhatsApp par bhejein (nayi tab mein khulta hai)',
    );
    expect(screen.queryByText(/Share on WhatsApp/)).toBeNull();
  });

  it("count Home's album photos and name its carousel's buttons and slides", () => {
    const albums = [album('a', 1), album('b', 12), album('c', 3), album('d', 4), album('e', 5)];
    render(<GalleryBlock albums={albums} />, { wrapper: siteWrapper(OWN_WORDS) });
    expect(screen.getByText('Ek tasveer')).toBeInTheDocument();
    expect(screen.getByText('12 tasveerein')).toBeInTheDocument();
    expect(screen.queryByText(/photos?$/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Agla' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 / 5' })).toBeInTheDocument();
  });
});
