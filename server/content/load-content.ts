// Reads a content folder (content/README.md) all or nothing: the first problem throws a ContentError
// naming file, line and field.
import { createHash } from 'node:crypto';
import { access, readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { SchoolSchema, type ContentPage, type School, type SiteData } from '../../shared/content-schema.ts';
import { admissionStatus } from '../../shared/admissions.ts';
import { isOwnPage, isUnwritten, REQUIRED_PAGE_SLUGS, SCHOOL_YEAR_SLUG } from '../../shared/content-pages.ts';
import type { SchoolYear } from '../../shared/school-year.ts';
import type { Words } from '../../shared/words.ts';
import { brokenLink } from './content-lint.ts';
import { pagesOutsideMenu } from './content-warnings.ts';
import { checkSchema, collect, ContentError, fillAll, parseContentYaml, where, yamlLines } from './content-yaml.ts';
import { readImageSizes } from './image-sizes.ts';
import { readPage } from './read-page.ts';
import { readSchoolYear } from './read-school-year.ts';
import { readWords, resolveTitles } from './read-words.ts';
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
  /** The site's words: words.yaml's over the English ones, each page's title resolved. */
  words: Words;
  /** school-year.yaml's terms, holidays, examinations and meetings; null without the file. */
  schoolYear: SchoolYear | null;
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

/** school.yaml read and checked; every problem found is thrown at once, in a ContentError. */
async function readSchool(dir: string): Promise<{ school: School; theme: Theme; raw: string }> {
  const file = join(dir, 'school.yaml');
  const shown = relative(process.cwd(), file) || file;
  const raw = await readFile(file, 'utf8').catch(() => {
    throw new ContentError(`${shown}: not found. CONTENT_DIR (${dir}) must hold a school.yaml (see content/README.md)`);
  });
  const { doc, counter } = parseContentYaml(raw, shown);
  const lineOf = yamlLines(doc, counter);
  const data: unknown = doc.toJS();
  const problems: string[] = [];
  const checked = collect(problems, () => checkSchema<School>(SchoolSchema, data, shown, lineOf));
  // Pictures are looked for even when other fields are wrong, so one run names them all.
  problems.push(...(await missingImages(dir, data, shown, lineOf)));
  const school = checked && collect(problems, () => fillAll(checked, data, shown));
  if (!school) throw new ContentError(problems);

  if (school.admissions && !admissionStatus(school.admissions.opens, school.admissions.closes, '2025-01-01')) {
    problems.push(
      `${where(shown, lineOf(['admissions', 'opens']))}: admissions: opens and closes must be real days of one kind, both every year's (01-10) or both one year's (2027-01-10), and a window cannot close before it opens`,
    );
  }
  school.timings.forEach((row, i) => {
    if ((row.from === undefined) !== (row.to === undefined))
      problems.push(
        `${where(shown, lineOf(['timings', String(i)]))}: timings.${i}: a season needs both "from:" and "to:" (MM-DD), or neither`,
      );
  });
  let theme: Theme | undefined;
  try {
    theme = deriveTheme(school.themeColor, school.accentColor);
  } catch (error) {
    if (!(error instanceof ThemeError)) throw error;
    problems.push(`${where(shown, lineOf([error.field]))}: ${error.message}`);
  }
  if (problems.length > 0 || !theme) throw new ContentError(problems);
  return { school, theme, raw };
}

/** The pictures school.yaml names (logo, management, slides) that are not under images/. */
async function missingImages(
  dir: string,
  data: unknown,
  shown: string,
  lineOf: (path: string[]) => number | undefined,
): Promise<string[]> {
  const images = resolve(dir, 'images');
  const at = (path: string[]): unknown =>
    path.reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      data,
    );
  const list = (path: string[]) => (Array.isArray(at(path)) ? (at(path) as unknown[]) : []);
  const named: string[][] = [
    ['logo', 'file'],
    ...list(['management']).map((_, i) => ['management', String(i), 'photo']),
    ...list(['home', 'slides']).map((_, i) => ['home', 'slides', String(i), 'image']),
  ];
  const missing: string[] = [];
  for (const path of named) {
    const name = at(path);
    if (typeof name !== 'string') continue;
    const full = resolve(images, name);
    if (!full.startsWith(images + sep) || !(await exists(full)))
      missing.push(`${where(shown, lineOf(path))}: ${path.join('.')}: no file images/${name} in ${dir}`);
  }
  return missing;
}

