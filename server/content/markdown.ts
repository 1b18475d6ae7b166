// Static pages' Markdown to HTML (syntax in content/README.md), then sanitize-html: content is trusted
// less than code.
import MarkdownIt from 'markdown-it';
import container from 'markdown-it-container';
import deflist from 'markdown-it-deflist';
import type Token from 'markdown-it/lib/token.mjs';
import sanitizeHtml from 'sanitize-html';
import type { School } from '../../shared/content-schema.ts';
import { isExternalHref as isExternal, isFileHref as isFile, isPlaceholderHref } from '../../shared/links.ts';
import { linkConditions } from './markdown-conditions.ts';
import { escapeHtml as escape } from './html-escape.ts';
import { MarkdownError } from './markdown-error.ts';
import { markdownTables, type TableMeta } from './markdown-tables.ts';
import { markdownImages, type ImageSizes } from './markdown-images.ts';
import { slug, uniqueId } from './ids.ts';
import { EXTERNAL_MARK, fenceBlock } from './markdown-blocks.ts';
import { columnName, inlineText } from './markdown-cells.ts';

export { MarkdownError };

interface Env {
  /** Always given; optional only to match markdown-it's Env type. */
  school?: School;
  /** What markdown-tables.ts learnt of the table container being rendered. */
  table?: TableMeta;
  /** Ids already given on the page: rows' (markdown-tables.ts), then headings'. */
  taken?: Set<string>;
  /** The content folder's pictures (markdown-images.ts). */
  images?: ImageSizes;
  inLinks?: boolean;
}

/** markdown-it passes the render call's env through untyped. */
const st = (env: unknown) => (env ?? {}) as Env;

