import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { TObject } from '@sinclair/typebox';

// A form page shows a message beside each wrong field, but Fastify's validator stops at the first error
// (collecting all of a hostile body's is unbounded), so each field is checked alone against its part of
// the JSON API's schema, with the same formats.

// ajv-formats is CommonJS whose default export is the function itself.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ coerceTypes: false, allErrors: false, strict: false }));

export interface CheckedForm<T> {
  /** The text fields as sent, to refill the form. */
  values: Record<string, string>;
  /** A message for each field that is wrong. */
  fieldErrors: Record<string, string>;
  /** The body, each field trimmed, when every field is right. */
  body: T | null;
}

/** Checks a parsed form body against `schema` field by field; `message` words a field's error. */
export function formChecker<T>(
  schema: TObject,
  message: (field: string, value: string | undefined) => string,
): (raw: unknown) => CheckedForm<T> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties).map(([name, property]) => ({
    name,
    validate: ajv.compile({
      type: 'object',
      properties: { [name]: property },
      required: required.has(name) ? [name] : [],
    }),
  }));
  return (raw) => {
    const input = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const values: Record<string, string> = {};
    const trimmed: Record<string, string> = {};
    const fieldErrors: Record<string, string> = {};
    for (const { name, validate } of fields) {
      // A repeated field arrives as an array, which is an error.
      const value = input[name];
      if (typeof value === 'string') {
        values[name] = value;
        // Trimmed as the page's script sends it.
        trimmed[name] = value.trim();
      }
      const checked = typeof value === 'string' ? trimmed[name] : value;
      if (!validate(checked === undefined ? {} : { [name]: checked })) fieldErrors[name] = message(name, values[name]);
    }
    return { values, fieldErrors, body: Object.keys(fieldErrors).length === 0 ? (trimmed as T) : null };
  };
}
