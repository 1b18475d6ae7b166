// The English visitor texts the server and the pages share: the /bff answers' words (the API's
// contract). A school's own words for them are `site.words.forms` (shared/words/forms.ts).
import { FORM_WORDS } from './words/forms.ts';
import type { Words } from './words.ts';

export const MESSAGES = FORM_WORDS.messages;
export const CAREER_FIELD_MESSAGES = FORM_WORDS.careerFields;

/** Each English text of the forms, by itself, with its place in the words. */
function englishTexts(): Map<string, (forms: Words['forms']) => string> {
  const texts = new Map<string, (forms: Words['forms']) => string>();
  for (const [key, text] of Object.entries(MESSAGES))
    texts.set(text, (forms) => (forms.messages as Record<string, string>)[key] ?? text);
  for (const kind of ['empty', 'invalid'] as const)
    for (const [field, text] of Object.entries(CAREER_FIELD_MESSAGES[kind]))
      texts.set(text, (forms) => (forms.careerFields[kind] as Record<string, string>)[field] ?? text);
  return texts;
}
const ENGLISH_TEXTS = englishTexts();

/** A visitor text of the server's (English, as /bff answers it) in the school's words; others as given. */
export function inSchoolWords(text: string, forms: Words['forms']): string {
  return ENGLISH_TEXTS.get(text)?.(forms) ?? text;
}
