// One page (pages/<slug>.md): front matter checked, templates filled, Markdown linted and rendered,
// every problem collected, and its links kept to be checked once every page is read.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { FrontMatterSchema, type ContentPage, type FrontMatter, type School } from '../../shared/content-schema.ts';
import { CONTENT_PAGE_SLUGS, isOwnPage, OWN_PAGE_SLUG, RESERVED_SLUGS } from '../../shared/content-pages.ts';
import { pdfOf } from '../../shared/school-parts.ts';
import { ENGLISH_WORDS, groupIdOf, type Words } from '../../shared/words.ts';
import { lintPage } from './content-lint.ts';
import { unknownSection } from './content-warnings.ts';
import { checkSchema, collect, ContentError, fillAll, fillTemplates, where, yamlLines } from './content-yaml.ts';
import { MarkdownError, renderInline, renderPage } from './markdown.ts';
import type { ImageSizes } from './markdown-images.ts';

/** An own page's slug is its address: a valid one, not the site's; only such a page names a menu group. */
function checkSlug(
  slug: string,
  front: FrontMatter,
  shown: string,
  frontLines: (path: string[]) => number | undefined,
): void {
  if (!isOwnPage(slug)) {
    if (front.menu)
      throw new ContentError(
        `${where(shown, frontLines(['menu']))}: menu: /${slug} is one of the site's pages and has its place in the menu already; leave menu out`,
      );
    return;
  }
  if (!OWN_PAGE_SLUG.test(slug)) {
    throw new ContentError(
      `${shown}: a page's file name is its address (/${slug}): use letters, digits and hyphens only, e.g. pages/school-transport.md`,
    );
  }
  const lower = slug.toLowerCase();
  const taken = [...RESERVED_SLUGS, ...CONTENT_PAGE_SLUGS].find((other) => other.toLowerCase() === lower);
  if (taken)
    throw new ContentError(`${shown}: /${slug} is too close to the site's own address /${taken}: rename the file`);
}

export interface ReadPage {
  /** The rendered page; absent when the page has problems or school.yaml could not be read. */
  page?: ContentPage;
  raw: string;
  /** Site addresses it links to, checked once every page is read. */
  links: Array<{ line: string; path: string }>;
  /** What stops the start, every one found ("file:line: what to change"). */
  problems: string[];
  warnings: string[];
}

/**
 * Reads pages/<name>: front matter, slug and Markdown checked, every problem collected. Rendered
 * only with a `school` (its templates) and no problem found.
 */
export async function readPage(
  dir: string,
  name: string,
  school: School | undefined,
  images: ImageSizes,
  words: Words = ENGLISH_WORDS,
): Promise<ReadPage> {
  const file = join(dir, 'pages', name);
  const shown = relative(process.cwd(), file) || file;
  const raw = await readFile(file, 'utf8');
  const problems: string[] = [];
  const result = (more: Partial<ReadPage> = {}): ReadPage => ({ raw, links: [], problems, warnings: [], ...more });
  const counter = new LineCounter();
  let doc: Document | undefined;
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(raw, {
      engines: {
        yaml: (text: string) => {
          doc = parseDocument(text, { lineCounter: counter, uniqueKeys: true, prettyErrors: true });
          const error = doc.errors[0];
          // gray-matter passes the text after the opening ---, so lines are the file's.
          if (error)
            throw new ContentError(
              `${where(shown, error.linePos?.[0].line)}: front matter is not valid YAML: ${error.message.split('\n')[0]}`,
            );
          return doc.toJS() as object;
        },
      },
    });
  } catch (error) {
    problems.push(error instanceof ContentError ? error.message : `${shown}: ${(error as Error).message}`);
    return result();
  }
  if (!doc) {
    problems.push(`${shown}: no front matter. A page starts with --- lines holding its title, section and description`);
    return result();
  }
  const frontLines = yamlLines(doc, counter);
  const front = collect(problems, () => checkSchema<FrontMatter>(FrontMatterSchema, parsed.data, shown, frontLines));
  const slug = name.replace(/\.md$/, '');
  if (front) {
    if (!isPastDay(front.updated))
      problems.push(
        `${where(shown, frontLines(['updated']))}: updated: ${front.updated} is not a past or present day (YYYY-MM-DD)`,
      );
    collect(problems, () => checkSlug(slug, front, shown, frontLines));
  }
  const bodyStart = raw.split('\n').length - parsed.content.split('\n').length;
  const findings = lintPage(parsed.content, bodyStart + 1);
  problems.push(...findings.errors.map((mistake) => `${where(shown, mistake.line)}: ${mistake.message}`));
  const links = findings.links.map(({ line, path }) => ({ line: where(shown, line), path }));
  if (!front || !school || problems.length > 0) return result({ links });

  const body = collect(problems, () =>
    parsed.content
      .split('\n')
      .map((line, i) => fillTemplates(line, school, shown, bodyStart + i + 1))
      .join('\n'),
  );
  const meta = collect(problems, () => fillAll(front, school, shown));
  if (body === undefined || !meta) return result({ links });
  const pdf = meta.pdf ? pdfOf(school, meta.pdf) : undefined;
  if (meta.pdf && !pdf) {
    problems.push(
      `${where(shown, frontLines(['pdf']))}: pdf: ${meta.pdf} is not under pdfs: in school.yaml; add it there, or leave pdf out`,
    );
    return result({ links });
  }
  let rendered: ReturnType<typeof renderPage>;
  try {
    rendered = renderPage(body, school, images);
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error;
    problems.push(`${where(shown, error.line === undefined ? undefined : bodyStart + error.line)}: ${error.message}`);
    return result({ links });
  }
  const page: ContentPage = {
    slug,
    title: meta.title,
    section: meta.section,
    description: meta.description,
    updated: front.updated,
    ...(meta.lead ? { lead: renderInline(meta.lead, school) } : {}),
    ...(pdf ? { pdf } : {}),
    ...(front.menu ? { menu: groupIdOf(front.menu) } : {}),
    ...(front.keywords ? { keywords: front.keywords } : {}),
    html: rendered.html,
    toc: rendered.toc,
  };
  const section = unknownSection(meta.section, words);
  const warnings = section ? [`${where(shown, frontLines(['section']))}: ${section}`] : [];
  return result({ page, links, warnings });
}

/** A real day, not after today anywhere on earth (UTC+14). */
function isPastDay(day: string): boolean {
  const latest = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day && day <= latest;
}