/**
 * Reads the content folder; a missing `required` page is an error (pages/about.md by default).
 * Throws a ContentError naming every problem of every file, with the warnings found meanwhile.
 */
export async function loadContent(
  dir: string,
  required: readonly string[] = REQUIRED_PAGE_SLUGS,
): Promise<SiteContent> {
  const problems: string[] = [];
  // Pages are still checked when school.yaml has problems, without rendering, so one run names all.
  const read = await readSchool(dir).catch((error: unknown) => {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
    return undefined;
  });
  const words = await readWords(dir).catch((error: unknown) => {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
    return undefined;
  });
  const year = await readSchoolYear(dir).catch((error: unknown) => {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
    return undefined;
  });
  const hash = createHash('sha256')
    .update(read?.raw ?? '')
    .update(words?.raw ?? '')
    .update(year?.raw ?? '');
  const names = (await readdir(join(dir, 'pages')).catch(() => [] as string[])).filter((n) => n.endsWith('.md')).sort();
  const pages = new Map<string, ContentPage>();
  const links: Array<{ line: string; path: string }> = [];
  const warnings: string[] = [];
  const images = await readImageSizes(dir);
  for (const name of names) {
    const found = await readPage(dir, name, read?.school, images, words?.words);
    problems.push(...found.problems);
    warnings.push(...found.warnings);
    hash.update(name).update(found.raw);
    if (found.page) pages.set(found.page.slug, found.page);
    links.push(...found.links);
  }
  const missing = required.filter((slug) => !names.includes(`${slug}.md`));
  if (missing.length > 0) {
    problems.push(
      `${join(dir, 'pages')}: missing ${missing.map((s) => `${s}.md`).join(', ')} (every school writes its about page)`,
    );
  }
  const written = new Set(names.map((name) => name.replace(/\.md$/, '')));
  const ownPages = new Set([...written].filter(isOwnPage));
  warnings.push(
    ...links.flatMap(({ line, path }) => {
      const broken = brokenLink(path, year?.year ? new Set([...written, SCHOOL_YEAR_SLUG]) : written);
      return broken ? [`${line}: ${broken}`] : [];
    }),
    ...pagesOutsideMenu(pages.values(), (slug) => relative(process.cwd(), join(dir, 'pages', `${slug}.md`))),
  );
  if (!read || !words || !year || problems.length > 0) throw new ContentError(problems, warnings);
  const { school, theme } = read;
  const resolved = resolveTitles(words, school, pages);
  // A site page's title is its words' (the heading, menu, site map and search agree).
  for (const [slug, page] of pages) {
    const title = isOwnPage(slug) ? undefined : resolved.pages[`/${slug}` as keyof Words['pages']];
    if (title) pages.set(slug, { ...page, title });
  }
  const version = hash.digest('base64url').slice(0, 16);
  return { dir, school, theme, pages, ownPages, words: resolved, schoolYear: year.year, warnings, version };
}

/** `has` for isUnwritten: the pages whose file the folder holds, and the school year with its file. */
export function writtenPages(content: Pick<SiteContent, 'pages' | 'schoolYear'>): (slug: string) => boolean {
  return (slug) => (slug === SCHOOL_YEAR_SLUG ? content.schoolYear !== null : content.pages.has(slug));
}

/** What GET /bff/site answers, and what server rendering hands the root loader. */
export function siteData({ school, pages, words, schoolYear, version }: SiteContent): SiteData {
  // The names of pages the school has not written are sent nowhere (they answer 404).
  const has = writtenPages({ pages, schoolYear });
  const written = <T extends object>(labels: T): T =>
    Object.fromEntries(Object.entries(labels).filter(([path]) => !isUnwritten(path, has))) as T;
  return {
    version,
    school,
    words: {
      ...words,
      pages: written(words.pages),
      menu: written(words.menu),
      footerLinks: written(words.footerLinks),
    },
    pages: [...pages.values()].map(({ slug, title, section, description, menu }) => ({
      slug,
      title,
      section,
      description,
      ...(menu ? { menu } : {}),
    })),
  };
}

/**
 * What GET /bff/site/offline answers, a tenth of /bff/site: what the service worker keeps for its own
 * pages (the offline words, the language, the dates' short months and order, the school's name,
 * theme colour and phone).
 */
export function offlineSiteData({ school, words, version }: SiteContent) {
  return {
    version,
    words: {
      lang: words.lang,
      offline: words.offline,
      dates: { short: words.dates.short, formats: words.dates.formats },
    },
    school: { name: school.name, themeColor: school.themeColor, phone: school.phone },
  };
}
