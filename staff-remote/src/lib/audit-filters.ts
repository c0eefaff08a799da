import { staffPaths } from '@rcm/shared';
import { listSearchOf, type ListFilters } from './list-address';

/** The audit log's filters' query parameters, in the order its address shows them. */
export const auditFilterNames = ['actor', 'action', 'record', 'from', 'to'] as const;
export type AuditFilters = ListFilters<(typeof auditFilterNames)[number]>;

/** The audit log of one record (its subject, as `enquiry:12` or `user:<id>`): everything done to it. */
export const auditOfRecord = (record: string): string =>
  `${staffPaths.audit}${listSearchOf(auditFilterNames, { filters: { record }, cursors: [] })}`;
