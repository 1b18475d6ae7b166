// words.yaml: the school's words over the site's English ones (shared/words.ts), checked key by key.
import { Type, type TSchema } from '@sinclair/typebox';
import type { ContentPage, PageTextKey, School } from '../../shared/content-schema.ts';
import { ENGLISH_WORDS, type PagePath, type Words } from '../../shared/words.ts';
import { checkSchema, parseContentYaml, readOptional, yamlLines } from './content-yaml.ts';

const PAGE_PATHS = Object.keys(ENGLISH_WORDS.pages) as PagePath[];

/** A word: one line of text; {names} in braces are filled in by the site. */
const Word = Type.String({ minLength: 1, description: 'a word or sentence of text' });

/** Templates that are nothing without each of their {names} (a date without its day, a size without its number). */
const KEEPS_ITS_NAMES = /^(dates\.formats|links\.sizes)\.(?!decimal$)/;

/** A template that must keep every {name} of its English one, in any order. */
function template(english: string): TSchema {
  const names = [...english.matchAll(/\{\w+\}/g)].map(([name]) => name);
  const escaped = (name: string) => name.replace(/[{}]/g, '\\$&');
  return Type.String({
    minLength: 1,
    pattern: `^${names.map((name) => `(?=[\\s\\S]*${escaped(name)})`).join('')}`,
    description: `a template keeping ${names.join(', ')}`,
  });
}

/** The schema of words.yaml: any key of the English words, nothing else; `menu`, `footerLinks` and `lang` at the top only. */
function wordsSchema(words: object, { labels = false, top = false, at = '' } = {}): TSchema {
  const keys = labels ? PAGE_PATHS : Object.keys(words);
  const entries = keys.map((key) => {
    const english = (words as Record<string, unknown>)[key];
    if (top && (key === 'menu' || key === 'footerLinks'))
      return [key, Type.Optional(wordsSchema({}, { labels: true }))] as const;
    if (top && key === 'lang')
      return [
        key,
        Type.Optional(
          Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$', description: 'a language tag (en, hi, en-IN)' }),
        ),
      ] as const;
    const path = at ? `${at}.${key}` : key;
    if (typeof english === 'object' && english)
      return [key, Type.Optional(wordsSchema(english, { at: path }))] as const;
    const keepsNames = typeof english === 'string' && KEEPS_ITS_NAMES.test(path);
    return [key, Type.Optional(keepsNames ? template(english) : Word)] as const;
  });
  return Type.Object(Object.fromEntries(entries), { additionalProperties: false });
}

const WordsSchema = wordsSchema(ENGLISH_WORDS, { top: true });

type Given = { [key: string]: string | Given };

/** `base` with every key `given` sets replaced. */
function merged<T>(base: T, given: Given | undefined): T {
  if (!given) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(given)) {
    const current = out[key];
    out[key] =
      typeof value === 'object' && typeof current === 'object' && current !== null ? merged(current, value) : value;
  }
  return out as T;
}

export interface ReadWords {
  /** The school's words over the English ones; titles not yet from pages (resolveTitles). */
  words: Words;
  /** What words.yaml gives, as written. */
  given: Given;
  /** words.yaml's text ('' when there is none), for the content version. */
  raw: string;
}

/** Reads CONTENT_DIR/words.yaml if there is one; every problem in it is thrown at once, in a ContentError. */
export async function readWords(dir: string): Promise<ReadWords> {
  const { raw, shown } = await readOptional(dir, 'words.yaml');
  if (!raw.trim()) return { words: ENGLISH_WORDS, given: {}, raw };
  const { doc, counter } = parseContentYaml(raw, shown);
  const given = checkSchema<Given>(WordsSchema, doc.toJS() ?? {}, shown, yamlLines(doc, counter));
  return { words: merged<Words>(ENGLISH_WORDS, given), given, raw };
}

/** The pageText key whose title (school.yaml) names the page at `path`. */
const PAGE_TEXT_KEYS: Partial<Record<PagePath, PageTextKey>> = {
  '/news': 'news',
  '/events': 'events',
  '/gallery': 'gallery',
  '/subGallery': 'album',
  '/topperX': 'topperX',
  '/topperXII': 'topperXII',
  '/Tc': 'tc',
  '/career': 'career',
  '/site-map': 'siteMap',
  '/search': 'search',
  '/calendar': 'schoolYear',
};

/**
 * Each page's title: words.yaml's, else school.yaml's pageText, else the page file's front matter,
 * else the English one. The menu keeps a short label only for a page words.yaml does not rename.
 */
export function resolveTitles(
  read: ReadWords,
  school: School,
  pages: ReadonlyMap<string, Pick<ContentPage, 'title'>>,
): Words {
  const givenPages = (read.given.pages ?? {}) as Partial<Record<PagePath, string>>;
  const givenMenu = (read.given.menu ?? {}) as Partial<Record<PagePath, string>>;
  const titles = {} as Record<PagePath, string>;
  const menu: Partial<Record<PagePath, string>> = {};
  for (const path of PAGE_PATHS) {
    const key = PAGE_TEXT_KEYS[path];
    const title =
      givenPages[path] ??
      (key ? school.pageText?.[key]?.title : undefined) ??
      pages.get(path.slice(1))?.title ??
      read.words.pages[path];
    titles[path] = title;
    // The page file's title (a PDF's label, say) keeps the short label; a new name in words.yaml does not.
    const short = givenMenu[path] ?? (givenPages[path] === undefined ? read.words.menu[path] : undefined);
    if (short) menu[path] = short;
  }
  return {
    ...read.words,
    pages: titles,
    menu,
    notFound: read.given.notFound ? read.words.notFound : (school.pageText?.notFound?.title ?? read.words.notFound),
  };
}
