// Reads a school's content folder (content/README.md): school.yaml, pages/*.md and images/. All or
// nothing: the first problem throws a ContentError naming the file, the line and the field, and
// no half-read content is ever returned.
import { createHash } from 'node:crypto';
import { access, readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { Value, type ValueError } from '@sinclair/typebox/value';
import matter from 'gray-matter';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { FrontMatterSchema, HEX_PATTERN, SchoolSchema, type ContentPage, type FrontMatter, type School, type SiteData } from '../../shared/content-schema.ts';
import { MarkdownError, renderInline, renderPage } from './markdown.ts';
import { admissionStatus } from '../../shared/admissions.ts';
import { CONTENT_PAGE_SLUGS, isOwnPage, OWN_PAGE_SLUG, RESERVED_SLUGS } from '../../shared/content-pages.ts';
import { readImageSizes } from './image-sizes.ts';
import type { ImageSizes } from './markdown-images.ts';
import { deriveTheme, ThemeError, type Theme } from './theme.ts';

export class ContentError extends Error {
  override name = 'ContentError';
}

export interface SiteContent {
  dir: string;
  school: School;
  /** Every colour of the stylesheet, made from school.yaml's two (theme.ts). */
  theme: Theme;
  pages: ReadonlyMap<string, ContentPage>;
  /** The slugs of the school's own pages (pages/*.md beyond the site's), each served at /<slug>. */
  ownPages: ReadonlySet<string>;
  /** Changes whenever any file of the folder does: the ETag of /bff/site and /bff/pages. */
  version: string;
}

const where = (file: string, line?: number) => (line ? `${file}:${line}` : file);

/** `{{ phone.display }}` → the value at that path of school.yaml; an unknown path is an error. */
function fillTemplates(text: string, data: unknown, file: string, line?: number): string {
  return text.replace(/\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g, (_all, path: string) => {
    let value: unknown = data;
    for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new ContentError(`${where(file, line)}: {{ ${path} }} is not a text or number in school.yaml`);
    }
    return String(value);
  });
}

function fillAll<T>(value: T, data: unknown, file: string): T {
  if (typeof value === 'string') return fillTemplates(value, data, file) as T;
  if (Array.isArray(value)) return value.map((v) => fillAll(v, data, file)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, data, file)])) as T;
  }
  return value;
}

/** The first schema error as "line: field: message", the line found in the YAML document. */
/** What an office should change, not the validator's words ("expected union value"). */
function describeError(error: ValueError, unknownKey: boolean): string {
  if (unknownKey) return 'unknown key (a typo?)';
  const { schema, value } = error;
  const choices = (schema.anyOf as TSchema[] | undefined)?.map((option) => option.const as unknown).filter((c): c is string => typeof c === 'string');
  if (choices && choices.length > 0) return `${value === undefined ? 'missing' : `"${String(value)}" is not allowed`}; it must be one of: ${choices.join(', ')}`;
  if (schema.pattern === HEX_PATTERN) {
    // An unquoted #0b6b3a is a YAML comment, so the value arrives empty.
    return `${typeof value === 'string' ? `"${value}" is not a colour` : 'no colour given'}: colours are "#rrggbb", in quotes (a # outside quotes starts a comment)`;
  }
  if (schema.pattern && typeof value === 'string') return `"${value}" is not in the expected form`;
  return error.message.toLowerCase();
}

function checkSchema<T>(schema: TSchema, data: unknown, file: string, lineOf: (path: string[]) => number | undefined): T {
  // An unknown key is reported first: a misspelt key is usually also why a required one is missing.
  const isUnknownKey = (e: { message: string }) => e.message.startsWith('Unexpected property');
  const errors = [...Value.Errors(schema, data)];
  const error = errors.find(isUnknownKey) ?? errors[0];
  if (!error) return data as T;
  const path = error.path.split('/').filter(Boolean);
  const field = path.join('.') || '(top level)';
  throw new ContentError(`${where(file, lineOf(path))}: ${field}: ${describeError(error, isUnknownKey(error))}`);
}

