import type { ApiResult, StaffPage } from '@rcm/shared';
import type { ReactNode } from 'react';
import type { ListAddress } from '../lib/list-address';
import { useStaffQuery } from '../lib/use-staff-query';
import { PagedTable, type PagedTableProps } from './paged-table';
import { StaffFrame } from './staff-frame';

interface StaffListPageProps<T> extends Omit<PagedTableProps<T>, 'page' | 'pages'> {
  heading: string;
  /** Reads one page of the list, the newest first without a cursor. */
  load: (cursor: string | undefined) => Promise<ApiResult<StaffPage<T>>>;
  /** Where the list is (`useListAddress`): its page, and the address query `load` is read again for. */
  address: Pick<ListAddress<string>, 'pages' | 'search'>;
  /** Next to the heading (an export button). */
  actions?: ReactNode;
  /** Above the table. */
  intro?: ReactNode;
}

/** A staff page that is one newest-first list: the console's frame, a page of the list and its pager. */
export function StaffListPage<T>({ heading, load, address, actions, intro, ...table }: StaffListPageProps<T>) {
  const { pages, search } = address;
  const [state, retry] = useStaffQuery(() => load(pages.cursor), search);
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
