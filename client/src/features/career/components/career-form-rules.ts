import { CAREER_FIELD_MESSAGES } from '@shared/messages.ts';
import type { CareerRequest } from '@shared/types.ts';

export type CareerField = keyof CareerRequest;

export const FIELD_LABELS: Record<CareerField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone No.',
  message: 'Your Message',
};

export const CAREER_FIELDS = Object.keys(FIELD_LABELS) as CareerField[];

/** What is wrong with each field, shown beside it. */
export type FieldErrors = Partial<Record<CareerField, string>>;

// Stricter than the browser (no dotless "name@host"), as the server is.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// The server's pattern (shared/schemas/requests.ts CareerBody).
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

export function trimmed(form: CareerRequest): CareerRequest {
  return { name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim(), message: form.message.trim() };
}

/** Per-field problems; empty when the form can be sent. */
export function checkApplication(form: CareerRequest): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of CAREER_FIELDS) {
    if (form[field] === '') errors[field] = CAREER_FIELD_MESSAGES.empty[field];
  }
  if (!errors.email && !EMAIL.test(form.email)) errors.email = CAREER_FIELD_MESSAGES.invalid.email;
  if (!errors.phone && !PHONE.test(form.phone)) errors.phone = CAREER_FIELD_MESSAGES.invalid.phone;
  return errors;
}

/** The sentence announced for a refused form. */
export function errorSummary(errors: FieldErrors): string {
  const fields = CAREER_FIELDS.filter((field) => errors[field]);
  const names = fields.map((field) => FIELD_LABELS[field]).join(', ');
  return fields.length === 1 ? `Please correct ${names}.` : `Please correct ${fields.length} fields: ${names}.`;
}
