import type { CareerRequest } from '@shared/types.ts';

export type CareerField = keyof CareerRequest;

export const FIELD_LABELS: Record<CareerField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone No.',
  message: 'Your Message',
};

// Stricter than the browser's own check, which accepts "name@host" without a dot; the server
// refuses those too, so catching them here saves a round trip.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function trimmed(form: CareerRequest): CareerRequest {
  return { name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim(), message: form.message.trim() };
}

/** What is wrong before sending: the fields to mark and one sentence naming them. */
export function checkApplication(form: CareerRequest): { fields: CareerField[]; message: string } | null {
  const empty = (Object.keys(FIELD_LABELS) as CareerField[]).filter((field) => form[field] === '');
  if (empty.length > 0) {
    return { fields: empty, message: `Please fill in: ${empty.map((f) => FIELD_LABELS[f]).join(', ')}.` };
  }
  if (!EMAIL.test(form.email)) {
    return { fields: ['email'], message: 'Please enter a valid e-mail address, like name@example.com.' };
  }
  return null;
}
