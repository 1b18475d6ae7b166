import { Parser } from 'htmlparser2';

// A content page's words for the index and its snippets: the text of its sanitized HTML, with a
// space wherever a block ends so that "<li>Fees</li><li>Uniform</li>" does not read "FeesUniform".

const BLOCKS = new Set(['p', 'li', 'td', 'th', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'section', 'aside', 'dt', 'dd', 'blockquote', 'figcaption', 'caption', 'br', 'summary']);

export function textOfHtml(html: string): string {
  const parts: string[] = [];
  const parser = new Parser(
    {
      ontext: (text) => parts.push(text),
      onopentag: (name) => BLOCKS.has(name) && parts.push(' '),
      onclosetag: (name) => BLOCKS.has(name) && parts.push(' '),
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
