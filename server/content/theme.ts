import { clampChroma, formatHex, oklch, wcagContrast, type Oklch } from 'culori';

// Every stylesheet colour from school.yaml's `themeColor` and `accentColor`: shades along OKLCH lightness,
// each text colour moved until it reads at 4.5:1 on its backgrounds (WCAG 1.4.3). White on themeColor
// cannot be moved, so a themeColor too light for it stops the start.

export const TEXT_CONTRAST = 4.5;
const WHITE = '#ffffff';

export interface Theme {
  /** CSS custom properties, by name without the leading dashes. */
  tokens: Record<string, string>;
  /** The text and background pairs checked, with their ratios (for check-content's report). */
  pairs: { text: string; on: string; ratio: number }[];
}

export class ThemeError extends Error {
  readonly field: 'themeColor' | 'accentColor';
  constructor(message: string, field: 'themeColor' | 'accentColor') {
    super(message);
    this.field = field;
  }
}

function lch(hex: string): Oklch {
  const color = oklch(hex);
  if (!color) throw new Error(`not a colour: ${hex}`);
  return { ...color, h: color.h ?? 0 };
}

/** The colour with this OKLCH lightness and at most this chroma, in sRGB. */
function shade(base: Oklch, l: number, chroma = base.c): string {
  return formatHex(clampChroma({ mode: 'oklch', l: Math.min(1, Math.max(0, l)), c: chroma, h: base.h }, 'oklch'));
}

const ratio = (a: string, b: string) => Math.round(wcagContrast(a, b) * 100) / 100;

/** The colour nearest `base` (by lightness, towards black or white) reading at `min`:1 on all `backgrounds`. */
function readableOn(base: string, backgrounds: string[], min: number, direction: 'darker' | 'lighter'): string {
  const start = lch(base);
  for (let step = 0; step <= 100; step++) {
    const l = direction === 'darker' ? start.l - step / 100 : start.l + step / 100;
    const candidate = step === 0 ? base : shade(start, l);
    if (backgrounds.every((bg) => wcagContrast(candidate, bg) >= min)) return candidate;
  }
  return direction === 'darker' ? '#000000' : WHITE;
}

/** The site's colours from the school's two; a ThemeError names the field when they cannot work. */
export function deriveTheme(themeColor: string, accentColor: string | undefined): Theme {
  const primary = themeColor.toLowerCase();
  const onPrimary = ratio(WHITE, primary);
  if (onPrimary < TEXT_CONTRAST) {
    throw new ThemeError(
      `themeColor ${themeColor}: white text on it (the header, buttons) reads at ${onPrimary}:1, and needs ${TEXT_CONTRAST}:1. Choose a darker colour.`,
      'themeColor',
    );
  }
  const p = lch(primary);
  const primaryDark = shade(p, p.l * 0.72);
  // Light surfaces carry a trace of the school's hue.
  const page = shade(p, 0.975, Math.min(p.c, 0.008));
  const surfaceAlt = shade(p, 0.955, Math.min(p.c, 0.015));
  const border = shade(p, 0.88, Math.min(p.c, 0.03));
  const text = shade(p, 0.25, Math.min(p.c, 0.03));
  const textSoft = readableOn(shade(p, 0.38, Math.min(p.c, 0.03)), [WHITE, page], TEXT_CONTRAST, 'darker');
  const muted = readableOn(shade(p, 0.5, Math.min(p.c, 0.03)), [WHITE, page, surfaceAlt], TEXT_CONTRAST, 'darker');
  const link = readableOn(primary, [WHITE, page, surfaceAlt], TEXT_CONTRAST, 'darker');
  const onDarkSoft = readableOn(shade(p, 0.9, Math.min(p.c, 0.04)), [primaryDark, primary], TEXT_CONTRAST, 'lighter');
  // The accent decorates as given; its text and focus rings are shades that read on light and dark.
  const accent = (accentColor ?? themeColor).toLowerCase();
  const accentText = readableOn(accent, [WHITE, page, surfaceAlt], TEXT_CONTRAST, 'darker');
  // Accent buttons: hover a lighter shade; text dark or white, whichever reads on both, else dark deepened.
  const a = lch(accent);
  const accentHover = shade(a, a.l + (a.l > 0.85 ? -0.06 : 0.06));
  const onAccent =
    [primaryDark, WHITE].find(
      (c) => wcagContrast(c, accent) >= TEXT_CONTRAST && wcagContrast(c, accentHover) >= TEXT_CONTRAST,
    ) ?? readableOn(primaryDark, [accent, accentHover], TEXT_CONTRAST, 'darker');
  const focusOnDark = readableOn(accent, [primaryDark, primary], TEXT_CONTRAST, 'lighter');
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(' ');

  const tokens: Record<string, string> = {
    'color-primary': primary,
    'color-primary-dark': primaryDark,
    'color-primary-contrast': WHITE,
    'color-gold': accent,
    'color-gold-hover': accentHover,
    'color-on-gold': onAccent,
    'color-accent': accentText,
    'color-text': text,
    'color-text-soft': textSoft,
    'color-muted': muted,
    'color-heading': primaryDark,
    'color-page': page,
    'color-surface': WHITE,
    'color-surface-alt': surfaceAlt,
    'color-border': border,
    'color-link': link,
    'color-link-hover': primaryDark,
    'color-on-dark': WHITE,
    'color-on-dark-soft': onDarkSoft,
    'color-focus': accentText,
    'color-focus-on-dark': focusOnDark,
    'color-info': link,
    'color-info-bg': shade(p, 0.955, Math.min(p.c, 0.03)),
    'shadow-rgb': rgb(primaryDark),
  };
  const pairs = [
    { text: 'color-primary-contrast', on: 'color-primary' },
    { text: 'color-on-dark', on: 'color-primary-dark' },
    { text: 'color-on-dark-soft', on: 'color-primary-dark' },
    { text: 'color-focus-on-dark', on: 'color-primary-dark' },
    { text: 'color-text', on: 'color-page' },
    { text: 'color-text-soft', on: 'color-surface' },
    { text: 'color-muted', on: 'color-page' },
    { text: 'color-heading', on: 'color-surface' },
    { text: 'color-link', on: 'color-surface' },
    { text: 'color-link', on: 'color-surface-alt' },
    { text: 'color-accent', on: 'color-surface' },
    { text: 'color-on-gold', on: 'color-gold' },
    { text: 'color-on-gold', on: 'color-gold-hover' },
    { text: 'color-info', on: 'color-info-bg' },
  ].map((pair) => ({ ...pair, ratio: ratio(tokens[pair.text]!, tokens[pair.on]!) }));
  const failing = pairs.find((pair) => pair.ratio < TEXT_CONTRAST);
  if (failing) {
    throw new ThemeError(
      `the colours made from themeColor ${themeColor} and accentColor ${accentColor ?? '(none)'} give --${failing.text} on --${failing.on} at ${failing.ratio}:1, below ${TEXT_CONTRAST}:1`,
      accentColor && /accent|focus|gold/.test(failing.text) ? 'accentColor' : 'themeColor',
    );
  }
  return { tokens, pairs };
}
