import type { EnquiryFilters, EnquiryList, StaffMember } from '@rcm/shared';
import type { EnquirySummaryList, StoreFilters } from '../enquiries/enquiry-store';
import { isReplyOverdue } from '../enquiries/reply-due';
import type { AuditActor } from './audit-log';

/** The inbox's filters as the store reads them: "assigned to me" is the asking staff member's address. */
export function storeFiltersOf({ assigned, ...filters }: EnquiryFilters, actor: AuditActor): StoreFilters {
  return assigned === 'me' ? { ...filters, assignee: actor.name } : filters;
}

/**
 * A page of the inbox as staff triage it: each assignee by name (their account's, when it has
 * one), and each enquiry still new past the promised business day flagged.
 */
export function triaged(list: EnquirySummaryList, members: StaffMember[], now: Date, timeZone: string): EnquiryList {
  const names = new Map(members.map((member) => [member.email, member.name]));
  return {
    ...list,
    items: list.items.map((item) => ({
      ...item,
      assigneeName: names.get(item.assignee) ?? '',
      overdue: item.status === 'new' && isReplyOverdue(new Date(item.createdAt), now, timeZone),
    })),
  };
}
