// Reads a content folder (content/README.md) all or nothing: the first problem throws a ContentError
// naming file, line and field.
import { createHash } from 'node:crypto';
import { access, readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { SchoolSchema, type ContentPage, type School, type SiteData } from '../../shared/content-schema.ts';
import { admissionStatus } from '../../shared/admissions.ts';
import { isOwnPage } from '../../shared/content-pages.ts';
import { brokenLink } from './content-lint.ts';
import { pagesOutsideMenu } from './content-warnings.ts';
import { checkSchema, ContentError, fillAll, where, yamlLines } from './content-yaml.ts';
import { readImageSizes } from './image-sizes.ts';
import { readPage } from './read-page.ts';
import { deriveTheme, ThemeError, type Theme } from './theme.ts';

export { ContentError } from './content-yaml.ts';

export interface SiteContent {
  dir: string;
  school: School;
  /** Every colour of the stylesheet, made from school.yaml's two (theme.ts). */
  theme: Theme;
  pages: ReadonlyMap<string, ContentPage>;
  /** The school's own pages (pages/*.md beyond the site's), each served at /<slug>. */
  ownPages: ReadonlySet<string>;
  /** Problems that do not stop the site (file:line and what to change), logged at start. */
  warnings: string[];
  /** Changes whenever any file of the folder does (the ETag of /bff/site and /bff/pages). */
  version: string;
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
    throw new ContentError(
      `${where(shown, yamlError.linePos?.[0].line)}: not valid YAML: ${yamlError.message.split('\n')[0]}`,
    );
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

/** Reads the content folder; a missing `required` page is an error (its address would be a 404). */
export async function loadContent(dir: string, required: readonly string[] = []): Promise<SiteContent> {
  const { school, theme, raw } = await readSchool(dir);
  const hash = createHash('sha256').update(raw);
  const names = (await readdir(join(dir, 'pages')).catch(() => [] as string[])).filter((n) => n.endsWith('.md')).sort();
  const pages = new Map<string, ContentPage>();
  const links: Array<{ line: string; path: string }> = [];
  const warnings: string[] = [];
  const images = await readImageSizes(dir);
  for (const name of names) {
    const { page, raw: text, links: pageLinks, warnings: pageWarnings } = await readPage(dir, name, school, images);
    warnings.push(...pageWarnings);
    hash.update(name).update(text);
    pages.set(page.slug, page);
    links.push(...pageLinks);
  }
  const missing = required.filter((slug) => !pages.has(slug));
  if (missing.length > 0) {
    throw new ContentError(
      `${join(dir, 'pages')}: missing ${missing.map((s) => `${s}.md`).join(', ')} (one file per static page of the site)`,
    );
  }
  const ownPages = new Set([...pages.keys()].filter(isOwnPage));
  warnings.push(
    ...links.flatMap(({ line, path }) => {
      const broken = brokenLink(path, ownPages);
      return broken ? [`${line}: ${broken}`] : [];
    }),
    ...pagesOutsideMenu(pages.values(), (slug) => relative(process.cwd(), join(dir, 'pages', `${slug}.md`))),
  );
  return { dir, school, theme, pages, ownPages, warnings, version: hash.digest('base64url').slice(0, 16) };
}

/** What GET /bff/site answers, and what server rendering hands the root loader. */
export function siteData({ school, pages, version }: SiteContent): SiteData {
  return {
    version,
    school,
    pages: [...pages.values()].map(({ slug, title, section, description, menu }) => ({
      slug,
      title,
      section,
      description,
      ...(menu ? { menu } : {}),
    })),
  };
}
