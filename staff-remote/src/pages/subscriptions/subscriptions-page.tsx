import { findPackage, subscriptionStatusLabel, type SubscriptionRow } from '@rcm/shared';
import type { Column } from '../../components/data-table';
import { StaffListPage } from '../../components/staff-list-page';
import { LocalTime } from '../../components/local-time';
import { SearchForm } from '../../components/search-form';
import { ExportButton } from '../../features/export/export-button';
import { formatDate } from '../../lib/format';
import { useListAddress } from '../../lib/list-address';
import { staffApi } from '../../lib/staff-api';

const columns: ReadonlyArray<Column<SubscriptionRow>> = [
  // The customer's address now (their account's), not the one they bought with.
  { header: 'Customer', cell: (row) => row.email, breakAnywhere: true },
  { header: 'Package', cell: (row) => findPackage(row.package)?.name ?? row.package },
  { header: 'Status', cell: (row) => subscriptionStatusLabel(row.status, formatDate(row.paidUntil)) },
  { header: 'Paid until', cell: (row) => <LocalTime iso={row.paidUntil} /> },
  { header: 'Since', cell: (row) => <LocalTime iso={row.since} /> },
  // The last four digits are all the server keeps.
  { header: 'Card', cell: (row) => <span aria-label={`card ending ${row.cardLast4}`}>•••• {row.cardLast4}</span> },
];

const filterNames = ['q'] as const;

/** `/staff/subscriptions`: what customers bought, newest first; only each customer's current package is active. The search is kept in the address. */
export default function SubscriptionsPage() {
  const address = useListAddress(filterNames);
  const { filters } = address;
  return (
    <StaffListPage
      heading="Customer subscriptions"
      load={(cursor) => staffApi.subscriptions(filters, { cursor })}
      address={address}
      actions={<ExportButton what="subscriptions" path="exports/subscriptions.csv" query={filters} />}
      intro={<SearchForm key={filters.q ?? ''} label="Search by email" value={filters.q ?? ''} onSearch={(q) => address.apply({ q })} />}
      caption="Customer subscriptions, newest first"
      columns={columns}
      label="Subscriptions"
      rowKey={(row) => row.id}
      empty={filters.q ? 'No subscription matches this search.' : 'No customer has subscribed yet.'}
    />
  );
}