/** The jump list above a long table: "Jump to a class", then each row's name as a link. */
function rowIndex({ index, indexName }: TableMeta): string {
  if (index.length === 0) return '';
  const name = (indexName ?? '').toLowerCase();
  const title = `Jump to ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
  const links = index.map(({ id, label }) => `<li><a href="#${id}">${renderer.renderInline(label)}</a></li>`).join('');
  return `<nav class="table-index" aria-label="${escape(title)}"><p class="table-index__title" aria-hidden="true">${escape(title)}</p><ul class="table-index__list">${links}</ul></nav>\n`;
}

function createRenderer() {
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
  md.use(deflist);

  md.use(container, 'notice', {
    validate: (params: string) => /^notice\s+(info|important)\s+\S/.test(params.trim()),
    render(tokens: Token[], idx: number) {
      const token = tokens[idx]!;
      if (token.nesting === -1) return '</div></div>\n';
      const [, tone, title] = /^notice\s+(info|important)\s+(.+)$/.exec(token.info.trim())!;
      return `<div class="notice notice--${tone}" role="note"><p class="notice__title"><span class="notice__icon" aria-hidden="true">${tone === 'important' ? '!' : 'i'}</span>${md.renderInline(title!)}</p><div class="notice__body">\n`;
    },
  });
  md.use(container, 'details', {
    validate: (params: string) => /^details\s+\S/.test(params.trim()),
    render(tokens: Token[], idx: number) {
      const token = tokens[idx]!;
      if (token.nesting === -1) return '</div></details>\n';
      const title = token.info.trim().replace(/^details\s+/, '');
      return `<details class="disclosure"><summary class="disclosure__summary">${md.renderInline(title)}</summary><div class="disclosure__body">\n`;
    },
  });
  md.use(container, 'table', {
    validate: (params: string) => /^table\s+\S/.test(params.trim()),
    render(tokens: Token[], idx: number, _options: unknown, env: Env) {
      const token = tokens[idx]!;
      if (token.nesting === -1) {
        delete env.table;
        return '</div>\n';
      }
      const table = token.meta as TableMeta;
      env.table = table;
      return `${rowIndex(table)}<div class="table-scroll" role="region" tabindex="0" aria-label="${escape(table.caption)}">\n`;
    },
  });
  md.use(markdownTables);
  md.use(markdownImages);
  md.use(linkConditions, (message: string, line: number) => new MarkdownError(message, line));
  md.use(container, 'links', {
    validate: (params: string) => params.trim() === 'links',
    render(tokens: Token[], idx: number, _options: unknown, env: Env) {
      env.inLinks = tokens[idx]!.nesting === 1;
      return '';
    },
  });

  const rules = md.renderer.rules;
  rules.table_open = (_tokens, _idx, _options, env) => {
    if (!st(env).table)
      throw new MarkdownError('a table must be inside "::: table <caption>", which names it for screen readers');
    const { caption, narrow } = st(env).table!;
    return `<table class="content-table${narrow ? ' content-table--narrow' : ''}"><caption>${md.renderInline(caption)}</caption>\n`;
  };
  rules.th_open = () => '<th scope="col">';
  // Cells carry their column's name, so on a phone rows stack as cards; the value's own box keeps its
  // words in one column of the card.
  const wraps = (env: unknown) => st(env).table?.narrow === false;
  rules.td_open = (tokens, idx, _options, env) => {
    const label = columnName(tokens, idx);
    const attr = label ? ` data-label="${escape(label)}"` : '';
    if (st(env).table?.rowHeaders && tokens[idx - 1]?.type === 'tr_open') return `<th scope="row"${attr}>`;
    return `<td${attr}>${wraps(env) ? '<span class="content-table__value">' : ''}`;
  };
  rules.td_close = (tokens, idx, _options, env) => {
    // The closing tag of a row's first cell matches its opening one.
    let open = idx - 1;
    while (open >= 0 && tokens[open]!.type !== 'td_open') open--;
    if (st(env).table?.rowHeaders && tokens[open - 1]?.type === 'tr_open') return '</th>\n';
    return `${wraps(env) ? '</span>' : ''}</td>\n`;
  };
  rules.bullet_list_open = (_tokens, _idx, _options, env) =>
    st(env).inLinks ? '<ul class="link-cards">\n' : '<ul class="content-list">\n';
  rules.ordered_list_open = () => '<ol class="content-list content-list--steps">\n';
  rules.list_item_open = (_tokens, _idx, _options, env) => (st(env).inLinks ? '<li class="link-card">' : '<li>');
  rules.dl_open = () => '<dl class="facts">\n';
  // Each term with its values in a row (a two-column table in content.css).
  rules.dt_open = (tokens, idx) => `${tokens[idx - 1]?.type === 'dt_close' ? '' : '<div class="facts__row">'}<dt>`;
  rules.dd_close = (tokens, idx) => `</dd>${tokens[idx + 1]?.type === 'dd_open' ? '' : '</div>'}\n`;

  const renderToken = md.renderer.renderToken.bind(md.renderer);
  rules.link_open = (tokens, idx, options, env) => {
    const token = tokens[idx]!;
    const href = String(token.attrGet('href') ?? '');
    if (isPlaceholderHref(href)) return `<span class="link-pending${st(env).inLinks ? ' link-card__link' : ''}">`;
    if (st(env).inLinks) token.attrJoin('class', 'link-card__link');
    if (isExternal(href)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    } else if (isFile(href)) {
      token.attrSet('download', '');
    }
    return renderToken(tokens, idx, options);
  };
  rules.link_close = (tokens, idx) => {
    let open = idx - 1;
    while (open >= 0 && tokens[open]!.type !== 'link_open') open--;
    const href = String(tokens[open]?.attrGet('href') ?? '');
    if (isPlaceholderHref(href)) return '</span>';
    return `${isExternal(href) ? EXTERNAL_MARK : ''}</a>`;
  };

  const fence = rules.fence!;
  rules.fence = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const kind = token.info.trim();
    if (kind === 'map' || kind === 'people' || kind === 'pdf')
      return fenceBlock(kind, token.content, st(env).school!, (token.map?.[0] ?? 0) + 1);
    return fence(tokens, idx, options, env, self);
  };
  return md;
}

const renderer = createRenderer();

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'h1'), 'img', 'details', 'summary', 'iframe'],
  allowedAttributes: {
    '*': ['class', 'id', 'role', 'aria-label', 'aria-labelledby', 'aria-hidden', 'tabindex', 'title', 'lang'],
    a: ['href', 'target', 'rel', 'download'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    iframe: ['src', 'title', 'loading', 'referrerpolicy', 'width', 'height', 'allowfullscreen'],
    th: ['scope', 'colspan', 'rowspan', 'data-label'],
    td: ['colspan', 'rowspan', 'data-label'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // `download` and `allowfullscreen` carry no value and must keep none.
  nonBooleanAttributes: sanitizeHtml.defaults.nonBooleanAttributes.filter(
    (a) => a !== 'download' && a !== 'allowfullscreen',
  ),
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // The map is the only frame a page may hold.
  allowedIframeHostnames: ['www.google.com', 'maps.google.com'],
  allowIframeRelativeUrls: false,
  // Drops a frame whose address was refused (an empty box).
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
};

/** One of a page's sections, for its "On this page" list. */
export interface TocEntry {
  id: string;
  text: string;
}

/** A heading's id from its text: "Fees & Payment" → "fees-payment"; a second one gets "-2". */
const headingId = (text: string, taken: Set<string>) => uniqueId(slug(text) || 'section', taken);

/** A page's Markdown as sanitized HTML, with ids on second-level headings and their list. */
export function renderPage(
  markdown: string,
  school: School,
  images: ImageSizes = new Map(),
): { html: string; toc: TocEntry[] } {
  const taken = new Set<string>();
  const env = { school, taken, images } satisfies Env;
  const tokens = renderer.parse(markdown, env);
  const toc: TocEntry[] = [];
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open' || token.tag !== 'h2') return;
    const text = inlineText(tokens[i + 1]);
    const id = headingId(text, taken);
    token.attrSet('id', id);
    toc.push({ id, text });
  });
  return { html: sanitizeHtml(renderer.renderer.render(tokens, renderer.options, env), SANITIZE), toc };
}

/** One line of Markdown (the lead) as sanitized inline HTML. */
export function renderInline(markdown: string, school: School): string {
  return sanitizeHtml(renderer.renderInline(markdown, { school } satisfies Env), SANITIZE);
}
