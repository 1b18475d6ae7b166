import { Parser } from 'htmlparser2';

// A content page's words for the index and its snippets: the text of its sanitized HTML, with a
// space wherever a block ends so that "<li>Fees</li><li>Uniform</li>" does not read "FeesUniform".
// What only a screen reader or only the eye gets (an icon's "!", "(opens in a new tab)") is left
// out: it would show up in snippets as noise.

const BLOCKS = new Set([
  'p',
  'li',
  'td',
  'th',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'section',
  'aside',
  'dt',
  'dd',
  'blockquote',
  'figcaption',
  'caption',
  'br',
  'summary',
]);

export function textOfHtml(html: string): string {
  const parts: string[] = [];
  // The open elements, each marked when its text is left out (it or an ancestor is hidden).
  const hidden: boolean[] = [];
  const parser = new Parser(
    {
      ontext: (text) => {
        if (!hidden.at(-1)) parts.push(text);
      },
      onopentag: (name, attrs) => {
        if (BLOCKS.has(name)) parts.push(' ');
        // Stryker disable next-line StringLiteral: no class reads as an empty one
        const classes = attrs.class ?? '';
        const hides = attrs['aria-hidden'] === 'true' || /(^|\s)visually-hidden(\s|$)/.test(classes);
        // A void element (<br>, <img>) is closed at once by the parser, so every push has its pop.
        hidden.push(Boolean(hidden.at(-1)) || hides);
      },
      onclosetag: (name) => {
        hidden.pop();
        if (BLOCKS.has(name)) parts.push(' ');
      },
    },
    // Entities are decoded (htmlparser2's default).
  );
  parser.end(html);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
