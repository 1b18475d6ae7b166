import { describe, expect, it } from 'vitest';
import { termOf, WORD } from './terms.ts';

describe('words and terms', () => {
  it('reads a word with an apostrophe as one word', () => {
    expect("Ten o'clock at St. Mary’s".match(WORD)).toEqual(['Ten', "o'clock", 'at', 'St', 'Mary’s']);
  });

  it('keeps a Hindi word whole, its vowel signs and all', () => {
    expect('प्रवेश शुल्क 2026'.match(WORD)).toEqual(['प्रवेश', 'शुल्क', '2026']);
  });

  it('makes an English word its stem without a possessive, and keeps any other word as written', () => {
    expect(termOf('Admissions')).toBe(termOf('admission'));
    expect(termOf("Principal's")).toBe(termOf('principal'));
    expect(termOf('Principal’s')).toBe(termOf('principal'));
    expect(termOf("D'Souza")).toBe("d'souza");
    expect(termOf("O'Briens")).toBe("o'briens");
    expect(termOf('Résumés')).toBe('résumés');
  });

  it('keeps "timings" (school hours) apart from "time" (the time table), which the stemmer would join', () => {
    expect(termOf('Timings')).toBe(termOf('timing'));
    expect(termOf('timings')).not.toBe(termOf('time'));
    expect(termOf('times')).toBe(termOf('time'));
  });
});
