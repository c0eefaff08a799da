import type { StaffMember, StaffPage, SubscriptionRow } from '@rcm/shared';
import { STAFF_LABEL } from '@rcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { userLabels } from '../auth/labels';
import { decodeCursor, encodeCursor } from './cursor';

/** Customers' subscriptions, newest first: package, since when, the card's last four digits (all that is stored), when cancelled. */
export async function listSubscriptions(
  db: Kysely<Database>,
  page: { cursor?: string; limit: number },
): Promise<StaffPage<SubscriptionRow>> {
  let query = db
    .selectFrom('subscriptions')
    .select(['id', 'username', 'package', 'created_at', 'card_last4', 'cancelled_at'])
    .orderBy('id', 'desc')
    .limit(page.limit + 1);
  if (page.cursor) query = query.where('id', '<', decodeCursor(page.cursor, ['number'] as const)[0]);
  const rows = await query.execute();
  const items = rows.slice(0, page.limit).map((row) => ({
    id: Number(row.id),
    username: row.username,
    package: row.package,
    since: row.created_at,
    cardLast4: row.card_last4,
    cancelledAt: row.cancelled_at,
  }));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > page.limit && last ? encodeCursor([last.id]) : null };
}

/**
 * The staff who can use the console: the staff label and a verified address (the few; labels
 * are JSON text, so filtered here). Enquiries are assigned to them only.
 */
export async function listStaffMembers(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'name', 'labels'])
    .where('labels', '<>', '[]')
    .where('email_verified_at', '<>', '')
    .orderBy('email')
    .execute();
  return rows.filter((row) => userLabels(row).includes(STAFF_LABEL)).map((row) => ({ email: row.email, name: row.name }));
}
