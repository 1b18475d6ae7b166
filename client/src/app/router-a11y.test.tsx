import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { pageHeading, renderAt, serveBffInEachTest } from './router.fixtures.tsx';
import { routeTable } from './routes.ts';

serveBffInEachTest();

// Every static page of the route table renders one <h1>, content headings in order and no axe
// violations that jsdom can detect (colour contrast needs a real browser and is checked there).
const staticPages = routeTable.filter((r) => r.banner).map((r) => r.path);

describe.each(staticPages)('page %s', (path) => {
  it('has one h1, no skipped heading levels and no axe violations', async () => {
    renderAt(path);
    await pageHeading();
    await waitFor(() =>
      expect(screen.getByRole('main').querySelector('.page-body')?.childElementCount).toBeGreaterThan(0),
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The page itself, not an error in its place (the album page without an id is "Album not found").
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/There is no page at/)).toBeNull();

    const levels = [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map((h) =>
      Number(h.tagName[1]),
    );
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 1), `heading ${i} of ${path}`).toBeLessThanOrEqual(1);
    });

    const result = await axe.run(document.body, {
      iframes: false,
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.passes.length).toBeGreaterThan(20);
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
