// The words of the worker's own pages: the school's (/bff/site `words`), kept in Cache Storage so they
// are there offline, English until the school's first arrive. Untrusted: each word is checked.
import { OFFLINE_WORDS } from '../../../shared/words/offline.ts';
import type { Words } from '../../../shared/words.ts';

export interface OfflineWords {
  /** The pages' language (<html lang>). */
  lang: string;
  text: Words['offline'];
}

export const ENGLISH_OFFLINE: OfflineWords = { lang: 'en', text: OFFLINE_WORDS };

const LANG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
/** Longer than any sentence of these pages. */
const MAX_WORD = 500;

/** The offline words of a /bff/site answer (or of a kept copy): each usable word, English for the rest. */
export function offlineWordsFrom(json: unknown): OfflineWords {
  const words = (json as { words?: { lang?: unknown; offline?: unknown } } | null)?.words;
  const given = words?.offline !== null && typeof words?.offline === 'object' ? words.offline : {};
  const text = Object.fromEntries(
    Object.entries(OFFLINE_WORDS).map(([key, english]) => {
      const word = (given as Record<string, unknown>)[key];
      return [key, typeof word === 'string' && word.trim() && word.length <= MAX_WORD ? word : english];
    }),
  ) as Words['offline'];
  const lang = typeof words?.lang === 'string' && LANG.test(words.lang) ? words.lang : ENGLISH_OFFLINE.lang;
  return { lang, text };
}

/** What the worker keeps: the same shape as /bff/site's words, so one check reads both. */
export const keptWords = ({ lang, text }: OfflineWords) => ({ words: { lang, offline: text } });