function yamlLines(doc: Document, counter: LineCounter) {
  return (path: string[]): number | undefined => {
    // The field itself, or the nearest parent that exists (a missing field has no line of its own).
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n).map((p) => (/^\d+$/.test(p) ? Number(p) : p)), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return counter.linePos(node.range[0]).line;
    }
    return undefined;
  };
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

async function readSchool(dir: string): Promise<{ school: School; theme: Theme; raw: string }> {
  const file = join(dir, 'school.yaml');
  const shown = relative(process.cwd(), file) || file;
  const raw = await readFile(file, 'utf8').catch(() => {
    throw new ContentError(`${shown}: not found. CONTENT_DIR (${dir}) must hold a school.yaml (see content/README.md)`);
  });
  const counter = new LineCounter();
  const doc = parseDocument(raw, { lineCounter: counter, uniqueKeys: true, prettyErrors: true });
  const yamlError = doc.errors[0];
  if (yamlError) {
    throw new ContentError(`${where(shown, yamlError.linePos?.[0].line)}: not valid YAML: ${yamlError.message.split('\n')[0]}`);
  }
  const lineOf = yamlLines(doc, counter);
  const data: unknown = doc.toJS();
  const school = fillAll(checkSchema<School>(SchoolSchema, data, shown, lineOf), data, shown);

  if (school.admissions && !admissionStatus(school.admissions.opens, school.admissions.closes, '2025-01-01')) {
    throw new ContentError(
      `${where(shown, lineOf(['admissions', 'opens']))}: admissions: opens and closes must be real days of one kind, both every year's (01-10) or both one year's (2027-01-10), and a window cannot close before it opens`,
    );
  }

  let theme: Theme;
  try {
    theme = deriveTheme(school.themeColor, school.accentColor);
  } catch (error) {
    if (!(error instanceof ThemeError)) throw error;
    throw new ContentError(`${where(shown, lineOf([error.field]))}: ${error.message}`);
  }

  const images = resolve(dir, 'images');
  const mustExist: Array<[string, string[]]> = [
    [school.logo.file, ['logo', 'file']],
    ...school.management.map((p, i): [string, string[]] => [p.photo, ['management', String(i), 'photo']]),
    ...school.home.slides.map((s, i): [string, string[]] => [s.image, ['home', 'slides', String(i), 'image']]),
  ];
  for (const [name, path] of mustExist) {
    const full = resolve(images, name);
    if (!full.startsWith(images + sep) || !(await exists(full))) {
      throw new ContentError(`${where(shown, lineOf(path))}: ${path.join('.')}: no file images/${name} in ${dir}`);
    }
  }
  return { school, theme, raw };
}

/**
 * A page of the school's own is served at /<slug>: the slug must make an address and must not
 * take one the site or the server already answers. Only such a page names its menu group.
 */
function checkSlug(slug: string, front: FrontMatter, shown: string, frontLines: (path: string[]) => number | undefined): void {
  if (!isOwnPage(slug)) {
    if (front.menu) throw new ContentError(`${where(shown, frontLines(['menu']))}: menu: /${slug} is one of the site's pages and has its place in the menu already; leave menu out`);
    return;
  }
  if (!OWN_PAGE_SLUG.test(slug)) {
    throw new ContentError(`${shown}: a page's file name is its address (/${slug}): use letters, digits and hyphens only, e.g. pages/school-transport.md`);
  }
  const lower = slug.toLowerCase();
  const taken = [...RESERVED_SLUGS, ...CONTENT_PAGE_SLUGS].find((other) => other.toLowerCase() === lower);
  if (taken) throw new ContentError(`${shown}: /${slug} is too close to the site's own address /${taken}: rename the file`);
}

