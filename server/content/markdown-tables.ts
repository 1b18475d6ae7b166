// What a `::: table` block learns from its own cells before it is rendered: amounts added up in
// the columns that ask for it (so a fee total cannot drift from the fees beside it), and an index
// of its rows, so a parent on a phone goes to "VI - VIII" without scrolling past five cards.
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { MarkdownError } from './markdown-error.ts';

/** A table with more rows than this gets a "jump to" list of its row names. */
export const ROW_INDEX_MIN_ROWS = 6;

/** Tables this narrow fit a phone as tables; wider ones stack each row as a card. */
export const NARROW_TABLE_COLUMNS = 3;

/** How many times a year an amount in a marked column is paid. */
const TIMES_A_YEAR = { 'per month': 12, 'per quarter': 4, 'per half-year': 2, 'per year': 1 } as const;
type Period = keyof typeof TIMES_A_YEAR;

type Column =
  | { kind: 'plain' }
  | { kind: 'once' }
  | { kind: 'recurring'; times: number }
  | { kind: 'sum'; firstYear: boolean };

const MARKER = /\s*\{(once|per month|per quarter|per half-year|per year|sum per year|sum first year)\}\s*$/;

/**
 * What the table container's opening token carries to its renderer (a type, not an interface:
 * markdown-it's token.meta takes only a record).
 */
export type TableMeta = {
  caption: string;
  rowHeaders: boolean;
  narrow: boolean;
  /** The rows' names and ids, for the jump list; empty for a short table. */
  index: { id: string; label: string }[];
  /** The first column's name ("Class"), which the jump list is named after. */
  indexName: string;
};

/** `Caption words {row-headers}` → its caption and flag. */
export function tableParams(info: string): { caption: string; rowHeaders: boolean } {
  const params = info.trim().replace(/^table\s+/, '');
  const rowHeaders = /\s*\{row-headers\}$/.test(params);
  return { caption: params.replace(/\s*\{row-headers\}$/, ''), rowHeaders };
}

/** A header's column kind and the words shown for it: "Tuition fee {per quarter}" → "Tuition fee per quarter". */
export function readColumn(header: string): { column: Column; text: string } {
  const marker = MARKER.exec(header)?.[1];
  const words = header.replace(MARKER, '');
  if (!marker) return { column: { kind: 'plain' }, text: header };
  if (marker === 'once') return { column: { kind: 'once' }, text: `${words} (once)` };
  if (marker.startsWith('sum ')) return { column: { kind: 'sum', firstYear: marker === 'sum first year' }, text: words };
  return { column: { kind: 'recurring', times: TIMES_A_YEAR[marker as Period] }, text: `${words} ${marker}` };
}

/** "15,000" → 15000; "-" or "–" (none) → 0; anything else is not an amount. */
export function readAmount(cell: string): number | undefined {
  const text = cell.trim();
  if (/^[-–—]$/.test(text)) return 0;
  if (!/^\d{1,3}(,\d{2,3})*$|^\d+$/.test(text)) return undefined;
  return Number(text.replaceAll(',', ''));
}

const rupees = new Intl.NumberFormat('en-IN');

/** A row's totals: what each year costs, and the first year with what is paid once. */
export function rowTotals(columns: readonly Column[], cells: readonly string[], names: readonly string[], line?: number): { year: number; firstYear: number } {
  let year = 0;
  let once = 0;
  columns.forEach((column, i) => {
    if (column.kind !== 'once' && column.kind !== 'recurring') return;
    const amount = readAmount(cells[i] ?? '');
    if (amount === undefined) {
      throw new MarkdownError(`"${cells[i] ?? ''}" under "${names[i]}" is not an amount: write digits, with commas if you like (15,000), or - for none`, line);
    }
    if (column.kind === 'once') once += amount;
    else year += amount * column.times;
  });
  return { year, firstYear: year + once };
}

/** A row's id from its name: "XI - XII Science (ISC)" → "row-xi-xii-science-isc". */
function rowId(label: string, taken: Set<string>): string {
  const base = `row-${label.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'row'}`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** The inline tokens of each row between `start` (a thead_open or tbody_open) and its close. */
function rows(tokens: readonly Token[], start: number): { open: Token; cells: Token[] }[] {
  const found: { open: Token; cells: Token[] }[] = [];
  const close = tokens[start]!.type.replace('_open', '_close');
  for (let i = start + 1; i < tokens.length && tokens[i]!.type !== close; i++) {
    const token = tokens[i]!;
    if (token.type === 'tr_open') found.push({ open: token, cells: [] });
    else if (token.type === 'inline') found.at(-1)?.cells.push(token);
  }
  return found;
}

/** Adds the sums and the row index to each table in a `::: table` block, before inline parsing. */
function prepareTables(state: StateCore, taken: Set<string>): void {
  const { tokens } = state;
  tokens.forEach((token, i) => {
    if (token.type !== 'container_table_open') return;
    const tableAt = tokens.findIndex((t, j) => j > i && (t.type === 'table_open' || t.type === 'container_table_close'));
    const meta: TableMeta = { ...tableParams(token.info), narrow: false, index: [], indexName: '' };
    token.meta = meta;
    if (tokens[tableAt]?.type !== 'table_open') return;
    const head = rows(tokens, tokens.findIndex((t, j) => j > tableAt && t.type === 'thead_open'))[0]?.cells ?? [];
    const bodyAt = tokens.findIndex((t, j) => j > tableAt && (t.type === 'tbody_open' || t.type === 'table_close'));
    const body = tokens[bodyAt]?.type === 'tbody_open' ? rows(tokens, bodyAt) : [];
    const read = head.map((cell) => readColumn(cell.content));
    read.forEach(({ text }, c) => (head[c]!.content = text));
    const columns = read.map((r) => r.column);
    const names = read.map((r) => r.text);
    meta.narrow = head.length <= NARROW_TABLE_COLUMNS;
    meta.indexName = names[0] ?? '';
    for (const { open, cells } of body) {
      const line = open.map ? open.map[0] + 1 : undefined;
      if (columns.some((c) => c.kind === 'sum')) {
        const totals = rowTotals(columns, cells.map((c) => c.content), names, line);
        columns.forEach((column, c) => {
          if (column.kind !== 'sum') return;
          const cell = cells[c]!;
          if (cell.content.trim()) throw new MarkdownError(`leave the cells under "${names[c]}" empty: the site adds them up`, line);
          cell.content = `**${rupees.format(column.firstYear ? totals.firstYear : totals.year)}**`;
        });
      }
      if (meta.rowHeaders && body.length >= ROW_INDEX_MIN_ROWS) {
        const label = cells[0]?.content.trim() ?? '';
        const id = rowId(label, taken);
        open.attrSet('id', id);
        meta.index.push({ id, label });
      }
    }
  });
}

/** The plugin; `taken` (from the render's env) keeps row ids apart from the page's other ids. */
export function markdownTables(md: MarkdownIt): void {
  md.core.ruler.after('block', 'table_meta', (state) => {
    const env = state.env as { taken?: Set<string> };
    env.taken ??= new Set();
    prepareTables(state, env.taken);
  });
}
