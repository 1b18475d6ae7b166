import { stemmer } from 'stemmer';

// How words become index terms: the same for the index, the query and the words a snippet marks,
// so "fees" finds "fee" and "admission" finds "Admissions".

/** Words of letters and digits in any script (Hindi names and words included). */
// A letter's combining marks (the vowel signs of Devanagari) belong to its word.
export const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’]\p{L}[\p{L}\p{M}]*)?/gu;

/** Words the stemmer would fold into another's meaning: "timings" (school hours) is not "time" (the time table). */
const OWN_STEMS: Readonly<Record<string, string>> = { timing: 'timing', timings: 'timing' };

/** A word as the index holds it: lower case, an English word stemmed, other scripts as they are. */
export function termOf(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  return OWN_STEMS[lower] ?? (/^[a-z]+$/.test(lower) ? stemmer(lower) : lower);
}
