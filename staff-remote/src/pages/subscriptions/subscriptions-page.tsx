import { findPackage, type SubscriptionRow } from '@rcm/shared';
import type { Column } from '../../components/data-table';
import { PagedTable } from '../../components/paged-table';
import { StaffFrame } from '../../components/staff-frame';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { formatDateTime } from '../../lib/format';
import { staffApi } from '../../lib/staff-api';
import { useStaffQuery } from '../../lib/use-staff-query';

const columns: ReadonlyArray<Column<SubscriptionRow>> = [
  { header: 'Customer', cell: (row) => row.username, breakAnywhere: true },
  { header: 'Package', cell: (row) => findPackage(row.package)?.name ?? row.package },
  { header: 'Since', cell: (row) => formatDateTime(row.since) },
  // The last four digits are all the server keeps.
  { header: 'Card', cell: (row) => <span aria-label={`card ending ${row.cardLast4}`}>•••• {row.cardLast4}</span> },
  { header: 'Cancelled', cell: (row) => (row.cancelledAt ? formatDateTime(row.cancelledAt) : '—') },
];

/** `/staff/subscriptions`: what customers bought, newest first. */
export default function SubscriptionsPage() {
  const pages = useCursorPages('subscriptions');
  const [state, retry] = useStaffQuery(() => staffApi.subscriptions({ cursor: pages.cursor }), pages.cursor ?? '');
  return (
    <StaffFrame heading="Customer subscriptions" state={state} retry={retry}>
      {(page) => (
        <PagedTable
          caption="Customer subscriptions, newest first"
          columns={columns}
          page={page}
          pages={pages}
          label="Subscriptions"
          rowKey={(row) => row.id}
          empty="No customer has subscribed yet."
        />
      )}
    </StaffFrame>
  );
}
