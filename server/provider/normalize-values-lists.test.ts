import { describe, expect, it } from 'vitest';
import { normalizeList, text, type NormalizeContext, type Raw } from './normalize-values.ts';
import { ctx } from './normalize.fixtures.ts';

// normalizeList: records that are not records, ids missing, unsafe or reused, and what is reported.

describe('lists of records', () => {
  /** A list whose records need a title, as most of the provider's lists do. */
  const titled = (input: unknown, c: NormalizeContext, duplicates?: 'rekey' | 'drop') =>
    normalizeList(
      input,
      c,
      (raw: Raw, id) => (text(raw.title) ? { id, title: text(raw.title) } : 'no title'),
      duplicates,
    );

  it('reports an answer that is not a list, and treats a missing one as empty without a report', () => {
    const c = ctx();
    expect(titled({ message: 'Internal error' }, c)).toEqual([]);
    expect(c.report).toEqual({ skipped: [{ index: -1, reason: 'not a list' }], repaired: [] });
    for (const missing of [undefined, null]) {
      const quiet = ctx();
      expect(titled(missing, quiet)).toEqual([]);
      expect(quiet.report).toEqual({ skipped: [], repaired: [] });
    }
  });

  it('skips entries that are not records, and ids missing or unsafe are made up or repaired', () => {
    const c = ctx();
    const items = titled(
      [
        'not a record',
        null,
        [{ _id: 'inner', title: 'A list inside the list' }],
        { _id: 'n1', title: 'Clean' },
        { title: 'No id' },
        { _id: 101, title: 'Numeric id' },
        { id: 'legacy', title: 'Old id key' },
        { _id: 'a b', title: 'Spaced id' },
        { _id: '\r\n', title: 'Only unsafe characters' },
        { _id: 'n2' },
      ],
      c,
    );
    expect(items).toEqual([
      { id: 'n1', title: 'Clean' },
      { id: 'item-4', title: 'No id' },
      { id: '101', title: 'Numeric id' },
      { id: 'legacy', title: 'Old id key' },
      { id: 'a-b', title: 'Spaced id' },
      { id: 'item-8', title: 'Only unsafe characters' },
    ]);
    expect(c.report).toEqual({
      skipped: [
        { index: 0, reason: 'not an object' },
        { index: 1, reason: 'not an object' },
        { index: 2, reason: 'not an object' },
        { index: 9, reason: 'no title' },
      ],
      repaired: [
        { id: 'item-4', fix: 'missing id' },
        { id: 'a-b', fix: 'id had characters outside letters, digits, _ and -' },
        { id: 'item-8', fix: 'missing id' },
      ],
    });
  });

  it('keeps every record reusing an id under the next free suffix', () => {
    const c = ctx();
    const items = titled(
      [
        { _id: 'a1', title: 'First' },
        { _id: 'a1', title: 'Duplicated once' },
        { _id: 'a1', title: 'Duplicated twice' },
        { _id: 'a1-2', title: 'Its own id taken by a copy' },
      ],
      c,
    );
    expect(items.map((i) => i.id)).toEqual(['a1', 'a1-2', 'a1-3', 'a1-2-2']);
    expect(c.report.repaired).toEqual([
      { id: 'a1', fix: 'duplicate id, kept as a1-2' },
      { id: 'a1', fix: 'duplicate id, kept as a1-3' },
      { id: 'a1-2', fix: 'duplicate id, kept as a1-2-2' },
    ]);
  });

  it('gives 20,000 records sharing one id 20,000 ids, each suffix tried once', () => {
    const c = ctx();
    const items = titled(
      Array.from({ length: 20_000 }, (_, i) => ({ _id: i === 1 ? 'dup-3' : 'dup', title: `Copy ${i}` })),
      c,
    );
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(20_000);
    expect(ids.slice(0, 5)).toEqual(['dup', 'dup-3', 'dup-2', 'dup-4', 'dup-5']);
    expect(ids.at(-1)).toBe('dup-20000');
    expect(c.report.repaired).toHaveLength(19_998);
  });

  it('lets a skipped copy leave its suffix free for the next copy', () => {
    const c = ctx();
    expect(
      titled([{ _id: 'k1', title: 'One' }, { _id: 'k1' }, { _id: 'k1', title: 'Two' }], c).map((i) => i.id),
    ).toEqual(['k1', 'k1-2']);
  });

  it('lets a skipped record leave its id free for a later one', () => {
    const c = ctx();
    expect(titled([{ _id: 's1' }, { _id: 's1', title: 'Kept under its own id' }], c)).toEqual([
      { id: 's1', title: 'Kept under its own id' },
    ]);
    expect(c.report.repaired).toEqual([]);
  });

  it('drops a reused id when asked to, reporting it', () => {
    const c = ctx();
    expect(
      titled(
        [
          { _id: 'g1', title: 'Album' },
          { _id: 'g1', title: 'Same album again' },
          { _id: 'g2', title: 'Other' },
        ],
        c,
        'drop',
      ),
    ).toEqual([
      { id: 'g1', title: 'Album' },
      { id: 'g2', title: 'Other' },
    ]);
    expect(c.report).toEqual({ skipped: [{ index: 1, reason: 'duplicate id g1' }], repaired: [] });
  });
});
