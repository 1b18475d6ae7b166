import { describe, expect, it } from 'vitest';
import type { School } from '../../shared/content-schema.ts';
import { renderPage } from './markdown.ts';
import { MarkdownError } from './markdown-error.ts';
import {
  NARROW_TABLE_COLUMNS,
  ROW_INDEX_MIN_ROWS,
  readAmount,
  readColumn,
  rowId,
  rowTotals,
  tableParams,
} from './markdown-tables.ts';

// Tables read nothing of the school; loading the example's would run every page's tables before any
// test, which mutation testing counts as code no test covers.
const school = {} as School;

const table = (head: string, rows: string[], params = 'Fees {row-headers}') =>
  `::: table ${params}\n${head}\n${head.replace(/[^|]+/g, '---')}\n${rows.join('\n')}\n:::\n`;

/** The text of each cell of each body row, tags dropped. */
function bodyCells(html: string): string[][] {
  const body = html.slice(html.indexOf('<tbody>'), html.indexOf('</tbody>'));
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) => cell!.replace(/<[^>]+>/g, '')),
  );
}

describe('columns that are added up', () => {
  const head =
    '| Class | Admission {once} | Tuition {per quarter} | Bus {per month} | Exam {per half-year} | Annual {per year} | Each year {sum per year} | First year {sum first year} |';

  it('adds each row: the year from what recurs (times a year), the first year with what is paid once', () => {
    const { html } = renderPage(
      table(head, ['| LKG | 15,000 | 7,500 | 1,200 | 500 | 6,000 | | |', '| I | 1,00,000 | - | 0 | – | 10 | | |']),
      school,
    );
    expect(bodyCells(html)).toEqual([
      ['LKG', '15,000', '7,500', '1,200', '500', '6,000', '51,400', '66,400'],
      ['I', '1,00,000', '-', '0', '–', '10', '10', '1,00,010'],
    ]);
    // The totals stand out; the typed amounts do not.
    expect(html).toContain(
      '<td data-label="Each year"><span class="content-table__value"><strong>51,400</strong></span></td>',
    );
    expect(html).toContain('<td data-label="Admission (once)"><span class="content-table__value">15,000</span></td>');
  });

  it('shows each header with its period in words and without the marker', () => {
    const { html } = renderPage(table(head, ['| LKG | 1 | 1 | 1 | 1 | 1 | | |']), school);
    for (const words of [
      'Admission (once)',
      'Tuition per quarter',
      'Bus per month',
      'Exam per half-year',
      'Annual per year',
      'Each year',
      'First year',
    ]) {
      expect(html).toContain(`<th scope="col">${words}</th>`);
    }
    expect(html).not.toContain('{');
  });

  it('refuses a typed total, which could disagree with the fees beside it, naming the column and the line', () => {
    const error = (() => {
      try {
        renderPage(
          `Intro\n\n${table(head, ['| LKG | 1 | 1 | 1 | 1 | 1 | | |', '| I | 1 | 1 | 1 | 1 | 1 | 36,000 | |'])}`,
          school,
        );
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(MarkdownError);
    expect((error as MarkdownError).message).toBe('leave the cells under "Each year" empty: the site adds them up');
    expect((error as MarkdownError).line).toBe(7);
  });

  it('refuses a counted cell that is not an amount, naming it and its column', () => {
    expect(() => renderPage(table(head, ['| LKG | 15,000 | Rs. 7,500 | 1 | 1 | 1 | | |']), school)).toThrow(
      '"Rs. 7,500" under "Tuition per quarter" is not an amount: write digits, with commas if you like (15,000), or - for none',
    );
    expect(() => renderPage(table(head, ['| LKG | | 1 | 1 | 1 | 1 | | |']), school)).toThrow(
      '"" under "Admission (once)" is not an amount',
    );
  });

  it('leaves a table without a sum column as it is written, whatever its cells hold', () => {
    const { html } = renderPage(table('| Class | Fee {per year} | Note |', ['| LKG | ask | 5,000 |']), school);
    expect(bodyCells(html)).toEqual([['LKG', 'ask', '5,000']]);
  });
});

describe('the jump list of a long table', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => `| Class ${'I'.repeat(i + 1)} | ${i} |`);

  it(`lists the rows of a table with row headers and ${ROW_INDEX_MIN_ROWS} rows or more, each linked to its row`, () => {
    const { html } = renderPage(table('| Class | Fee |', rows(ROW_INDEX_MIN_ROWS)), school);
    const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
    expect(nav).toContain('aria-label="Jump to a class"');
    expect([...nav.matchAll(/href="#([^"]+)">([^<]+)</g)].map(([, id, label]) => [id, label])).toEqual(
      Array.from({ length: ROW_INDEX_MIN_ROWS }, (_, i) => [
        `row-class-${'i'.repeat(i + 1)}`,
        `Class ${'I'.repeat(i + 1)}`,
      ]),
    );
    expect(html).toContain('<tr id="row-class-i">');
    // The list comes before the table, outside its scrolling box.
    expect(html.indexOf('<nav')).toBeLessThan(html.indexOf('<div class="table-scroll"'));
  });

  it('gives no list to a short table, nor to one without row headers', () => {
    expect(renderPage(table('| Class | Fee |', rows(ROW_INDEX_MIN_ROWS - 1)), school).html).not.toContain('<nav');
    const plain = renderPage(table('| Class | Fee |', rows(ROW_INDEX_MIN_ROWS), 'Fees'), school).html;
    expect(plain).not.toContain('<nav');
    expect(plain).not.toContain(' id="row-');
  });

  it('keeps ids apart: the same row name twice, in two tables, and a heading of the same words', () => {
    const month = Array.from({ length: ROW_INDEX_MIN_ROWS }, () => '| May | 1 |');
    const { html, toc } = renderPage(
      `${table('| Month | Days |', month)}\n${table('| Month | Days |', month)}\n## Row may\n`,
      school,
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('row-may-12');
    expect(toc[0]!.id).toBe('row-may-13');
    // "an" before a vowel.
    expect(renderPage(table('| Item | Days |', month), school).html).toContain('aria-label="Jump to an item"');
  });
});

describe('table width', () => {
  it(`marks a table of ${NARROW_TABLE_COLUMNS} columns or fewer narrow, so a phone keeps it a table`, () => {
    expect(renderPage(table('| A | B | C |', ['| 1 | 2 | 3 |']), school).html).toContain(
      '<table class="content-table content-table--narrow">',
    );
    const wide = renderPage(table('| A | B | C | D |', ['| 1 | 2 | 3 | 4 |']), school).html;
    expect(wide).toContain('<table class="content-table">');
    // A wide table's values have a box of their own, beside their names on a phone.
    expect(wide).toContain(
      '<th scope="row" data-label="A">1</th>\n<td data-label="B"><span class="content-table__value">2</span></td>',
    );
    expect(renderPage(table('| A | B | C |', ['| 1 | 2 | 3 |']), school).html).toContain('<td data-label="B">2</td>');
  });
});

describe('the small readers', () => {
  it("reads a block's caption and row-header flag", () => {
    expect(tableParams('table Fees by class {row-headers}')).toEqual({ caption: 'Fees by class', rowHeaders: true });
    expect(tableParams('  table Fees {row-headers} here ')).toEqual({
      caption: 'Fees {row-headers} here',
      rowHeaders: false,
    });
    expect(tableParams('table   Fees of the table  {row-headers}')).toEqual({
      caption: 'Fees of the table',
      rowHeaders: true,
    });
    expect(tableParams('table Fees{row-headers}')).toEqual({ caption: 'Fees', rowHeaders: true });
  });

  it('reads amounts as parents write them, and nothing else', () => {
    expect([
      readAmount('15,000'),
      readAmount(' 1,00,000 '),
      readAmount('0'),
      readAmount('-'),
      readAmount('—'),
      readAmount('250'),
      readAmount('15000'),
    ]).toEqual([15000, 100000, 0, 0, 0, 250, 15000]);
    for (const bad of ['', 'Rs. 500', '1,0', '12,34,5678', '5.5', '-5', '5-', 'nil'])
      expect(readAmount(bad)).toBeUndefined();
  });

  it('reads a header marker only at the end, and leaves other braces alone', () => {
    expect(readColumn('Fee {per term}')).toEqual({ column: { kind: 'plain' }, text: 'Fee {per term}' });
    expect(readColumn('Fee {once} note')).toEqual({ column: { kind: 'plain' }, text: 'Fee {once} note' });
    expect(readColumn('Fee {once}x')).toEqual({ column: { kind: 'plain' }, text: 'Fee {once}x' });
    expect(readColumn('Fee{once}')).toEqual({ column: { kind: 'once' }, text: 'Fee (once)' });
    expect(readColumn('Total {sum first year}')).toEqual({ column: { kind: 'sum', firstYear: true }, text: 'Total' });
  });

  it('adds a row without the sum columns themselves', () => {
    const columns = ['Class', 'A {once}', 'B {per month}', 'T {sum per year}'].map((h) => readColumn(h).column);
    expect(rowTotals(columns, ['LKG', '10', '1', ''], ['Class', 'A', 'B', 'T'])).toEqual({ year: 12, firstYear: 22 });
    // A row shorter than its head is missing amounts.
    expect(() => rowTotals(columns, ['LKG'], ['Class', 'A', 'B', 'T'])).toThrow('"" under "A" is not an amount');
  });

  it('names a row by its words, one of a kind', () => {
    const taken = new Set<string>();
    expect(['XI - XII Science (ISC)', 'Année 1', '***', '***', 'May'].map((label) => rowId(label, taken))).toEqual([
      'row-xi-xii-science-isc',
      'row-annee-1',
      'row-row',
      'row-row-2',
      'row-may',
    ]);
  });
});

describe('a table block', () => {
  it('holds one table: a second is refused with its line, rather than merged into the first', () => {
    const two =
      '::: table Fees {row-headers}\n| A | B |\n|---|---|\n| 1 | 2 |\n\n| C | D |\n|---|---|\n| 3 | 4 |\n:::\n';
    expect(() => renderPage(two, school)).toThrow(
      'a ::: table block holds one table; start another block for the next',
    );
    try {
      renderPage(`Text\n\n${two}`, school);
    } catch (error) {
      expect((error as MarkdownError).line, "the second table's first line").toBe(8);
    }
  });

  it('may hold no table at all, and then shows no list', () => {
    expect(renderPage('::: table Fees\nNo table yet.\n:::\n', school).html).toBe(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Fees">\n<p>No table yet.</p>\n</div>\n',
    );
  });
});
