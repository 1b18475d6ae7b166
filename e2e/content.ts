// What the test site serves, read the way the site reads it: the client's route table, the example
// school's content folder, and the demo provider's data through /bff.
import { join } from 'node:path';
import { loadConfigFromFile, runnerImport } from 'vite';
import type * as Routes from '../client/src/app/routes.ts';
import { loadContent } from '../server/content/load-content.ts';
import type { GalleryItem, ListPage } from '../shared/types.ts';
import { baseUrl } from './browser.ts';

const root = join(import.meta.dirname, '..');

/**
 * The client's route table (titles, sections, aliases). It imports through the client's path
 * aliases (`@/`, `@content/`), which only the Vite config knows and the e2e config does not, so it
 * is loaded through Vite with the aliases of vite.config.ts: the same resolution as the build.
 */
export async function loadRoutes(): Promise<typeof Routes> {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(root, 'vite.config.ts'),
    root,
    'silent',
  );
  const alias = loaded?.config.resolve?.alias;
  if (!alias) throw new Error('vite.config.ts has no resolve.alias: cannot load client/src/app/routes.ts');
  const { module } = await runnerImport<typeof Routes>(join(root, 'client/src/app/routes.ts'), {
    root,
    logLevel: 'silent',
    resolve: { alias },
  });
  return module;
}
export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The albums of the demo gallery, newest first, across all years. */
export async function galleryAlbums(): Promise<GalleryItem[]> {
  const page = await getJson<ListPage<GalleryItem>>('/bff/gallery?year=all');
  if (page.items.length === 0) throw new Error('the demo gallery has no albums');
  return [...page.items];
}

/** The example school the test server serves (content/school.yaml), read with the server's own loader. */
const exampleContent = await loadContent(join(root, 'content'));
export const school = exampleContent.school;

/** The example school's words (the English ones, with its pages' titles). */
export const words = exampleContent.words;
