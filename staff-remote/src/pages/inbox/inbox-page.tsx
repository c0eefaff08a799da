import { enquiryStatuses, interestOptions, staffPaths, type EnquiryList, type InboxEnquiry } from '@rcm/shared';
import { Link } from '@rcm/shared/routing';
import type { Column } from '../../components/data-table';
import { PagedTable } from '../../components/paged-table';
import { StaffFrame } from '../../components/staff-frame';
import { StatusBadge, statusLabel } from '../../components/status-badge';
import { EnquiryFiltersForm, enquiryFilterNames, enquiryFiltersFrom } from '../../features/enquiries/enquiry-filters';
import { ExportButton } from '../../features/export/export-button';
import { useListAddress, type FromList } from '../../lib/list-address';
import { formatCount } from '../../lib/format';
import { LocalTime } from '../../components/local-time';
import { staffApi } from '../../lib/staff-api';
import { useStaffQuery } from '../../lib/use-staff-query';
import styles from './inbox-page.module.css';

const interestLabel = (value: string) => interestOptions.find((option) => option.value === value)?.label ?? value;

/** The columns; each enquiry's link carries the inbox's view, for its "Back to the enquiries". */
const columnsFrom = (fromInbox: FromList): ReadonlyArray<Column<InboxEnquiry>> => [
  { header: 'Received', cell: (row) => <LocalTime iso={row.createdAt} /> },
  {
    header: 'Name',
    cell: (row) => (
      <Link to={staffPaths.enquiry(row.id)} state={fromInbox} className={styles.open}>
        {row.firstName} {row.lastName}
      </Link>
    ),
  },
  { header: 'Company', cell: (row) => row.company },
  { header: 'Email', cell: (row) => row.email, breakAnywhere: true },
  { header: 'Interest', cell: (row) => interestLabel(row.interest) },
  {
    header: 'Status',
    cell: (row) => (
      <span className={styles.status}>
        <StatusBadge status={row.status} />
        {row.overdue && <span className={styles.overdue}>Waiting over 1 business day</span>}
      </span>
    ),
  },
  // Their name; their address when their account has none.
  { header: 'Assignee', cell: (row) => row.assigneeName || row.assignee || '—', breakAnywhere: true },
];

/** How many enquiries are in each status, whatever the filters. */
function StatusCounts({ counts }: { counts: EnquiryList['counts'] }) {
  return (
    <ul className={styles.counts} aria-label="Enquiries by status">
      {enquiryStatuses.map((status) => (
        <li key={status}>
          {statusLabel(status)} <strong>{formatCount(counts[status])}</strong>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/staff`: the enquiries, newest first, with the number still new and in each status (those
 * waiting past the promised business day flagged), filters, pages and the export. The filters and the page are in the address (`useListAddress`).
 */
export default function InboxPage() {
  const { search, apply, pages, ...address } = useListAddress(enquiryFilterNames);
  const filters = enquiryFiltersFrom(address.filters);
  const [state, retry] = useStaffQuery(() => staffApi.enquiries(filters, { cursor: pages.cursor }), search);
  const newCount = state.status === 'ready' ? state.value.newCount : undefined;

  return (
    <StaffFrame
      heading={
        <>
          Enquiries
          {newCount !== undefined && <span className={styles.count}>{formatCount(newCount)} new</span>}
        </>
      }
      state={state}
      retry={retry}
      actions={<ExportButton what="enquiries" path="exports/enquiries.csv" query={{ ...filters }} />}
      // Keyed by the view: Back or a bookmark shows its own filters in the form.
      toolbar={<EnquiryFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={apply} />}
    >
      {(list) => (
        <>
          <StatusCounts counts={list.counts} />
          <PagedTable
            caption="Enquiries, newest first"
            columns={columnsFrom({ listSearch: search })}
            page={list}
            pages={pages}
            label="Enquiries"
            rowKey={(row) => row.id}
            empty="No enquiries match these filters."
          />
        </>
      )}
    </StaffFrame>
  );
}
