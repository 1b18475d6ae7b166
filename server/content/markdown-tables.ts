// What a `::: table` block learns from its own cells before it is rendered: amounts added up in
// the columns that ask for it (so a fee total cannot drift from the fees beside it), and an index
// of its rows, so a parent on a phone goes to "VI - VIII" without scrolling past five cards.
import type { MarkdownIt, Token } from 'markdown-it';
import { slug, uniqueId } from './ids.ts';
import { MarkdownError } from './markdown-error.ts';

/** A table with more rows than this gets a "jump to" list of its row names. */
export const ROW_INDEX_MIN_ROWS = 6;

/** Tables this narrow fit a phone as tables; wider ones stack each row as a card. */
export const NARROW_TABLE_COLUMNS = 3;

/** How many times a year an amount in a marked column is paid. */
const TIMES_A_YEAR = { 'per month': 12, 'per quarter': 4, 'per half-year': 2, 'per year': 1 } as const;
type Period = keyof typeof TIMES_A_YEAR;

type Column =
  { kind: 'plain' } | { kind: 'once' } | { kind: 'recurring'; times: number } | { kind: 'sum'; firstYear: boolean };

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
  /** The first column's name ("Class"), which the jump list is named after (none without a table). */
  indexName: string | undefined;
};

/** `Caption words {row-headers}` → its caption and flag. */
export function tableParams(info: string): { caption: string; rowHeaders: boolean } {
  // The container plugin only opens a block whose words start with "table".
  const params = info.trim().slice('table'.length).trim();
  const caption = params.replace(/\s*\{row-headers\}$/, '');
  return { caption, rowHeaders: caption !== params };
}

/** A header's column kind and the words shown for it: "Tuition fee {per quarter}" → "Tuition fee per quarter". */
export function readColumn(header: string): { column: Column; text: string } {
  const marker = MARKER.exec(header)?.[1];
  const words = header.replace(MARKER, '');
  if (!marker) return { column: { kind: 'plain' }, text: header };
  if (marker === 'once') return { column: { kind: 'once' }, text: `${words} (once)` };
  if (marker.startsWith('sum '))
    return { column: { kind: 'sum', firstYear: marker === 'sum first year' }, text: words };
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
export function rowTotals(
  columns: readonly Column[],
  cells: readonly string[],
  names: readonly string[],
  line?: number,
): { year: number; firstYear: number } {
  let year = 0;
  let once = 0;
  columns.forEach((column, i) => {
    if (column.kind !== 'once' && column.kind !== 'recurring') return;
    const cell = cells[i] ?? '';
    const amount = readAmount(cell);
    if (amount === undefined) {
      throw new MarkdownError(
        `"${cell}" under "${names[i]}" is not an amount: write digits, with commas if you like (15,000), or - for none`,
        line,
      );
    }
    if (column.kind === 'once') once += amount;
    else year += amount * column.times;
  });
  return { year, firstYear: year + once };
}

/** A row's id from its name, apart from the page's other ids: "XI - XII Science (ISC)" → "row-xi-xii-science-isc". */
export const rowId = (label: string, taken: Set<string>) => uniqueId(`row-${slug(label) || 'row'}`, taken);

interface Row {
  open: Token;
  /** Each cell's inline token, whose text is still Markdown. */
  cells: Token[];
}

/** A `::: table` block read so far: its opening token, and the rows of its head and body. */
interface Block {
  token: Token;
  head: Row[];
  body: Row[];
}

/** Sets the block's meta, renames the marked columns, and fills the sum cells and row ids. */
function finishTable({ token, head, body }: Block, taken: Set<string>): void {
  const read = (head[0]?.cells ?? []).map((cell) => {
    const column = readColumn(cell.content);
    cell.content = column.text;
    return column;
  });
  const names = read.map((r) => r.text);
  const meta: TableMeta = {
    ...tableParams(token.info),
    narrow: read.length <= NARROW_TABLE_COLUMNS,
    index: [],
    indexName: names[0],
  };
  token.meta = meta;
  const columns = read.map((r) => r.column);
  const sums = columns.some((c) => c.kind === 'sum');
  const listed = meta.rowHeaders && body.length >= ROW_INDEX_MIN_ROWS;
  for (const { open, cells } of body) {
    const line = open.map ? open.map[0] + 1 : undefined;
    if (sums) {
      const totals = rowTotals(
        columns,
        cells.map((c) => c.content),
        names,
        line,
      );
      columns.forEach((column, c) => {
        if (column.kind !== 'sum') return;
        const cell = cells[c]!;
        if (cell.content !== '')
          throw new MarkdownError(`leave the cells under "${names[c]}" empty: the site adds them up`, line);
        cell.content = `**${rupees.format(column.firstYear ? totals.firstYear : totals.year)}**`;
      });
    }
    if (listed) {
      const label = cells[0]!.content;
      const id = rowId(label, taken);
      open.attrSet('id', id);
      meta.index.push({ id, label });
    }
  }
}

/** One pass over the block tokens: each `::: table` block's rows, finished at its close. */
function prepareTables(tokens: readonly Token[], taken: Set<string>): void {
  let block: Block | undefined;
  let part: Row[] | undefined;
  for (const token of tokens) {
    if (token.type === 'container_table_open') block = { token, head: [], body: [] };
    else if (token.type === 'thead_open' && block) {
      if (block.head.length > 0)
        throw new MarkdownError(
          'a ::: table block holds one table; start another block for the next',
          token.map ? token.map[0] + 1 : undefined,
        );
      part = block.head;
    } else if (token.type === 'tbody_open') part = block?.body;
    else if (token.type === 'tr_open') part?.push({ open: token, cells: [] });
    else if (token.type === 'inline') part?.at(-1)?.cells.push(token);
    else if (token.type === 'container_table_close' && block) {
      finishTable(block, taken);
      block = undefined;
      part = undefined;
    }
  }
}

/** The plugin; `taken` (from the render's env) keeps row ids apart from the page's other ids. */
export function markdownTables(md: MarkdownIt): void {
  // Stryker disable next-line StringLiteral: the rule's name is a label; nothing looks it up.
  md.core.ruler.after('block', 'table_meta', (state) => {
    const env = state.env as { taken?: Set<string> };
    env.taken ??= new Set();
    prepareTables(state.tokens, env.taken);
  });
}
