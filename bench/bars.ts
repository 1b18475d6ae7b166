// The benchmark's figures against their bars, printed as one table; `npm run bench` exits 1 when one
// falls short. Host-dependent figures live here, never in the gate.

export interface Figure {
  /** The part (`throughput`, `soak`, `audit`…). */
  part: string;
  /** What was measured, in plain words. */
  name: string;
  value: number;
  unit: string;
  /** The bar: `at most` for costs (ms, MB), `at least` for rates and scores. */
  bar: { atMost: number } | { atLeast: number };
}

export interface FigureRow extends Figure {
  met: boolean;
}

/** Collects the figures of one `npm run bench` run. */
export class Bars {
  readonly rows: FigureRow[] = [];

  /** A recorder for one part: `bars.for('soak').atMost('cached p99', 80, 100, 'ms')`. */
  for(part: string): PartBars {
    return new PartBars(this, part);
  }

  record(figure: Figure): FigureRow {
    const met = 'atMost' in figure.bar ? figure.value <= figure.bar.atMost : figure.value >= figure.bar.atLeast;
    const row = { ...figure, met };
    this.rows.push(row);
    return row;
  }

  get failed(): FigureRow[] {
    return this.rows.filter((row) => !row.met);
  }

  /** A Markdown table of every figure and its bar. */
  table(): string {
    const lines = ['| part | figure | measured | bar | |', '|---|---|---|---|---|'];
    for (const row of this.rows) {
      const bar = 'atMost' in row.bar ? `at most ${format(row.bar.atMost)}` : `at least ${format(row.bar.atLeast)}`;
      lines.push(
        `| ${row.part} | ${row.name} | ${format(row.value)} ${row.unit} | ${bar} ${row.unit} | ${row.met ? 'met' : 'SHORT'} |`,
      );
    }
    return lines.join('\n');
  }
}

/** The figures of one part. */
export class PartBars {
  readonly #bars: Bars;
  readonly #part: string;

  constructor(bars: Bars, part: string) {
    this.#bars = bars;
    this.#part = part;
  }

  atMost(name: string, value: number, bar: number, unit: string): FigureRow {
    return this.#bars.record({ part: this.#part, name, value, unit, bar: { atMost: bar } });
  }

  atLeast(name: string, value: number, bar: number, unit: string): FigureRow {
    return this.#bars.record({ part: this.#part, name, value, unit, bar: { atLeast: bar } });
  }
}

function format(n: number): string {
  if (Number.isInteger(n)) return String(n);
  return Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 1 ? n.toFixed(2) : n.toFixed(3);
}
