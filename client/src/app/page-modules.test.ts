import { describe, expect, test } from 'vitest';
import { pageModule } from './page-modules.ts';
import { ownPageRoute, routeTable } from './routes.ts';

describe('pageModule', () => {
  test('names the module its loader imports', async () => {
    const { load, module } = pageModule('src/features/news/components/news-page.tsx');
    expect(module).toBe('src/features/news/components/news-page.tsx');
    expect(await load()).toBe(await import('@/features/news/components/news-page.tsx'));
  });

  test('a path that names no page module fails at once', () => {
    expect(() => pageModule('src/features/news/components/news-list.tsx')).toThrow(/not a page module/);
    expect(() => pageModule('src/features/nope/components/nope-page.tsx')).toThrow(/not a page module/);
  });

  test('every route names its page module', () => {
    for (const entry of [...routeTable, ownPageRoute])
      expect(entry.module, entry.path).toMatch(/^src\/.+-pages?\.tsx$/);
  });
});
