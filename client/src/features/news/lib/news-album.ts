import { fileKind } from '@shared/links.ts';
import type { GalleryItem, NewsItem } from '@shared/types.ts';
import { isOwnPhoto } from '@/features/gallery/lib/album-preview.ts';

// The provider keeps news and albums apart, with no id between them: the office posts a story with
// one photo and, a day or two later, the event's album under the event's name. So a story with a photo
// is linked to an album when the album's name (its numbers, the year, left out) is a run of words in the
// story's title and the two are dated at most NEAR_DAYS apart; the nearest date wins.

const NEAR_DAYS = 3;
const DAY_MS = 86_400_000;

/** A news attachment shown as a picture: a photo the site serves. */
export function isNewsPhoto(href: string | null): href is string {
  return href !== null && fileKind(href) === 'image' && isOwnPhoto(href);
}

/** Lower-case words, without numbers (years, ordinals' digits stay in "75th"). */
function wordsOf(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !/^\d+$/.test(word));
}

function containsRun(words: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return false;
  for (let i = 0; i + run.length <= words.length; i++) {
    if (run.every((word, j) => words[i + j] === word)) return true;
  }
  return false;
}

function daysApart(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY_MS;
}

/** The id of the album of this story's event, or null. */
export function albumOf(item: NewsItem, albums: readonly GalleryItem[]): string | null {
  if (!item.date || !isNewsPhoto(item.attachment)) return null;
  const story = wordsOf(item.title);
  let best: { id: string; days: number } | null = null;
  for (const album of albums) {
    if (!album.date) continue;
    const days = daysApart(item.date, album.date);
    if (days > NEAR_DAYS || !containsRun(story, wordsOf(album.title))) continue;
    if (!best || days < best.days) best = { id: album.id, days };
  }
  return best?.id ?? null;
}

/** News id → album id, for the stories that have one. */
export function albumsOfNews(items: readonly NewsItem[], albums: readonly GalleryItem[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const item of items) {
    const album = albumOf(item, albums);
    if (album) found[item.id] = album;
  }
  return found;
}
