import { contactFields } from '@rcm/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The enquiries sent from `address` (lower case), oldest first, as sent, with when they arrived,
 * their status and when staff last changed them: a person's copy of what they wrote. The match is
 * on the whole address, ignoring case (the form keeps it as typed). Never the staff's notes,
 * replies or assignee: those are the staff's working records.
 */
export function enquiriesFrom(db: Kysely<Database>, address: string) {
  return db
    .selectFrom('contact_enquiries')
    .select(['id', 'created_at', 'status', 'updated_at', ...contactFields])
    .where(sql<string>`lower(email)`, '=', address.toLowerCase())
    .orderBy('id', 'asc')
    .execute();
}
