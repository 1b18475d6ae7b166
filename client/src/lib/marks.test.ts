import { describe, expect, it } from 'vitest';
import { marksText } from './marks.ts';

describe('marksText', () => {
  it('reads a number up to 100 as a percentage, and a larger one as a total', () => {
    expect(marksText(96.4)).toBe('96.4%');
    expect(marksText(100)).toBe('100%');
    expect(marksText(0)).toBe('0%');
    expect(marksText(485)).toBe('485 marks');
    expect(marksText(100.5)).toBe('100.5 marks');
  });
});
