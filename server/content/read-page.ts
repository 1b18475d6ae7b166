// One page (pages/<slug>.md): front matter checked, templates filled, Markdown linted and rendered,
// and its links kept to be checked once every page is read.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { FrontMatterSchema, type ContentPage, type FrontMatter, type School } from '../../shared/content-schema.ts';
import { CONTENT_PAGE_SLUGS, isOwnPage, OWN_PAGE_SLUG, RESERVED_SLUGS } from '../../shared/content-pages.ts';
import { lintPage } from './content-lint.ts';
import { unknownSection } from './content-warnings.ts';
import { checkSchema, ContentError, fillAll, fillTemplates, where, yamlLines } from './content-yaml.ts';
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

export async function readPage(
  dir: string,
  name: string,
  school: School,
  images: ImageSizes,
): Promise<{ page: ContentPage; raw: string; links: Array<{ line: string; path: string }>; warnings: string[] }> {
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
    if (error instanceof ContentError) throw error;
    throw new ContentError(`${shown}: ${(error as Error).message}`);
  }
  if (!doc)
    throw new ContentError(
      `${shown}: no front matter. A page starts with --- lines holding its title, section and description`,
    );
  const frontLines = yamlLines(doc, counter);
  const front = checkSchema<FrontMatter>(FrontMatterSchema, parsed.data, shown, frontLines);
  // A real day, not after today anywhere on earth (UTC+14).
  const latest = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
  if (
    Number.isNaN(Date.parse(`${front.updated}T00:00:00Z`)) ||
    new Date(`${front.updated}T00:00:00Z`).toISOString().slice(0, 10) !== front.updated ||
    front.updated > latest
  ) {
    throw new ContentError(
      `${where(shown, frontLines(['updated']))}: updated: ${front.updated} is not a past or present day (YYYY-MM-DD)`,
    );
  }
  const bodyStart = raw.split('\n').length - parsed.content.split('\n').length;
  const body = parsed.content
    .split('\n')
    .map((line, i) => fillTemplates(line, school, shown, bodyStart + i + 1))
    .join('\n');
  const slug = name.replace(/\.md$/, '');
  checkSlug(slug, front, shown, frontLines);
  const meta = fillAll(front, school, shown);
  const findings = lintPage(body, bodyStart + 1);
  const mistake = findings.errors[0];
  if (mistake) throw new ContentError(`${where(shown, mistake.line)}: ${mistake.message}`);
  let rendered: ReturnType<typeof renderPage>;
  try {
    rendered = renderPage(body, school, images);
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error;
    throw new ContentError(
      `${where(shown, error.line === undefined ? undefined : bodyStart + error.line)}: ${error.message}`,
    );
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
    ...(front.keywords ? { keywords: front.keywords } : {}),
    html: rendered.html,
    toc: rendered.toc,
  };
  const section = unknownSection(meta.section);
  const warnings = section ? [`${where(shown, frontLines(['section']))}: ${section}`] : [];
  return { page, raw, links: findings.links.map(({ line, path }) => ({ line: where(shown, line), path })), warnings };
}
