import type { ReactNode } from 'react';
import clsx from 'clsx';
import './data-table.css';

export interface DataColumn<T> {
  /** Stable key; also the class hook `dt-col-<key>`. */
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Hides the column's name on phones, where each row is a card (for the card's title cell). */
  hideLabelOnPhone?: boolean;
  align?: 'start' | 'end';
}

interface DataTableProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A full-width line under a row, e.g. an error message. */
  rowDetail?: (row: T) => ReactNode;
  rowClassName?: (row: T) => string | undefined;
  className?: string;
}

/**
 * A table on wide screens; below 768px every row becomes a card with the
 * column names beside the values, so nothing is cut off or scrolled away.
 * Each row is its own tbody so a detail line stays inside the row's card.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, rowDetail, rowClassName, className }: DataTableProps<T>) {
  return (
    <div className={clsx('dt-wrap', className)}>
      <table className="dt">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={clsx(`dt-col-${c.key}`, c.align === 'end' && 'dt-end')}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        {rows.map((row) => {
          const detail = rowDetail?.(row);
          return (
            <tbody key={rowKey(row)} className={clsx('dt-group', rowClassName?.(row))}>
              <tr>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    data-label={c.hideLabelOnPhone ? undefined : c.header}
                    className={clsx(`dt-col-${c.key}`, c.align === 'end' && 'dt-end', c.hideLabelOnPhone && 'dt-title')}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
              {detail ? (
                <tr className="dt-detail">
                  <td colSpan={columns.length}>{detail}</td>
                </tr>
              ) : null}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
