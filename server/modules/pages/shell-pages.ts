// The renderer without a rendering build: every page is the client's shell, its status telling which exist.
import type { EncodedBody } from '../../cache/cached-body.ts';
import type { KnownPaths, PageRenderer } from './ssr.ts';

/** A page path as its route is named: "/news/" → "/news" ("/" stays). */
export const pageRoute = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Without a rendering build every page is the shell, its status telling which exist. */
export function shellPages(shell: () => EncodedBody, knownPaths: KnownPaths): PageRenderer {
  return {
    page: async (url) => {
      const path = url.split('?')[0]!;
      const known = knownPaths.has(pageRoute(path));
      return { body: shell(), status: known ? 200 : 404, caching: known ? 'revalidate' : 'none' };
    },
    needsRender: () => false,
    rendering: 0,
    held: 0,
    shed: (limit) => ({ body: shell(), status: 503, caching: 'none', reason: `shed: ${limit}` }),
    // Without a rendering build there is no page for readers without scripts.
    formPage: async () => shell().body.toString(),
  };
}
