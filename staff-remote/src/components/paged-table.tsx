import type { CursorPages } from '../lib/list-address';
import { DataTable, type DataTableProps } from './data-table';
import { Pager } from './pager';

export interface PagedTableProps<T> extends Omit<DataTableProps<T>, 'rows'> {
  /** The page the API answered: its rows and the cursor of the next (older) one. */
  page: { items: readonly T[]; nextCursor: string | null };
  pages: CursorPages;
  /** What the pager's navigation is named after, e.g. "Subscribers". */
  label: string;
}

/** One page of a newest-first staff list: its table, then "Newer" and "Older" by cursor. */
export function PagedTable<T>({ page, pages, label, ...table }: PagedTableProps<T>) {
  return (
    <>
      <DataTable {...table} rows={page.items} />
      <Pager
        label={label}
        pageNumber={pages.pageNumber}
        hasOlder={page.nextCursor !== null}
        onNewer={pages.newer}
        onOlder={() => page.nextCursor && pages.older(page.nextCursor)}
      />
    </>
  );
}
