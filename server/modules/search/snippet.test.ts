import { describe, expect, it } from 'vitest';
import { snippet } from './snippet.ts';
import { termOf } from './terms.ts';

const BUS =
  'The school bus leaves the main gate at 7:10 and reaches the last stop by 7:55. Parents who want a seat fill in the transport form at the office. Drivers wait two minutes at each stop; the bus does not wait longer.';

describe('snippets', () => {
  it('marks each matched word and cuts around the first', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(6)}The bus fee is charged monthly. Fees are due by the 10th.`;
    const parts = snippet(text, ['fee']);
    expect(parts[0]!.text).toMatch(/^… \w/);
    expect(parts[0]!.mark).toBe(false);
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(['fee', 'Fees']);
    expect(parts.map((part) => part.text).join('').length).toBeLessThanOrEqual(170);
  });

  it('ends a long text before a word it would cut, and marks nothing past the end', () => {
    expect(snippet(BUS, [termOf('bus'), termOf('two')])).toEqual([
      { text: 'The school ', mark: false },
      { text: 'bus', mark: true },
      {
        text: ' leaves the main gate at 7:10 and reaches the last stop by 7:55. Parents who want a seat fill in the transport form at the office. Drivers wait …',
        mark: false,
      },
    ]);
  });

  it('starts a few words before a later match, at a word', () => {
    expect(snippet(BUS, [termOf('form')])).toEqual([
      { text: '… 7:55. Parents who want a seat fill in the transport ', mark: false },
      { text: 'form', mark: true },
      { text: ' at the office. Drivers wait two minutes at each stop; the bus does not wait longer.', mark: false },
    ]);
  });

  it('keeps a short text whole, from its first character, marking every matched term', () => {
    expect(snippet('Fees are due. Pay bus fees online.', [termOf('fees'), termOf('bus')])).toEqual([
      { text: 'Fees', mark: true },
      { text: ' are due. Pay ', mark: false },
      { text: 'bus', mark: true },
      { text: ' ', mark: false },
      { text: 'fees', mark: true },
      { text: ' online.', mark: false },
    ]);
    expect(snippet('“Fees” are due.', [termOf('fees')])).toEqual([
      { text: '“', mark: false },
      { text: 'Fees', mark: true },
      { text: '” are due.', mark: false },
    ]);
  });

  it('starts at the beginning when nothing in the text matched', () => {
    expect(snippet('Short text.', ['zzz'])).toEqual([{ text: 'Short text.', mark: false }]);
  });

  it('cuts a run of letters longer than a snippet rather than showing nothing', () => {
    expect(snippet('x'.repeat(300), ['zzz'])).toEqual([{ text: `${'x'.repeat(160)} …`, mark: false }]);
  });
});
