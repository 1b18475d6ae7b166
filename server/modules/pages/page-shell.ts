import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../../content/html-escape.ts';
import type { Theme } from '../../content/theme.ts';
import type { SiteContent } from '../../content/load-content.ts';
import type { Words } from '../../../shared/words.ts';
import { encodeBody, precompress, type EncodedBody } from '../../cache/cached-body.ts';
import { APP_ENTRY, oncePerModules, type Manifest } from './page-styles.ts';

// The HTML around a rendered page: index.html with its stylesheet inlined, the markup in #root, the
// head elements, the loader data as JSON, and the preloads of the modules it hydrates with.

const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>\s*/;
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/** The site-wide stylesheet, inlined so the HTML alone can paint on a slow connection; pages add their own. */
function inlineStylesheet(html: string, dist: string): string {
  const match = STYLESHEET.exec(html);
  if (!match) return html;
  const css = readFileSync(join(dist, match[1]!), 'utf8').replaceAll('</style', '<\\/style');
  return html.replace(match[0], () => `<style>${css}</style>`);
}

/** JSON inside <script type="application/json">: nothing in it may close the element. */
function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const ROOT = '<div id="root"></div>';

const preloadLink = (manifest: Manifest, key: string) =>
  `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`;

/** `keys` and what they import statically, each once, short of those in `skip`, in import order. */
function withStaticImports(manifest: Manifest, keys: readonly string[], skip: ReadonlySet<string>): string[] {
  const wanted = new Set<string>();
  const add = (key: string) => {
    if (wanted.has(key) || skip.has(key) || !manifest[key]) return;
    wanted.add(key);
    for (const imported of manifest[key].imports ?? []) add(imported);
  };
  for (const key of keys) add(key);
  return [...wanted];
}

/** What the shell loads by itself: the entry's imports in the head, and those of appPreloads. */
function shellModules(manifest: Manifest): { inHead: Set<string>; app: string[] } {
  const entry = manifest[APP_ENTRY];
  const inHead = new Set(entry?.imports ?? []);
  return { inHead, app: entry ? withStaticImports(manifest, entry.dynamicImports ?? [], inHead) : [] };
}

/**
 * The modules the app entry imports once it runs (React, the boot code and what they import), as
 * preloads after the page's markup: fetched in parallel, behind the first screen's bytes, rather than
 * one round trip after another.
 */
function appPreloads(manifest: Manifest): string {
  return shellModules(manifest)
    .app.map((key) => preloadLink(manifest, key))
    .join('');
}

/**
 * A hydrated page's own modules (app/page-modules.ts ids) and their static imports, as preloads at
 * the end of the body: without them the router finds them only once React and the boot code run.
 */
export function pagePreloads(manifest: Manifest | null): (modules: readonly string[]) => string {
  if (!manifest) return () => '';
  const { inHead, app } = shellModules(manifest);
  const inShell = new Set([...inHead, ...app]);
  return oncePerModules((modules) =>
    withStaticImports(manifest, modules, inShell)
      .map((module) => preloadLink(manifest, module))
      .join(''),
  );
}

/** index.html with the stylesheet inlined and the app's modules preloaded: the shell every page is made from. */
export function readShell(dist: string, manifest: Manifest | null): string {
  const html = inlineStylesheet(readFileSync(join(dist, 'index.html'), 'utf8'), dist);
  return manifest ? html.replace(ROOT, () => `${ROOT}${appPreloads(manifest)}`) : html;
}

const APP_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
const TEXT_PAGE_ENTRY = 'src/text-page.ts';

/** A text page's shell (RouteEntry.textOnly): the app's scripts swapped for the text page's, if the manifest has it. */
export function textPageShell(appShell: string, manifest: Manifest | null): string {
  const entry = manifest?.[TEXT_PAGE_ENTRY];
  if (!manifest || !entry) return appShell;
  const preloads = (entry.imports ?? []).map((key) => preloadLink(manifest, key));
  const scripts = [`<script type="module" crossorigin src="/${entry.file}"></script>`, ...preloads].join('\n    ');
  return appShell.replace(APP_SCRIPTS, '').replace('</head>', () => `  ${scripts}\n  </head>`);
}

