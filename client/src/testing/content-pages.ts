// A stand-in /bff/pages answer for router tests; the real pages are tested in content/ and server/content.
import type { ContentPage } from '@shared/content-schema.ts';
import { CONTENT_PAGE_SLUGS } from '@shared/content-pages.ts';
import { routeTable } from '@/app/routes.ts';
import { TEST_SCHOOL } from './site-fixture.ts';

/** The answer to GET `url`, or undefined if not /bff/pages/<known slug>. */
export function contentPageAt(url: string): ContentPage | undefined {
  const slug = /^\/bff\/pages\/([^/?]+)$/.exec(url)?.[1];
  if (!slug || !(CONTENT_PAGE_SLUGS as readonly string[]).includes(slug)) return undefined;
  // Titles as in the route table.
  const route = routeTable.find((entry) => entry.path === `/${slug}`);
  return {
    slug,
    title: route?.title ?? slug,
    section: route?.section ?? 'About',
    description: `What the ${route?.title ?? slug} page of ${TEST_SCHOOL.name} says, from its front matter.`,
    lead: 'The opening paragraph.',
    updated: '2026-11-20',
    html: `<h2 id="first-part">First part</h2><p>Text with a <a href="/rules">link to the rules</a>.</p><h3>Detail</h3><ul class="content-list"><li>One</li></ul><h2 id="second-part">Second part</h2><p>More.</p>`,
    toc: [
      { id: 'first-part', text: 'First part' },
      { id: 'second-part', text: 'Second part' },
    ],
  };
}
