import { retentionPeriods, type NewsletterSubscriberRow } from '@rcm/shared';
import type { Column } from '../../components/data-table';
import { PagedTable } from '../../components/paged-table';
import { StaffFrame } from '../../components/staff-frame';
import { ExportButton } from '../../features/export/export-button';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { formatDateTime } from '../../lib/format';
import { staffApi } from '../../lib/staff-api';
import { useStaffQuery } from '../../lib/use-staff-query';

const columns: ReadonlyArray<Column<NewsletterSubscriberRow>> = [
  { header: 'Email', cell: (row) => row.email, breakAnywhere: true },
  { header: 'Status', cell: (row) => (row.status === 'confirmed' ? 'Confirmed' : 'Awaiting confirmation') },
  { header: 'Signed up', cell: (row) => formatDateTime(row.createdAt) },
  { header: 'Confirmed', cell: (row) => (row.confirmedAt ? formatDateTime(row.confirmedAt) : '–') },
];

/**
 * `/staff/subscribers`: the newsletter's addresses, newest first, pending ones too (to help a
 * reader whose confirmation mail went astray); the export is the mailing list: confirmed only.
 */
export default function SubscribersPage() {
  const pages = useCursorPages('subscribers');
  const [state, retry] = useStaffQuery(() => staffApi.subscribers({ cursor: pages.cursor }), pages.cursor ?? '');
  return (
    <StaffFrame
      heading="Newsletter subscribers"
      state={state}
      retry={retry}
      actions={<ExportButton what="subscribers" path="exports/subscribers.csv" />}
    >
      {(page) => (
        <>
          <p>
            Only confirmed addresses receive the newsletter and are in the export; an address not confirmed within{' '}
            {retentionPeriods.unconfirmedNewsletterDays} days is deleted.
          </p>
          <PagedTable
            caption="Newsletter subscribers, newest first"
            columns={columns}
            page={page}
            pages={pages}
            label="Subscribers"
            rowKey={(row) => row.email}
            empty="Nobody has subscribed yet."
          />
        </>
      )}
    </StaffFrame>
  );
}
