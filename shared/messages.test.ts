import { describe, expect, it } from 'vitest';
import { CAREER_FIELD_MESSAGES, inSchoolWords, MESSAGES } from './messages.ts';
import { FORM_WORDS } from './words/forms.ts';

const forms = {
  ...FORM_WORDS,
  messages: { ...FORM_WORDS.messages, tcEmptyField: 'सभी खाने भरें' },
  careerFields: {
    ...FORM_WORDS.careerFields,
    invalid: { ...FORM_WORDS.careerFields.invalid, email: 'सही ई-मेल पता लिखें।' },
  },
};

describe('inSchoolWords', () => {
  it("tells the server's English texts in the school's words", () => {
    expect(inSchoolWords(MESSAGES.tcEmptyField, forms)).toBe('सभी खाने भरें');
    expect(inSchoolWords(CAREER_FIELD_MESSAGES.invalid.email, forms)).toBe('सही ई-मेल पता लिखें।');
    // A text the school did not change stays English; one that is no form text is left as it is.
    expect(inSchoolWords(MESSAGES.tcFailed, forms)).toBe(MESSAGES.tcFailed);
    expect(inSchoolWords('Body is not valid JSON', forms)).toBe('Body is not valid JSON');
  });
});
