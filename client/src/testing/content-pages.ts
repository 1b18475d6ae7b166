// A stand-in /bff/pages answer for tests that render text pages through the router. The real pages
// (content/pages/*.md) are tested where they are made (content/pages.test.ts, server/content) and
// in the browser tests.
import type { ContentPage } from '@shared/content-schema.ts';
import { CONTENT_PAGE_SLUGS } from '@shared/content-pages.ts';
import { routeTable } from '@/app/routes.ts';
import { TEST_SCHOOL } from './site-fixture.ts';

/** The page a GET of `url` would answer, or undefined when `url` is not /bff/pages/<known slug>. */
export function contentPageAt(url: string): ContentPage | undefined {
  const slug = /^\/bff\/pages\/([^/?]+)$/.exec(url)?.[1];
  if (!slug || !(CONTENT_PAGE_SLUGS as readonly string[]).includes(slug)) return undefined;
  // The example school's front matter names its pages as the route table does.
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
