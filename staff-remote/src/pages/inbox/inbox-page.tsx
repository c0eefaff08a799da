import { interestOptions, staffPaths, type EnquiryFilters, type EnquirySummary } from '@rcm/shared';
import { Link } from '@rcm/shared/routing';
import { useState } from 'react';
import type { Column } from '../../components/data-table';
import { PagedTable } from '../../components/paged-table';
import { StaffFrame } from '../../components/staff-frame';
import { StatusBadge } from '../../components/status-badge';
import { EnquiryFiltersForm } from '../../features/enquiries/enquiry-filters';
import { ExportButton } from '../../features/export/export-button';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { formatCount, formatDateTime } from '../../lib/format';
import { staffApi } from '../../lib/staff-api';
import { useStaffQuery } from '../../lib/use-staff-query';
import styles from './inbox-page.module.css';

const interestLabel = (value: string) => interestOptions.find((option) => option.value === value)?.label ?? value;

const columns: ReadonlyArray<Column<EnquirySummary>> = [
  { header: 'Received', cell: (row) => formatDateTime(row.createdAt) },
  {
    header: 'Name',
    cell: (row) => (
      <Link to={staffPaths.enquiry(row.id)} className={styles.open}>
        {row.firstName} {row.lastName}
      </Link>
    ),
  },
  { header: 'Company', cell: (row) => row.company },
  { header: 'Email', cell: (row) => row.email, breakAnywhere: true },
  { header: 'Interest', cell: (row) => interestLabel(row.interest) },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Assignee', cell: (row) => row.assignee || '—' },
];

/** `/staff`: the enquiries, newest first, with the number still new, filters, pages and the export. */
export default function InboxPage() {
  const [filters, setFilters] = useState<EnquiryFilters>({});
  const filterKey = JSON.stringify(filters);
  const pages = useCursorPages(filterKey);
  const [state, retry] = useStaffQuery(() => staffApi.enquiries(filters, { cursor: pages.cursor }), `${filterKey} ${pages.cursor ?? ''}`);
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
      toolbar={<EnquiryFiltersForm filters={filters} onApply={setFilters} />}
    >
      {(list) => (
        <PagedTable
          caption="Enquiries, newest first"
          columns={columns}
          page={list}
          pages={pages}
          label="Enquiries"
          rowKey={(row) => row.id}
          empty="No enquiries match these filters."
        />
      )}
    </StaffFrame>
  );
}
