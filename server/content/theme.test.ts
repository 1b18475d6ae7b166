import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { deriveTheme, TEXT_CONTRAST, ThemeError } from './theme.ts';

describe("the site's colours from a school's two", () => {
  it.each([
    ['navy and gold', '#12386b', '#f2b705'],
    ['green and mustard', '#0b6b3a', '#d4a017'],
    ['maroon alone', '#7a1f2b', undefined],
    ['a light teal with a pale accent', '#00796b', '#ffe082'],
  ])(
    "%s: every text colour reads at 4.5:1 on its backgrounds, and none is another school's",
    (_name, theme, accent) => {
      const { tokens, pairs } = deriveTheme(theme, accent);
      expect(tokens['color-primary']).toBe(theme);
      expect(tokens['color-gold']).toBe(accent ?? theme);
      expect(pairs.length).toBeGreaterThanOrEqual(12);
      for (const { text, on, ratio } of pairs) {
        expect(wcagContrast(tokens[text]!, tokens[on]!), `${text} on ${on}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(ratio).toBeCloseTo(wcagContrast(tokens[text]!, tokens[on]!), 1);
      }
      for (const [name, value] of Object.entries(tokens)) {
        expect(value, name).toMatch(name === 'shadow-rgb' ? /^\d{1,3} \d{1,3} \d{1,3}$/ : /^#[0-9a-f]{6}$/);
      }
      // Shades keep the school's hue: the dark one is darker, the page and borders light.
      expect(wcagContrast(tokens['color-primary-dark']!, '#ffffff')).toBeGreaterThan(wcagContrast(theme, '#ffffff'));
      expect(wcagContrast(tokens['color-page']!, '#ffffff')).toBeLessThan(1.15);
      // The old built-in navy, gold and rust appear only where a school chose them.
      if (theme !== '#12386b') expect(Object.values(tokens)).not.toContain('#0b2447');
      if (accent !== '#f2b705') expect(Object.values(tokens)).not.toContain('#f2b705');
    },
  );

  it('moves a pale accent darker for text and keeps it as given for decoration', () => {
    const { tokens } = deriveTheme('#00796b', '#ffe082');
    expect(tokens['color-gold']).toBe('#ffe082');
    expect(tokens['color-accent']).not.toBe('#ffe082');
    expect(wcagContrast(tokens['color-accent']!, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(wcagContrast(tokens['color-accent']!, '#ffffff')).toBeLessThan(7.5);
  });

  it('refuses a themeColor too light for white text on it, naming the pair and the ratio', () => {
    expect(() => deriveTheme('#f2b705', undefined)).toThrow(ThemeError);
    expect(() => deriveTheme('#f2b705', undefined)).toThrow(
      'themeColor #f2b705: white text on it (the header, buttons) reads at 1.82:1, and needs 4.5:1. Choose a darker colour.',
    );
    try {
      deriveTheme('#5b8bd0', '#123456');
    } catch (error) {
      expect((error as ThemeError).field).toBe('themeColor');
    }
    expect(() => deriveTheme('#5b8bd0', '#123456')).toThrow(/reads at 3\.\d+:1/);
  });
});
