import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Its values are long unbroken tokens (addresses, ids): they may break anywhere rather than widen the table. */
  breakAnywhere?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  empty: string;
}

/**
 * A table of records; on a phone each row becomes a card whose cells carry their column's
 * name, so nothing scrolls sideways. Cells are React text, never HTML.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, empty }: DataTableProps<T>) {
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.header} data-label={column.header} className={column.breakAnywhere ? styles.anywhere : undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
