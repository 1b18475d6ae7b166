import { describe, expect, it } from 'vitest';
import { marksText } from './marks.ts';

describe('marksText', () => {
  it("reads a number up to 100 as a percentage, and a larger one as a total in the school's words", () => {
    const total = '{marks} marks';
    expect(marksText(96.4, total)).toBe('96.4%');
    expect(marksText(100, total)).toBe('100%');
    expect(marksText(0, total)).toBe('0%');
    expect(marksText(485, total)).toBe('485 marks');
    expect(marksText(100.5, total)).toBe('100.5 marks');
    expect(marksText(485, '{marks} अंक')).toBe('485 अंक');
  });
});
