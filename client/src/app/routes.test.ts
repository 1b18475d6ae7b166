import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { mainMenuFor } from '@/components/layout/menu-items.ts';
import { TEST_SCHOOL as school } from '@/testing/site-fixture.ts';
import { SPEC_ROUTES } from '@/testing/spec-routes.ts';
import { documentTitle, findRoute, pageDescription, routeTable } from './routes.ts';

const mainMenu = mainMenuFor(school);

const specAliases: Record<string, string> = {
  '/feeStructure': '/feestructure',
  '/SubGallery': '/subGallery',
};

describe('route table', () => {
  it.each(SPEC_ROUTES)('has %s with a title, a section and a description', (path) => {
    const route = findRoute(path);
    expect(route, path).toBeDefined();
    expect(route?.path).toBe(path);
    expect(route?.title.trim()).not.toBe('');
    const description = pageDescription(route!, school);
    expect(description.length).toBeGreaterThan(40);
    expect(description.length).toBeLessThanOrEqual(160);
    if (path === '/') {
      expect(route?.section).toBeNull();
      expect(route?.banner).toBe(false);
    } else {
      expect(route?.section?.trim()).toBeTruthy();
      expect(route?.banner).toBe(true);
    }
    expect(typeof route?.load).toBe('function');
  });

  it.each(Object.entries(specAliases))('serves the alias %s as the page %s', (alias, canonical) => {
    expect(findRoute(alias)?.path).toBe(canonical);
    expect(findRoute(canonical)?.aliases).toContain(alias);
  });

  it('has exactly the spec routes, each once, plus the accessibility statement', () => {
    expect(routeTable.map((r) => r.path).sort()).toEqual([...SPEC_ROUTES, '/accessibility'].sort());
  });

  it('is exact about letter case', () => {
    expect(findRoute('/tc')).toBeUndefined();
    expect(findRoute('/About')).toBeUndefined();
  });

  it('gives every page a distinct description', () => {
    const descriptions = routeTable.map((r) => pageDescription(r, school));
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('titles documents "<Page> | <school>", and the home page "<school> | <tagline>"', () => {
    expect(documentTitle(findRoute('/rules')!, school)).toBe(`School Rules | ${school.name}`);
    expect(documentTitle(findRoute('/')!, school)).toBe(`${school.name} | ${school.tagline}`);
  });

  it('uses each menu group label as the breadcrumb section of the pages in it', () => {
    for (const entry of mainMenu) {
      if (entry.kind !== 'group') continue;
      for (const item of entry.items) {
        if (item.kind !== 'page' || item.to === paths.home) continue;
        expect(findRoute(item.to)?.section, `${entry.label} › ${item.label}`).toBe(entry.label);
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
