import type { SnippetPart } from '../../../shared/types.ts';
import { termOf, WORD } from './terms.ts';

/** About two lines on a phone. */
const SNIPPET_CHARS = 160;

/** Whether a word of the text is one the search matched (a query prefix matches longer words). */
function matches(word: string, terms: readonly string[]): boolean {
  const term = termOf(word);
  return terms.some((matched) => term === matched);
}

/**
 * The stretch of `text` around its first matched word, with every matched word in it marked; the
 * text's opening when no word matches (the match was in the title). Cut at word boundaries.
 */
export function snippet(text: string, terms: readonly string[]): SnippetPart[] {
  const words = [...text.matchAll(WORD)];
  const first = words.find((word) => matches(word[0], terms));
  let start = 0;
  // Stryker disable next-line EqualityOperator: SNIPPET_CHARS / 3 is no whole number, so > and >= agree
  if (first && first.index > SNIPPET_CHARS / 3) {
    // Some words before the match, so it reads in context; from the start of a word.
    const from = first.index - SNIPPET_CHARS / 3;
    // Stryker disable next-line EqualityOperator: as above, `from` is no whole number
    start = words.find((word) => word.index >= from)?.index ?? first.index;
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    // A word the limit would cut is left out whole; one that ends at the limit stays.
    const cut = words.find((word) => word.index < end && word.index + word[0].length > end);
    if (cut && cut.index > start) end = cut.index;
  }
  const parts: SnippetPart[] = [];
  const push = (part: string, mark: boolean) => {
    if (!part) return;
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += part;
    else parts.push({ text: part, mark });
  };
  if (start > 0) push('… ', false);
  let at = start;
  for (const word of words) {
    // No match comes before `start`: it is at or before the first.
    if (word.index >= end) continue;
    if (!matches(word[0], terms)) continue;
    push(text.slice(at, word.index), false);
    push(word[0], true);
    at = word.index + word[0].length;
  }
  push(text.slice(at, end).trimEnd(), false);
  if (end < text.length) push(' …', false);
  return parts;
}
