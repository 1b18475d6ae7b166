import { describe, expect, it } from 'vitest';
import { Bars } from './bars.ts';

describe('bench bars', () => {
  it('meets a cost at or under its bar and a rate at or over it, and lists the figures short of theirs', () => {
    const bars = new Bars();
    const soak = bars.for('soak');
    soak.atMost('cached p99', 100, 100, 'ms');
    soak.atMost('probe p95', 50.5, 50, 'ms');
    bars.for('throughput').atLeast('ratio', 0.85, 0.85, 'x');
    bars.for('throughput').atLeast('pages ratio', 0.49, 0.5, 'x');
    expect(bars.rows.map((row) => row.met)).toEqual([true, false, true, false]);
    expect(bars.failed.map((row) => `${row.part}: ${row.name}`)).toEqual([
      'soak: probe p95',
      'throughput: pages ratio',
    ]);
  });

  it('prints one row a figure with its bar and verdict', () => {
    const bars = new Bars();
    bars.for('pages').atMost('resident memory', 212.4, 300, 'MB');
    bars.for('audit').atLeast('/ performance', 88, 90, 'points');
    const table = bars.table().split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toBe('| pages | resident memory | 212 MB | at most 300 MB | met |');
    expect(table[3]).toBe('| audit | / performance | 88 points | at least 90 points | SHORT |');
  });
});
