import { findPackage, type SubscriptionRow } from '@rcm/shared';
import type { Column } from '../../components/data-table';
import { StaffListPage } from '../../components/staff-list-page';
import { LocalTime } from '../../components/local-time';
import { staffApi } from '../../lib/staff-api';

const columns: ReadonlyArray<Column<SubscriptionRow>> = [
  { header: 'Customer', cell: (row) => row.username, breakAnywhere: true },
  { header: 'Package', cell: (row) => findPackage(row.package)?.name ?? row.package },
  { header: 'Since', cell: (row) => <LocalTime iso={row.since} /> },
  // The last four digits are all the server keeps.
  { header: 'Card', cell: (row) => <span aria-label={`card ending ${row.cardLast4}`}>•••• {row.cardLast4}</span> },
  { header: 'Cancelled', cell: (row) => (row.cancelledAt ? <LocalTime iso={row.cancelledAt} /> : '—') },
];

/** `/staff/subscriptions`: what customers bought, newest first. */
export default function SubscriptionsPage() {
  return (
    <StaffListPage
      list="subscriptions"
      heading="Customer subscriptions"
      load={(cursor) => staffApi.subscriptions({ cursor })}
      caption="Customer subscriptions, newest first"
      columns={columns}
      label="Subscriptions"
      rowKey={(row) => row.id}
      empty="No customer has subscribed yet."
    />
  );
}
