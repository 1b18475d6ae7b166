/**
 * A form posted without scripts (or before they ran) is answered with its own page, rendered with
 * this: what was sent, to refill the form; each wrong field's message, shown beside it; a message
 * for the whole form; or the confirmation. It travels in the page's hydration data, so the page
 * stays the same once its scripts run, and it is never cached or put in a URL.
 */
export interface FormReply {
  /** The form was accepted. */
  sent: boolean;
  /** The fields as sent (text only; a file is never sent back). */
  values: Readonly<Record<string, string>>;
  /** A message for each field that is wrong, by the field's name. */
  fieldErrors: Readonly<Record<string, string>>;
  /** A refusal not tied to one field: the service failed, too many submissions, too large. */
  message?: string;
}

/** The pages of the two forms, where each posts when sent without scripts. */
export const FORM_PAGES = { career: '/career', tc: '/Tc' } as const;
