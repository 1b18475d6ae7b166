import { aliases, paths } from '@/config/paths.ts';

// Unknown addresses share one rendered "no such page", so made-up paths cannot force a render each;
// only the letter-case suggestion varies, and known addresses are few.

const knownPaths: readonly string[] = [...Object.values(paths), ...Object.keys(aliases)];

/** The page-cache path for every unknown address. */
export const NOT_FOUND_PATH = '/__not-found';

/** A known address differing only in case (addresses are case-sensitive). */
export function suggestPath(pathname: string): string | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  return knownPaths.find((known) => known.toLowerCase() === wanted && known !== pathname);
}

/** The shared key of an unknown address, with its suggestion if any. */
export function notFoundKey(pathname: string): string {
  const like = suggestPath(pathname);
  return like ? `${NOT_FOUND_PATH}?like=${encodeURIComponent(like)}` : NOT_FOUND_PATH;
}

/** The suggestion at a location: the shared page's `like` (known addresses only), else from the path. */
export function suggestionAt(location: { pathname: string; search: string }): string | undefined {
  if (location.pathname !== NOT_FOUND_PATH) return suggestPath(location.pathname);
  const like = new URLSearchParams(location.search).get('like');
  return like && knownPaths.includes(like) ? like : undefined;
}
