import { describe, expect, it } from 'vitest';
import { median } from './stats.ts';

describe('median', () => {
  it('is the middle value, the upper one of an even count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(30);
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
