import { aliases, paths } from '@/config/paths.ts';

// Every unknown address shares one rendered "no such page" (the server keeps one copy, not one per
// made-up address: a flood of unique paths had forced a render each). Only the suggestion of a
// known address in another letter case varies, and known addresses are few.

const knownPaths: readonly string[] = [...Object.values(paths), ...Object.keys(aliases)];

/** The page-cache path the server renders every unknown address as. */
export const NOT_FOUND_PATH = '/__not-found';

/** A known address that differs only in letter case: addresses here are case-sensitive (spec section 2). */
export function suggestPath(pathname: string): string | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  return knownPaths.find((known) => known.toLowerCase() === wanted && known !== pathname);
}

/** The shared key of an unknown address: the not-found page, with its suggestion when there is one. */
export function notFoundKey(pathname: string): string {
  const like = suggestPath(pathname);
  return like ? `${NOT_FOUND_PATH}?like=${encodeURIComponent(like)}` : NOT_FOUND_PATH;
}

/**
 * The suggestion to show at a location: from the key's `like` (only a known address) where the
 * server renders the shared page, else from the address itself.
 */
export function suggestionAt(location: { pathname: string; search: string }): string | undefined {
  if (location.pathname !== NOT_FOUND_PATH) return suggestPath(location.pathname);
  const like = new URLSearchParams(location.search).get('like');
  return like && knownPaths.includes(like) ? like : undefined;
}
