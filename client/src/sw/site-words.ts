// The words of the worker's own pages: the school's (/bff/site `words`), kept in Cache Storage so they
// are there offline, English until the school's first arrive. With them the school's name, theme colour
// and phone (/bff/site `school`), for the pages' header and Call link. Untrusted: each part is checked.
import type { DateWords } from '../../../shared/dates.ts';
import { DATE_WORDS } from '../../../shared/words/dates.ts';
import { OFFLINE_WORDS } from '../../../shared/words/offline.ts';
import type { Words } from '../../../shared/words.ts';

/** The school as the worker's pages show it: each part only when /bff/site gave it well-formed. */
export interface OfflineSchool {
  name?: string;
  /** The header's background: #rrggbb that white text reads on. */
  themeColor?: string;
  phone?: { display: string; tel: string };
}

export interface OfflineWords {
  /** The pages' language (<html lang>). */
  lang: string;
  text: Words['offline'];
  /** The months' short names and the day's order in a copy's time ("26 Nov 2026"). */
  dates: Pick<DateWords, 'short' | 'formats'>;
  school: OfflineSchool;
}

export const ENGLISH_OFFLINE: OfflineWords = {
  lang: 'en',
  text: OFFLINE_WORDS,
  dates: { short: DATE_WORDS.short, formats: DATE_WORDS.formats },
  school: {},
};

const LANG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
/** Longer than any sentence of these pages. */
const MAX_WORD = 500;
/** Longer than any school's name or phone as shown. */
const MAX_NAME = 200;
const HEX = /^#[0-9a-fA-F]{6}$/;
/** As school.yaml's phone.tel: what a tel: link dials. */
const TEL = /^\+?[0-9]{6,15}$/;

const usable = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** White text on the colour reads at 4.5:1 (WCAG 1.4.3), as the server requires of themeColor. */
export const whiteReadsOn = (hex: string): boolean => HEX.test(hex) && 1.05 / (luminance(hex) + 0.05) >= 4.5;

/** The school's name, theme colour and phone of a /bff/site answer (or kept copy): each part only if well-formed. */
export function offlineSchoolFrom(json: unknown): OfflineSchool {
  const school = (json as { school?: Record<string, unknown> } | null)?.school;
  if (school === null || typeof school !== 'object') return {};
  const out: OfflineSchool = {};
  if (usable(school.name, MAX_NAME)) out.name = school.name;
  if (typeof school.themeColor === 'string' && whiteReadsOn(school.themeColor)) out.themeColor = school.themeColor;
  const phone = school.phone as { display?: unknown; tel?: unknown } | null | undefined;
  if (usable(phone?.display, MAX_NAME) && typeof phone.tel === 'string' && TEL.test(phone.tel))
    out.phone = { display: phone.display, tel: phone.tel };
  return out;
}

/** Each of `english`'s keys: the word `given` has for it when usable, else the English one. */
function wordsOver<T extends Record<string, string>>(english: T, given: unknown, max: number): T {
  const from = given !== null && typeof given === 'object' ? (given as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(english).map(([key, word]) => [key, usable(from[key], max) ? from[key] : word]),
  ) as T;
}

/** The offline words of a /bff/site answer (or of a kept copy): each usable word, English for the rest. */
export function offlineWordsFrom(json: unknown): OfflineWords {
  const words = (
    json as { words?: { lang?: unknown; offline?: unknown; dates?: { short?: unknown; formats?: unknown } } } | null
  )?.words;
  const lang = typeof words?.lang === 'string' && LANG.test(words.lang) ? words.lang : ENGLISH_OFFLINE.lang;
  return {
    lang,
    text: wordsOver<Words['offline']>(OFFLINE_WORDS, words?.offline, MAX_WORD),
    dates: {
      short: wordsOver<DateWords['short']>(DATE_WORDS.short, words?.dates?.short, MAX_NAME),
      formats: wordsOver<DateWords['formats']>(DATE_WORDS.formats, words?.dates?.formats, MAX_NAME),
    },
    school: offlineSchoolFrom(json),
  };
}

/** What the worker keeps: the same shape as /bff/site's words and school, so one check reads both. */
export const keptWords = ({ lang, text, dates, school }: OfflineWords) => ({
  words: { lang, offline: text, dates },
  school,
});
