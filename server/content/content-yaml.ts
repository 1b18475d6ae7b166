// Checks shared by school.yaml and front matter: YAML against its schema, each problem named by file,
// line and field with what to change; {{ templates }} filled from school.yaml.
import type { TSchema } from '@sinclair/typebox';
import { Value, type ValueError } from '@sinclair/typebox/value';
import type { Document, LineCounter } from 'yaml';
import { HEX_PATTERN } from '../../shared/content-schema.ts';

export class ContentError extends Error {
  override name = 'ContentError';
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

/** What an office should change, not the validator's words ("expected union value"). */
function describeError(error: ValueError, unknownKey: boolean): string {
  if (unknownKey) return 'unknown key (a typo?)';
  const { schema, value } = error;
  const choices = (schema.anyOf as TSchema[] | undefined)
    ?.map((option) => option.const as unknown)
    .filter((c): c is string => typeof c === 'string');
  if (choices && choices.length > 0)
    return `${value === undefined ? 'missing' : `"${String(value)}" is not allowed`}; it must be one of: ${choices.join(', ')}`;
  if (schema.pattern === HEX_PATTERN) {
    // An unquoted #0b6b3a is a YAML comment, so the value arrives empty.
    return `${typeof value === 'string' ? `"${value}" is not a colour` : 'no colour given'}: colours are "#rrggbb", in quotes (a # outside quotes starts a comment)`;
  }
  if (schema.pattern && typeof value === 'string') return `"${value}" is not in the expected form`;
  return error.message.toLowerCase();
}

/** Throws the first schema error as "file:line: field: message". */
export function checkSchema<T>(
  schema: TSchema,
  data: unknown,
  file: string,
  lineOf: (path: string[]) => number | undefined,
): T {
  // Unknown keys first: a misspelt key is usually why a required one is missing.
  const isUnknownKey = (e: { message: string }) => e.message.startsWith('Unexpected property');
  const errors = [...Value.Errors(schema, data)];
  const error = errors.find(isUnknownKey) ?? errors[0];
  if (!error) return data as T;
  const path = error.path.split('/').filter(Boolean);
  const field = path.join('.') || '(top level)';
  throw new ContentError(`${where(file, lineOf(path))}: ${field}: ${describeError(error, isUnknownKey(error))}`);
}

export function yamlLines(doc: Document, counter: LineCounter) {
  return (path: string[]): number | undefined => {
    // The field, or its nearest existing parent (a missing field has no line).
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(
        path.slice(0, n).map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        true,
      ) as { range?: [number, number, number] } | undefined;
      if (node?.range) return counter.linePos(node.range[0]).line;
    }
    return undefined;
  };
}
