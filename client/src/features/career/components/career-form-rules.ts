import type { CareerRequest } from '@shared/types.ts';
import { fillWords, type Words } from '@shared/words.ts';

export type CareerField = keyof CareerRequest;

/** The form's fields, in order. */
export const CAREER_FIELDS: readonly CareerField[] = ['name', 'email', 'phone', 'message'];

/** What is wrong with each field, shown beside it. */
export type FieldErrors = Partial<Record<CareerField, string>>;

// Stricter than the browser (no dotless "name@host"), as the server is.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// The server's pattern (shared/schemas/requests.ts CareerBody).
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

export function trimmed(form: CareerRequest): CareerRequest {
  return { name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim(), message: form.message.trim() };
}

/** Per-field problems, in the school's words; empty when the form can be sent. */
export function checkApplication(form: CareerRequest, forms: Words['forms']): FieldErrors {
  const { empty, invalid } = forms.careerFields;
  const errors: FieldErrors = {};
  for (const field of CAREER_FIELDS) {
    if (form[field] === '') errors[field] = empty[field];
  }
  if (!errors.email && !EMAIL.test(form.email)) errors.email = invalid.email;
  if (!errors.phone && !PHONE.test(form.phone)) errors.phone = invalid.phone;
  return errors;
}

/** The sentence announced for a refused form. */
export function errorSummary(errors: FieldErrors, forms: Words['forms']): string {
  const fields = CAREER_FIELDS.filter((field) => errors[field]);
  const names = fields.map((field) => forms.career.labels[field]);
  return fields.length === 1
    ? fillWords(forms.career.correctOne, { field: names[0]! })
    : fillWords(forms.career.correctMany, { count: fields.length, fields: names.join(', ') });
}