async function readPage(dir: string, name: string, school: School, images: ImageSizes): Promise<{ page: ContentPage; raw: string }> {
  const file = join(dir, 'pages', name);
  const shown = relative(process.cwd(), file) || file;
  const raw = await readFile(file, 'utf8');
  const counter = new LineCounter();
  let doc: Document | undefined;
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(raw, {
      engines: {
        yaml: (text: string) => {
          doc = parseDocument(text, { lineCounter: counter, uniqueKeys: true, prettyErrors: true });
          const error = doc.errors[0];
          // gray-matter hands over the text after the opening ---, so its lines are the file's.
          if (error) throw new ContentError(`${where(shown, error.linePos?.[0].line)}: front matter is not valid YAML: ${error.message.split('\n')[0]}`);
          return doc.toJS() as object;
        },
      },
    });
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError(`${shown}: ${(error as Error).message}`);
  }
  if (!doc) throw new ContentError(`${shown}: no front matter. A page starts with --- lines holding its title, section and description`);
  const frontLines = yamlLines(doc, counter);
  const front = checkSchema<FrontMatter>(FrontMatterSchema, parsed.data, shown, frontLines);
  // A day that exists, and not after today anywhere on earth (UTC+14): the page shows it to parents.
  const latest = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
  if (Number.isNaN(Date.parse(`${front.updated}T00:00:00Z`)) || new Date(`${front.updated}T00:00:00Z`).toISOString().slice(0, 10) !== front.updated || front.updated > latest) {
    throw new ContentError(`${where(shown, frontLines(['updated']))}: updated: ${front.updated} is not a past or present day (YYYY-MM-DD)`);
  }
  const bodyStart = raw.split('\n').length - parsed.content.split('\n').length;
  const body = parsed.content
    .split('\n')
    .map((line, i) => fillTemplates(line, school, shown, bodyStart + i + 1))
    .join('\n');
  const slug = name.replace(/\.md$/, '');
  checkSlug(slug, front, shown, frontLines);
  const meta = fillAll(front, school, shown);
  let rendered: ReturnType<typeof renderPage>;
  try {
    rendered = renderPage(body, school, images);
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error;
    throw new ContentError(`${where(shown, error.line === undefined ? undefined : bodyStart + error.line)}: ${error.message}`);
  }
  const page: ContentPage = {
    slug,
    title: meta.title,
    section: meta.section,
    description: meta.description,
    updated: front.updated,
    ...(meta.lead ? { lead: renderInline(meta.lead, school) } : {}),
    ...(meta.pdf ? { pdf: school.pdfs[meta.pdf] } : {}),
    ...(front.menu ? { menu: front.menu } : {}),
    html: rendered.html,
    toc: rendered.toc,
  };
  return { page, raw };
}

/**
 * Reads the content folder `dir`. `required` names the page slugs the site's routes need; a
 * missing one is an error, since its address would otherwise answer 404.
 */
export async function loadContent(dir: string, required: readonly string[] = []): Promise<SiteContent> {
  const { school, theme, raw } = await readSchool(dir);
  const hash = createHash('sha256').update(raw);
  const names = (await readdir(join(dir, 'pages')).catch(() => [] as string[])).filter((n) => n.endsWith('.md')).sort();
  const pages = new Map<string, ContentPage>();
  const images = await readImageSizes(dir);
  for (const name of names) {
    const { page, raw: text } = await readPage(dir, name, school, images);
    hash.update(name).update(text);
    pages.set(page.slug, page);
  }
  const missing = required.filter((slug) => !pages.has(slug));
  if (missing.length > 0) {
    throw new ContentError(`${join(dir, 'pages')}: missing ${missing.map((s) => `${s}.md`).join(', ')} (one file per static page of the site)`);
  }
  const ownPages = new Set([...pages.keys()].filter(isOwnPage));
  return { dir, school, theme, pages, ownPages, version: hash.digest('base64url').slice(0, 16) };
}

/** What GET /bff/site answers, and what server rendering hands the root loader. */
export function siteData({ school, pages, version }: SiteContent): SiteData {
  return { version, school, pages: [...pages.values()].map(({ slug, title, section, description, menu }) => ({ slug, title, section, description, ...(menu ? { menu } : {}) })) };
}
