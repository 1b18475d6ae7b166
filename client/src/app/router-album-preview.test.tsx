import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '@/components/filters/filters-test-utils.tsx';
import { TEST_SCHOOL as school } from '@/testing/site-fixture.ts';
import { ALBUM, descriptionMeta, pageHeading, renderAt, serveBffInEachTest } from './router.fixtures.tsx';

serveBffInEachTest();

const meta = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ??
  document.head.querySelector(selector)?.getAttribute('href');
const origin = () => window.location.origin;

describe('an album and its photos preview as themselves', () => {
  beforeEach(() => {
    const photos = ['/bff/media/public/Images/gallery/1.jpg', '/bff/media/public/Images/gallery/2.jpg'];
    stubFetch((url) =>
      url === '/bff/gallery/abc123'
        ? jsonResponse({ ...ALBUM, description: 'Races and relays.', photos, total: 2 })
        : errorResponse(404, 'Not Found'),
    );
  });

  it("previews an album with its cover photo on the site's origin and its name, date and count", async () => {
    renderAt('/subGallery?id=abc123');
    expect(await pageHeading()).toHaveTextContent('Sports Day');
    await waitFor(() => expect(document.title).toBe(`Sports Day | ${school.name}`));
    expect(descriptionMeta()).toBe('Sports Day, 20 Dec 2024: 2 photos. Races and relays.');
    const cover = `${origin()}/bff/media/public/Images/gallery/1.jpg?w=960`;
    expect(meta('meta[property="og:image"]')).toBe(cover);
    expect(meta('meta[name="twitter:image"]')).toBe(cover);
    expect(meta('link[rel="canonical"]')).toBe(`${origin()}/subGallery?id=abc123`);
  });

  it("previews a photo's address with that photo, at that address", async () => {
    renderAt('/subGallery?id=abc123&photo=2');
    expect(await pageHeading()).toHaveTextContent('Sports Day');
    await waitFor(() => expect(document.title).toBe(`Sports Day: Photo 2 of 2 | ${school.name}`));
    expect(descriptionMeta()).toBe('Photo 2 of 2 from Sports Day. Races and relays.');
    expect(meta('meta[property="og:image"]')).toBe(`${origin()}/bff/media/public/Images/gallery/2.jpg?w=960`);
    expect(meta('meta[property="og:url"]')).toBe(`${origin()}/subGallery?id=abc123&photo=2`);
  });

  it('previews the album for a photo it does not have', async () => {
    renderAt('/subGallery?id=abc123&photo=7');
    await waitFor(() => expect(document.title).toBe(`Sports Day | ${school.name}`));
    expect(meta('link[rel="canonical"]')).toBe(`${origin()}/subGallery?id=abc123`);
  });
});
