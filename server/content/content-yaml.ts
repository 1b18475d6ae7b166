// Checks shared by school.yaml and front matter: YAML against its schema, each problem named by file,
// line and field with what to change; {{ templates }} filled from school.yaml.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { Value, ValueErrorType, type ValueError } from '@sinclair/typebox/value';
import { closest, distance } from 'fastest-levenshtein';
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { HEX_PATTERN } from '../../shared/content-schema.ts';

/** A content folder the site cannot serve: every problem found, one "file:line: what to change" each. */
export class ContentError extends Error {
  override name = 'ContentError';
  readonly problems: readonly string[];
  /** What would not stop the site, found on the way (broken links, pages outside the menu). */
  readonly warnings: readonly string[];
  constructor(problems: string | readonly string[], warnings: readonly string[] = []) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list.join('\n'));
    this.problems = list;
    this.warnings = warnings;
  }
}

/** Runs `check`, adding what it throws to `problems`; returns its value, or undefined when it threw. */
export function collect<T>(problems: string[], check: () => T): T | undefined {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
    return undefined;
  }
}

export const where = (file: string, line?: number) => (line ? `${file}:${line}` : file);

/** `{{ phone.display }}` → the value at that path of school.yaml; an unknown path is an error. */
export function fillTemplates(text: string, data: unknown, file: string, line?: number): string {
  return text.replace(/\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g, (_all, path: string) => {
    let value: unknown = data;
    for (const key of path.split('.'))
      value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new ContentError(`${where(file, line)}: {{ ${path} }} is not a text or number in school.yaml`);
    }
    return String(value);
  });
}

export function fillAll<T>(value: T, data: unknown, file: string): T {
  if (typeof value === 'string') return fillTemplates(value, data, file) as T;
  if (Array.isArray(value)) return value.map((v) => fillAll(v, data, file)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, data, file)])) as T;
  }
  return value;
}

/** The keys an object schema allows, found by following `path` (array items by index). */
function allowedKeys(schema: TSchema, path: string[]): string[] {
  let node: TSchema | undefined = schema;
  for (const key of path) {
    if (!node) return [];
    node = /^\d+$/.test(key) && node.items ? (node.items as TSchema) : (node.properties?.[key] as TSchema | undefined);
    if (node?.anyOf) node = (node.anyOf as TSchema[]).find((option) => option.properties);
  }
  return Object.keys(node?.properties ?? {});
}

/** What an office should change, not the validator's words ("expected union value"). */
function describeError(schema: TSchema, error: ValueError, path: string[]): string {
  const { value } = error;
  if (error.type === ValueErrorType.ObjectAdditionalProperties) {
    const key = path.at(-1)!;
    // In `{ note: a, b }` the comma ends the text and " b" becomes a key of its own.
    if (/\s/.test(key) && error.value === null)
      return `"${key}" looks like the end of a text cut at a comma: inside { } put a text with a comma in quotes`;
    const allowed = allowedKeys(schema, path.slice(0, -1));
    const like = allowed.length > 0 ? closest(key, allowed) : undefined;
    const hint = like && distance(key.toLowerCase(), like.toLowerCase()) <= 3 ? `did you mean "${like}"? ` : '';
    return `unknown key; ${hint}the keys allowed here are: ${allowed.join(', ')}`;
  }
  if (error.type === ValueErrorType.ObjectRequiredProperty)
    return `missing; add "${path.at(-1) ?? ''}:" (content/README.md says what it holds)`;
  const choices = (error.schema.anyOf as TSchema[] | undefined)
    ?.map((option) => option.const as unknown)
    .filter((c): c is string => typeof c === 'string');
  if (choices && choices.length > 0)
    return `${value === undefined ? 'missing' : `"${String(value)}" is not allowed`}; it must be one of: ${choices.join(', ')}`;
  if (error.schema.pattern === HEX_PATTERN) {
    // An unquoted #0b6b3a is a YAML comment, so the value arrives empty.
    return `${typeof value === 'string' ? `"${value}" is not a colour` : 'no colour given'}: colours are "#rrggbb", in quotes (a # outside quotes starts a comment)`;
  }
  const form = typeof error.schema.description === 'string' ? `: ${error.schema.description}` : '';
  if (error.schema.pattern && typeof value === 'string') return `"${value}" is not in the expected form${form}`;
  return `${error.message.toLowerCase()}${form}`;
}

/**
 * Checks `data` against `schema`; throws a ContentError with one "file:line: field: message" per
 * field found wrong (the first finding of each), unknown keys first.
 */
export function checkSchema<T>(
  schema: TSchema,
  data: unknown,
  file: string,
  lineOf: (path: string[]) => number | undefined,
): T {
  const byField = new Map<string, string>();
  const errors = [...Value.Errors(schema, data)];
  // A misspelt key is usually why a required one is missing: it comes first.
  errors.sort(
    (a, b) =>
      Number(b.type === ValueErrorType.ObjectAdditionalProperties) -
      Number(a.type === ValueErrorType.ObjectAdditionalProperties),
  );
  for (const error of errors) {
    // JSON pointer: "~1" is a "/" within a key (words.yaml's page addresses), "~0" a "~".
    const path = error.path
      .split('/')
      .filter(Boolean)
      .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
    const field = path.join('.') || '(top level)';
    if (byField.has(field)) continue;
    // A missing key has no line of its own: its parent's, or none at the top level.
    const line = error.type === ValueErrorType.ObjectRequiredProperty && path.length === 1 ? undefined : lineOf(path);
    byField.set(field, `${where(file, line)}: ${field}: ${describeError(schema, error, path)}`);
  }
  if (byField.size > 0) throw new ContentError([...byField.values()]);
  return data as T;
}

export function yamlLines(doc: Document, counter: LineCounter) {
  return (path: string[]): number | undefined => {
    // The field, or its nearest existing parent (a missing field has no line).
    const keys = path.map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    for (let n = path.length; n >= 0; n--) {
      // A key's own line, not its value's (a block value starts on the next line).
      const parent = n > 0 ? doc.getIn(keys.slice(0, n - 1), true) : undefined;
      const key = isMap(parent)
        ? parent.items.find((pair) => isScalar(pair.key) && pair.key.value === keys[n - 1])?.key
        : undefined;
      const node = (isScalar(key) ? key : doc.getIn(keys.slice(0, n), true)) as
        { range?: [number, number, number] } | undefined;
      if (node?.range) return counter.linePos(node.range[0]).line;
    }
    return undefined;
  };
}

/** A content file's YAML, keys unique; every syntax error is thrown at once with its line. */
export function parseContentYaml(raw: string, shown: string): { doc: Document; counter: LineCounter } {
  const counter = new LineCounter();
  const doc = parseDocument(raw, { lineCounter: counter, uniqueKeys: true, prettyErrors: true });
  if (doc.errors.length > 0) {
    throw new ContentError(
      doc.errors.map(
        (error) => `${where(shown, error.linePos?.[0].line)}: not valid YAML: ${error.message.split('\n')[0]}`,
      ),
    );
  }
  return { doc, counter };
}

/** An optional file of the content folder: its text ('' when absent) and the name problems give it. */
export async function readOptional(dir: string, name: string): Promise<{ raw: string; shown: string }> {
  const file = join(dir, name);
  const shown = relative(process.cwd(), file) || file;
  const raw = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return { raw, shown };
}
