// What the Markdown renderer passes over in silence (an unknown ::: block shows as text, "#" is a second
// <h1>, a link to no page is a 404), found line by line so each finding has its line.
import { closest, distance } from 'fastest-levenshtein';
import { RESERVED_SLUGS, SCHOOL_YEAR_SLUG } from '../../shared/content-pages.ts';

/** The ::: blocks markdown.ts renders, with what each takes after its name. */
const BLOCKS: Record<string, { valid: RegExp; usage: string }> = {
  notice: {
    valid: /^notice\s+(info|important)\s+\S/,
    usage: '"::: notice info <title>" or "::: notice important <title>"',
  },
  details: { valid: /^details\s+\S/, usage: '"::: details <summary>"' },
  table: { valid: /^table\s+\S/, usage: '"::: table <caption>"' },
  links: { valid: /^links$/, usage: '"::: links"' },
  'if-link': { valid: /^if-link\s+[A-Za-z]+$/, usage: '"::: if-link <a key of links: in school.yaml>"' },
  'unless-link': { valid: /^unless-link\s+[A-Za-z]+$/, usage: '"::: unless-link <a key of links: in school.yaml>"' },
};

/** The server's file and feed addresses a page may link to. */
const FILE_PREFIXES = ['/pdf/', '/content/', '/bff/', '/icons/'];

export interface PageFindings {
  /** Mistakes that would show on the page; they stop the start. */
  errors: Array<{ line: number; message: string }>;
  /** Site addresses linked, checked once every page is read. */
  links: Array<{ line: number; path: string }>;
}

/** Lints a page's Markdown; `firstLine` is its first line's number in the file. */
export function lintPage(markdown: string, firstLine: number): PageFindings {
  const findings: PageFindings = { errors: [], links: [] };
  let fence: string | null = null;
  // Blocks open at this line, innermost last: a line of as many colons or more closes the innermost.
  const open: Array<{ line: number; colons: number; name: string }> = [];
  markdown.split('\n').forEach((text, i) => {
    const line = firstLine + i;
    const fenceMark = /^\s*(```|~~~)/.exec(text)?.[1];
    if (fenceMark) fence = fence === fenceMark ? null : (fence ?? fenceMark);
    if (fence || fenceMark) return;
    const opening = /^\s*(:{3,})\s*([^:\s]\S*)/.exec(text);
    if (opening) open.push({ line, colons: opening[1]!.length, name: opening[2]! });
    const closing = /^\s*(:{3,})\s*$/.exec(text)?.[1]?.length;
    if (closing !== undefined && open.length > 0 && open.at(-1)!.colons <= closing) open.pop();
    // Three colons or more (more when nested), then the name.
    const block = /^\s*:{3,}\s*([^:\s].*)$/.exec(text)?.[1]?.trim();
    if (block) {
      const name = block.split(/\s+/)[0]!;
      const known = BLOCKS[name];
      if (!known)
        findings.errors.push({
          line,
          message: `"::: ${name}" is no block the site knows (${Object.keys(BLOCKS).join(', ')}); it would show as text`,
        });
      else if (!known.valid.test(block))
        findings.errors.push({
          line,
          message: `"::: ${block}" is not how a ${name} block starts: write ${known.usage}`,
        });
    }
    if (/^ {0,3}#(\s|$)/.test(text)) {
      findings.errors.push({
        line,
        message: 'a "# " heading would be a second page title (the banner shows the title): start sections with "## "',
      });
    }
    for (const match of text.matchAll(/\]\((\/[^)\s]*)[^)]*\)|href="(\/[^"]*)"/g)) {
      const path = (match[1] ?? match[2]!).split(/[?#]/)[0]!;
      findings.links.push({ line, path });
    }
  });
  for (const block of open)
    findings.errors.push({
      line: block.line,
      message: `"::: ${block.name}" is never closed: end it with a line of ${':'.repeat(block.colons)} (else the rest of the page is inside it)`,
    });
  findings.errors.sort((a, b) => a.line - b.line);
  return findings;
}

/** Why a site address leads nowhere, or null for a page or file; `written` are the folder's pages. */
export function brokenLink(path: string, written: ReadonlySet<string>): string | null {
  if (path === '/' || FILE_PREFIXES.some((prefix) => path.startsWith(prefix)) || /\.[a-z0-9]{2,5}$/i.test(path))
    return null;
  // The school year's page is there only with school-year.yaml (`written` then holds it).
  const pages = [...RESERVED_SLUGS.filter((slug) => slug !== SCHOOL_YEAR_SLUG), ...written];
  const slug = path.slice(1).replace(/\/+$/, '');
  if (pages.includes(slug)) return null;
  const like = closest(slug, pages);
  const hint = distance(slug.toLowerCase(), like.toLowerCase()) <= 2 ? ` (did you mean /${like}?)` : '';
  return `the link ${path} leads to no page of the site${hint}`;
}
