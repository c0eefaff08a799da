import type { AuditRecord } from '@rcm/shared';
import { Link } from '@rcm/shared/routing';
import type { Column } from '../../components/data-table';
import { StaffListPage } from '../../components/staff-list-page';
import { LocalTime } from '../../components/local-time';
import { staffApi } from '../../lib/staff-api';
import { useListAddress } from '../../lib/list-address';
import { auditFilterNames, auditOfRecord } from '../../lib/audit-filters';
import { AuditFiltersForm } from './audit-filters';
import styles from './audit-page.module.css';

const actionLabels: Record<string, string> = {
  'enquiry.read': 'Read an enquiry',
  'enquiry.update': 'Changed an enquiry',
  'enquiry.note': 'Added a note to an enquiry',
  'enquiry.reply': 'Replied to an enquirer',
  'export.enquiries': 'Exported enquiries',
  'export.subscribers': 'Exported subscribers',
  'export.subscriptions': 'Exported subscriptions',
  'list.enquiries': 'Listed enquiries',
  'list.subscribers': 'Listed subscribers',
  'list.subscriptions': 'Listed subscriptions',
  'list.audit': 'Viewed the audit log',
  'role.grant': 'Granted the staff role',
  'role.revoke': 'Revoked the staff role',
  'release.publish': 'Published a release',
  'release.promote': 'Promoted a release',
  'release.rollback': 'Rolled back a remote',
  'release.canary': 'Started a canary',
  'release.abort': 'Aborted a canary',
  'release.prune': 'Pruned releases',
  'release.preview': 'Made a preview link',
};

/** An audit record's detail in words (what moved where), or its JSON when unknown. */
function describe(record: AuditRecord): string {
  try {
    const detail = JSON.parse(record.detail) as Record<string, unknown>;
    // A first page has no cursor, an unfiltered list no filters: nothing to say.
    const said = Object.entries(detail).filter(
      ([, value]) => value !== null && !(typeof value === 'object' && Object.keys(value as object).length === 0),
    );
    const parts = said.map(([name, value]) => {
      if (typeof value === 'object' && value !== null && 'from' in value && 'to' in value) {
        const move = value as { from: unknown; to: unknown };
        return `${name}: ${String(move.from) || 'none'} → ${String(move.to) || 'none'}`;
      }
      return `${name}: ${typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value)}`;
    });
    return parts.join('; ');
  } catch {
    return record.detail;
  }
}

const columns: ReadonlyArray<Column<AuditRecord>> = [
  { header: 'When', cell: (row) => <LocalTime iso={row.at} /> },
  {
    header: 'Who',
    // The name their account has now, then the address they had then; the address alone when the account has no name.
    cell: (row) =>
      row.actorName ? (
        // One element: on a phone the row is a card whose cells are each one item beside their heading.
        <span>
          {row.actorName}
          <span className={styles.address}>{row.actor}</span>
        </span>
      ) : (
        row.actor
      ),
    breakAnywhere: true,
  },
  { header: 'User id', cell: (row) => row.actorId, breakAnywhere: true },
  { header: 'What', cell: (row) => actionLabels[row.action] ?? row.action },
  // Everything done to that record, a click away.
  { header: 'Record', cell: (row) => <Link to={auditOfRecord(row.subject)}>{row.subject}</Link>, breakAnywhere: true },
  { header: 'Details', cell: (row) => describe(row) || '—', breakAnywhere: true },
  { header: 'From', cell: (row) => row.address || 'command line' },
];

/**
 * `/staff/audit`: every list page viewed, read of an enquiry, change, export and role change,
 * newest first; who by user id (which never changes), by the address they had then and by their
 * account's name; filtered by person, action, record and days, kept in the address.
 */
export default function AuditPage() {
  const address = useListAddress(auditFilterNames);
  const { filters } = address;
  return (
    <StaffListPage
      heading="Audit log"
      load={(cursor) => staffApi.audit(filters, { cursor })}
      address={address}
      intro={<AuditFiltersForm key={address.search} filters={filters} actions={actionLabels} onApply={address.apply} />}
      caption="Audit log, newest first"
      columns={columns}
      label="Audit log"
      rowKey={(row) => row.id}
      empty="Nothing has been recorded yet."
    />
  );
}
