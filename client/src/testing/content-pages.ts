// A stand-in /bff/pages answer for router tests; the real pages are tested in content/ and server/content.
import type { ContentPage } from '@shared/content-schema.ts';
import { CONTENT_PAGE_SLUGS } from '@shared/content-pages.ts';
import { routeTable } from '@/app/routes.ts';
import { TEST_SCHOOL } from './site-fixture.ts';
import { ENGLISH_WORDS, pageTitleAt } from '@shared/words.ts';

/** The answer to GET `url`, or undefined if not /bff/pages/<known slug>. */
export function contentPageAt(url: string): ContentPage | undefined {
  const slug = /^\/bff\/pages\/([^/?]+)$/.exec(url)?.[1];
  if (!slug || !(CONTENT_PAGE_SLUGS as readonly string[]).includes(slug)) return undefined;
  // Titles and sections as the site's words and route table give them.
  const route = routeTable.find((entry) => entry.path === `/${slug}`);
  const title = pageTitleAt(ENGLISH_WORDS, `/${slug}`) ?? slug;
  return {
    slug,
    title,
    section: route?.section ? ENGLISH_WORDS.groups[route.section] : 'About',
    description: `What the ${title} page of ${TEST_SCHOOL.name} says, from its front matter.`,
    lead: 'The opening paragraph.',
    updated: '2026-11-20',
    html: `<h2 id="first-part">First part</h2><p>Text with a <a href="/rules">link to the rules</a>.</p><h3>Detail</h3><ul class="content-list"><li>One</li></ul><h2 id="second-part">Second part</h2><p>More.</p>`,
    toc: [
      { id: 'first-part', text: 'First part' },
      { id: 'second-part', text: 'Second part' },
    ],
  };
}
