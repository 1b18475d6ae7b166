// Text that depends on whether the school has set one of its links (school.yaml `links:`):
//
//   ::: if-link parentPortal          shown once links.parentPortal is a real address
//   ::: unless-link parentPortal      shown while it is missing or still an example address
//
// and inside "::: links" a card whose link is still an example address is left out: no link to nowhere.
import container from 'markdown-it-container';
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { SchoolSchema, type LinkKey, type School } from '../../shared/content-schema.ts';
import { isPlaceholderHref } from '../../shared/links.ts';
import { shownLink } from '../../shared/school-parts.ts';

const CONDITION = /^(if|unless)-link\s+([A-Za-z]+)$/;

/** Makes the renderer's error for an unreadable block at a line of the page. */
export type Fail = (message: string, line: number) => Error;

/** The named links school.yaml may give. */
const LINK_KEYS = Object.keys(SchoolSchema.properties.links.properties).filter((key) => key !== 'more');

/** Whether the named link is given at a real address; a name that is no link's is an error. */
function linkIsSet(school: School, key: string, line: number, fail: Fail): boolean {
  if (!LINK_KEYS.includes(key))
    throw fail(`"${key}" is not a link under links: in school.yaml (${LINK_KEYS.join(', ')})`, line);
  return shownLink(school, key as LinkKey) !== undefined;
}

/** The index of the token that closes the one opened at `open` (same level, opposite nesting). */
function closing(tokens: Token[], open: number): number {
  const { level } = tokens[open]!;
  let i = open + 1;
  while (i < tokens.length && !(tokens[i]!.level === level && tokens[i]!.nesting === -1)) i++;
  return i;
}

export function linkConditions(md: MarkdownIt, fail: Fail): void {
  for (const kind of ['if-link', 'unless-link']) {
    md.use(container, kind, {
      validate: (params: string) => CONDITION.test(params.trim()) && params.trim().startsWith(kind),
      render: () => '',
    });
  }
  md.core.ruler.push('link_conditions', (state: StateCore) => {
    const school = (state.env as { school?: School }).school;
    if (!school) return;
    const tokens = state.tokens;
    const kept: Token[] = [];
    let inLinks = false;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const condition = /^container_(if|unless)-link_open$/.test(token.type) ? CONDITION.exec(token.info.trim()) : null;
      if (condition) {
        const set = linkIsSet(school, condition[2]!, (token.map?.[0] ?? 0) + 1, fail);
        // Shown: keep the inside without the container's tokens. Hidden: skip it all.
        if (set !== (condition[1] === 'if')) i = closing(tokens, i);
        continue;
      }
      if (/^container_(if|unless)-link_close$/.test(token.type)) continue;
      if (token.type === 'container_links_open' || token.type === 'container_links_close')
        inLinks = token.nesting === 1;
      if (inLinks && token.type === 'list_item_open') {
        const end = closing(tokens, i);
        const hrefs = tokens
          .slice(i, end)
          .flatMap((t: Token) => t.children ?? [])
          .filter((t: Token) => t.type === 'link_open')
          .map((t: Token) => String(t.attrGet('href') ?? ''));
        if (hrefs.some(isPlaceholderHref)) {
          i = end;
          continue;
        }
      }
      // A card list left with no card is left out too.
      if (token.type === 'bullet_list_close' && kept.at(-1)?.type === 'bullet_list_open') {
        kept.pop();
        continue;
      }
      kept.push(token);
    }
    state.tokens = kept;
  });
}
