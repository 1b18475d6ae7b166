/**
 * What a form page posted without scripts is rendered with. It travels in the hydration data (so the
 * page stays the same once scripts run), never cached or put in a URL.
 */
export interface FormReply {
  /** The form was accepted. */
  sent: boolean;
  /** The text fields as sent. */
  values: Readonly<Record<string, string>>;
  /** A message for each wrong field, by name. */
  fieldErrors: Readonly<Record<string, string>>;
  /** A refusal not tied to one field. */
  message?: string;
  /** A found TC: its image as a data: URL (the page alone holds it) and the name it was found by. */
  certificate?: { url: string; name: string };
}

/** The forms' pages, where each posts without scripts. */
export const FORM_PAGES = { career: '/career', tc: '/Tc' } as const;
