// JSON.parse takes seconds, on the event loop, for a body of a few hundred thousand nested
// brackets (2 MB of `[` parses in about 2 s). No provider list nests deeper than a few levels, so
// a body is measured first: one pass over its characters, strings skipped, stopping at the first
// level past the bound.

/** Deeper than any list the provider sends (about 5 levels) by a wide margin. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** True when the arrays and objects of JSON `text` nest deeper than `max`. */
export function nestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(c)) depth--;
  }
  return false;
}
