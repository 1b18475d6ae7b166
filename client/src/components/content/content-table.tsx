import { useId } from 'react';
import type { TableBlock } from '@content/pages/blocks.ts';
import { RichTextView } from './rich-text.tsx';

/**
 * A data table in a focusable, labelled scroll box: wide tables scroll sideways on a 360 px phone
 * instead of widening the page, and keyboard users can scroll them too.
 */
export function ContentTable({ table }: { table: TableBlock }) {
  const captionId = useId();
  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="content-table">
        <caption id={captionId}>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 && table.rowHeaders ? (
                  <th key={c} scope="row">
                    <RichTextView text={cell} />
                  </th>
                ) : (
                  <td key={c}>
                    <RichTextView text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
