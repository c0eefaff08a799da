import { retentionPeriods, type NewsletterSubscriberRow } from '@rcm/shared';
import type { Column } from '../../components/data-table';
import { StaffListPage } from '../../components/staff-list-page';
import { ExportButton } from '../../features/export/export-button';
import { LocalTime } from '../../components/local-time';
import { useListAddress } from '../../lib/list-address';
import { staffApi } from '../../lib/staff-api';

const columns: ReadonlyArray<Column<NewsletterSubscriberRow>> = [
  { header: 'Email', cell: (row) => row.email, breakAnywhere: true },
  { header: 'Status', cell: (row) => (row.status === 'confirmed' ? 'Confirmed' : 'Awaiting confirmation') },
  { header: 'Signed up', cell: (row) => <LocalTime iso={row.createdAt} /> },
  { header: 'Confirmed', cell: (row) => (row.confirmedAt ? <LocalTime iso={row.confirmedAt} /> : '–') },
];

/** The list has no filters: only its page is in the address. */
const noFilters = [] as const;

/**
 * `/staff/subscribers`: the newsletter's addresses, newest first, pending ones too (to help a
 * reader whose confirmation mail went astray); the export is the mailing list: confirmed only.
 */
export default function SubscribersPage() {
  const address = useListAddress(noFilters);
  return (
    <StaffListPage
      heading="Newsletter subscribers"
      load={(cursor) => staffApi.subscribers({ cursor })}
      address={address}
      actions={<ExportButton what="subscribers" path="exports/subscribers.csv" />}
      intro={
        <p>
          Only confirmed addresses receive the newsletter and are in the export; an address not confirmed within{' '}
          {retentionPeriods.unconfirmedNewsletterDays} days is deleted.
        </p>
      }
      caption="Newsletter subscribers, newest first"
      columns={columns}
      label="Subscribers"
      rowKey={(row) => row.email}
      empty="Nobody has subscribed yet."
    />
  );
}
