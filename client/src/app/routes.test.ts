import { describe, expect, it } from 'vitest';
import { aliases, paths } from '@/config/paths.ts';
import { mainMenuFor, siteMapFor, type MenuEntry } from '@/components/layout/menu-items.ts';
import { CONTENT_PAGE_SLUGS, RESERVED_SLUGS } from '@shared/content-pages.ts';
import type { SiteData } from '@shared/content-schema.ts';
import { TEST_PAGES, TEST_SCHOOL as school, TEST_SITE } from '@/testing/site-fixture.ts';
import { SPEC_ROUTES } from '@/testing/spec-routes.ts';
import { ENGLISH_WORDS, type Words } from '@shared/words.ts';
import { documentTitle, findRoute, pageDescription, routeTable, shownMeta, type RouteEntry } from './routes.ts';

// Each text page's description is its front matter's.
const site: SiteData = TEST_SITE;
const mainMenu = mainMenuFor(site);
/** A route's meta in `words`. */
const shown = (route: RouteEntry, words: Words = ENGLISH_WORDS) => shownMeta(route, route.path, words);

const specAliases: Record<string, string> = {
  '/feeStructure': '/feestructure',
  '/SubGallery': '/subGallery',
};

describe('route table', () => {
  it.each(SPEC_ROUTES)('has %s with a title, a section and a description', (path) => {
    const route = findRoute(path);
    expect(route, path).toBeDefined();
    expect(route?.path).toBe(path);
    expect(shown(route!).title.trim()).not.toBe('');
    const description = pageDescription(shown(route!), site);
    expect(description.length).toBeGreaterThan(40);
    expect(description.length).toBeLessThanOrEqual(160);
    if (path === '/') {
      expect(route?.section).toBeNull();
      expect(route?.banner).toBe(false);
    } else {
      expect(shown(route!).section?.trim()).toBeTruthy();
      expect(route?.banner).toBe(true);
    }
    expect(typeof route?.load).toBe('function');
  });

  it.each(Object.entries(specAliases))('serves the alias %s as the page %s', (alias, canonical) => {
    expect(findRoute(alias)?.path).toBe(canonical);
    expect(findRoute(canonical)?.aliases).toContain(alias);
  });

  it('has exactly the spec routes, each once, plus the accessibility statement, the site map, search and the school year', () => {
    expect(routeTable.map((r) => r.path).sort()).toEqual(
      [...SPEC_ROUTES, '/accessibility', '/site-map', '/search', '/calendar'].sort(),
    );
  });

  it('is exact about letter case', () => {
    expect(findRoute('/tc')).toBeUndefined();
    expect(findRoute('/About')).toBeUndefined();
  });

  it('gives every page a distinct description', () => {
    const descriptions = routeTable.map((r) => pageDescription(shown(r), site));
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('takes every description from the content: front matter, home.description or pageText', () => {
    expect(pageDescription(shown(findRoute(paths.rules)!), site)).toBe(
      site.pages.find((p) => p.slug === 'rules')?.description,
    );
    expect(pageDescription(shown(findRoute(paths.home)!), site)).toBe(school.home!.description);
    expect(pageDescription(shown(findRoute(paths.topperX)!), site)).toBe(school.pageText!.topperX!.description);
    const cbse = {
      ...school,
      pageText: {
        ...school.pageText,
        topperX: { title: 'Class X Board Results', description: 'CBSE Class X toppers.' },
      },
    };
    expect(pageDescription(shown(findRoute(paths.topperX)!), { ...site, school: cbse })).toBe('CBSE Class X toppers.');
  });

  it("titles each page in the site's words, and its breadcrumb section by its group's name", () => {
    const words: Words = {
      ...ENGLISH_WORDS,
      pages: { ...ENGLISH_WORDS.pages, '/topperX': 'Class X Board Results' },
      groups: { ...ENGLISH_WORDS.groups, updates: 'What is new' },
    };
    expect(shown(findRoute(paths.topperX)!, words)).toMatchObject({
      title: 'Class X Board Results',
      section: 'What is new',
    });
    expect(shown(findRoute(paths.topperXII)!, words).title).toBe('Class XII Toppers');
    // An album is under its gallery page, by that page's title.
    expect(shown(findRoute(paths.subGallery)!, words)).toMatchObject({ title: 'Album', section: 'Photo Gallery' });
    expect(shownMeta(findRoute(paths.about)!, undefined, words).title).toBe('Page not found');
  });

  it('titles documents "<Page> | <school>", and the home page "<school> | <tagline>"', () => {
    expect(documentTitle(shown(findRoute('/rules')!), school)).toBe(`School Rules | ${school.name}`);
    expect(documentTitle(shown(findRoute('/')!), school)).toBe(`${school.name} | ${school.tagline}`);
  });

  it('uses each menu group as the breadcrumb section of the pages in it', () => {
    for (const entry of mainMenu) {
      if (entry.kind !== 'group') continue;
      for (const item of entry.items) {
        if (item.kind !== 'page' || item.to === paths.home) continue;
        expect(findRoute(item.to)?.section, `${entry.label} › ${item.label}`).toBe(entry.id);
      }
    }
  });

  it('has a menu with the spec groups in order', () => {
    expect(mainMenu.map((e) => e.label)).toEqual([
      'Home',
      'Updates',
      'About',
      'Academics',
      'Prospectus',
      'School Online',
      'Download',
      'Contact',
    ]);
  });
});

describe("the school's own pages", () => {
  const pages: SiteData['pages'] = [
    ...TEST_PAGES.filter((page) => page.slug !== 'rules'),
    {
      slug: 'transport',
      title: 'School Transport',
      section: 'Prospectus',
      description: 'Bus routes.',
      menu: 'prospectus',
    },
    { slug: 'canteen', title: 'Canteen', section: 'About', description: 'What the canteen serves.' },
    // A page of the site never moves, whatever its front matter says.
    { slug: 'rules', title: 'School Rules', section: 'Academics', description: 'Rules.', menu: 'about' },
  ];

  it('puts a page at the end of the menu group its front matter names, and no other', () => {
    const menu = mainMenuFor({ ...site, pages });
    const prospectus = menu.find((e) => e.kind === 'group' && e.label === 'Prospectus');
    expect(prospectus?.kind === 'group' && prospectus.items.at(-1)).toEqual({
      kind: 'page',
      label: 'School Transport',
      to: '/transport',
    });
    const about = menu.find((e) => e.kind === 'group' && e.label === 'About');
    expect(about?.kind === 'group' && about.items.map((i) => i.label)).toEqual([
      'Introduction',
      'Aims & Objectives',
      'Our Motto',
    ]);
  });

  it("cannot take an address of the site's: every page path is a content page or reserved", () => {
    const taken = new Set<string>([...CONTENT_PAGE_SLUGS, ...RESERVED_SLUGS]);
    const pagePaths = [...Object.values(paths), ...Object.keys(aliases)].filter((path) => path !== '/');
    for (const path of pagePaths) expect(taken.has(path.split('/')[1] ?? ''), path).toBe(true);
  });

  it('lists every page on the site map: the menu, the pages only the footer reaches, and own pages outside the menu', () => {
    const map = siteMapFor({ ...site, pages }, routeTable);
    const links = map.flatMap((g) =>
      g.items.map((i) => (i.kind === 'page' ? `${g.label} ${i.to}` : `${g.label} ${i.href}`)),
    );
    expect(links).toContain('Prospectus /transport');
    expect(links).toContain('About /canteen');
    expect(links).toContain('Contact /accessibility');
    for (const route of routeTable.filter((r) => r.section))
      expect(
        links.some((l) => l.endsWith(` ${route.path}`)),
        route.path,
      ).toBe(true);
    expect(new Set(links).size).toBe(links.length);
  });
});

describe("the site's pages the school has not written", () => {
  // A school with only its about page and one of its own.
  const pages: SiteData['pages'] = [
    ...TEST_PAGES.filter((page) => page.slug === 'about'),
    { slug: 'transport', title: 'School Transport', section: 'About', description: 'Buses.', menu: 'about' },
  ];
  const links = (entries: readonly MenuEntry[]) =>
    entries.flatMap((e) => (e.kind === 'group' ? e.items : [e])).map((i) => (i.kind === 'page' ? i.to : i.href));

  it('are left out of the menu, with a group they would fill alone, and of the site map', () => {
    const menu = mainMenuFor({ ...site, pages });
    expect(links(menu)).toContain('/about');
    expect(links(menu)).toContain('/transport');
    for (const slug of CONTENT_PAGE_SLUGS.filter((s) => s !== 'about')) {
      expect(links(menu), slug).not.toContain(`/${slug}`);
      expect(links(siteMapFor({ ...site, pages }, routeTable)), slug).not.toContain(`/${slug}`);
    }
    // "Prospectus" held only pages of the site: it is gone; "Updates" keeps the ERP's pages.
    const groups = menu.filter((e) => e.kind === 'group').map((e) => e.label);
    expect(groups).not.toContain('Prospectus');
    expect(groups).toContain('Updates');
  });
});
