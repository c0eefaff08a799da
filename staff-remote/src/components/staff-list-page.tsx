import type { ApiResult, StaffPage } from '@rcm/shared';
import type { ReactNode } from 'react';
import { useCursorPages, type CursorPages } from '../lib/use-cursor-pages';
import { useStaffQuery } from '../lib/use-staff-query';
import { PagedTable, type PagedTableProps } from './paged-table';
import { StaffFrame } from './staff-frame';

interface StaffListPageProps<T> extends Omit<PagedTableProps<T>, 'page' | 'pages'> {
  /** The list's name in the cursor state (`useCursorPages`). */
  list: string;
  heading: string;
  /** Reads one page of the list, the newest first without a cursor. */
  load: (cursor: string | undefined) => Promise<ApiResult<StaffPage<T>>>;
  /** Next to the heading (an export button). */
  actions?: ReactNode;
  /** Above the table. */
  intro?: ReactNode;
  /** The pages when the list keeps them in its address (`useListAddress`), with what else `load` reads (its filters). */
  address?: { pages: CursorPages; key: string };
}

/** A staff page that is one newest-first list: the console's frame, a page of the list and its pager. */
export function StaffListPage<T>({ list, heading, load, actions, intro, address, ...table }: StaffListPageProps<T>) {
  const ownPages = useCursorPages(list);
  const pages = address?.pages ?? ownPages;
  const [state, retry] = useStaffQuery(() => load(pages.cursor), `${address?.key ?? ''} ${pages.cursor ?? ''}`);
  return (
    <StaffFrame heading={heading} state={state} retry={retry} actions={actions}>
      {(page) => (
        <>
          {intro}
          <PagedTable {...table} page={page} pages={pages} />
        </>
      )}
    </StaffFrame>
  );
}
