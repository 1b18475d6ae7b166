import { describe, expect, it } from 'vitest';
import { parseMonth, parseSession, parseYear } from './url-params.ts';

describe('filter values from the URL', () => {
  it('reads years, months and sessions', () => {
    expect(parseYear('2024')).toBe(2024);
    expect(parseYear('all')).toBe('all');
    expect(parseMonth('8')).toBe(8);
    expect(parseMonth('08')).toBe(8);
    expect(parseMonth('all')).toBe('all');
    expect(parseSession('2024-2025')).toBe('2024-2025');
    expect(parseSession('all')).toBe('all');
  });

  it('reads anything else as "not given"', () => {
    for (const bad of [null, '', '20x4', '24', '20245', ' 2024', 'ALL', '-2024'])
      expect(parseYear(bad)).toBeUndefined();
    for (const bad of [null, '', '0', '13', '1.5', 'aug', '-1', '123']) expect(parseMonth(bad)).toBeUndefined();
    for (const bad of [null, '', '2024-2026', '2024', '2024/2025', '2025-2024'])
      expect(parseSession(bad)).toBeUndefined();
  });
});