const THEME_COLOR = /<meta\s+name="theme-color"[^>]*>/;

/** The school's colours (toolbar colour, CSS custom properties), so they change without a rebuild. */
export function themeHead(theme: Theme, svgIcon: boolean): string {
  // Every value is made by theme.ts (#rrggbb or "r g b"), never text from the folder.
  const vars = Object.entries(theme.tokens).map(([name, value]) => `--${name}:${value}`);
  // The school's icons (icons/routes.ts): an SVG as it is, else the rendered PNG.
  const icon = svgIcon
    ? '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />'
    : '<link rel="icon" href="/icons/icon-192.png" type="image/png" sizes="192x192" />';
  return [
    `<meta name="theme-color" content="${escapeHtml(theme.tokens['color-primary']!)}" />`,
    icon,
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
    `<style id="school-theme">:root{${vars.join(';')}}</style>`,
  ].join('\n    ');
}

/**
 * The client shell for unrendered pages, in the school's colours and icons, remade when content changes.
 * Compressed in the background at once, since it is answered when the server is busiest.
 */
export function themedShell(
  shellHtml: string,
  content: () => SiteContent,
  svgIcon: (content: SiteContent) => boolean,
): () => EncodedBody {
  let version: string | undefined;
  let shell: EncodedBody | undefined;
  return () => {
    const current = content();
    if (!shell || version !== current.version) {
      shell = encodeBody(
        inLanguage(shellHtml, current.words)
          .replace(THEME_COLOR, '')
          .replace('</head>', () => `${themeHead(current.theme, svgIcon(current))}</head>`),
      );
      version = current.version;
      void precompress(shell);
    }
    return shell;
  };
}

/** What of the school's words the shell itself carries. */
export type ShellWords = Pick<Words, 'lang' | 'common' | 'pages'>;

const NOSCRIPT_NOTE = /(<noscript>[\s\S]*?<p[^>]*>)[\s\S]*?(<\/p>)/;
const feedTitle = (href: string) => new RegExp(`(<link rel="alternate"[^>]*title=")[^"]*("[^>]*href="${href}")`);

/** The shell in the site's language and words (words.yaml `lang`, `common.scriptsOff`, the feeds' page titles). */
const inLanguage = (html: string, words: ShellWords) =>
  html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${words.lang}"`)
    .replace(NOSCRIPT_NOTE, (_, open: string, close: string) => `${open}${escapeHtml(words.common.scriptsOff)}${close}`)
    .replace(
      feedTitle('/news.xml'),
      (_, open: string, rest: string) => `${open}${escapeHtml(words.pages['/news'])}${rest}`,
    )
    .replace(
      feedTitle('/events.ics'),
      (_, open: string, rest: string) => `${open}${escapeHtml(words.pages['/events'])}${rest}`,
    );

/**
 * A rendered page in the shell, its head (after its `styles`) replacing the shell's; a text page
 * (`hydration` null) has no app.
 */
export function pageDocument(
  shellHtml: string,
  rendered: { html: string; head: string; styles: string; preloads?: string; hydration: string | null },
  theme: string,
  words: ShellWords,
): string {
  return inLanguage(shellHtml, words)
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace(THEME_COLOR, '')
    .replace('</head>', () => `${theme}${rendered.styles}${rendered.head}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root">${rendered.html}</div>` +
        (rendered.hydration === null
          ? ''
          : `<script type="application/json" id="router-data">${scriptSafe(rendered.hydration)}</script>`),
    )
    .replace('</body>', () => `${rendered.hydration === null ? '' : (rendered.preloads ?? '')}</body>`);
}
