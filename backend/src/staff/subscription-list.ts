import { subscriptionStatusLabel, type StaffPage, type SubscriptionRow } from '@rcm/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { packageRowStatus } from '../customers/subscription-records';
import { decodeCursor, encodeCursor } from './cursor';
import { exportTime } from './export-cells';

/** The subscriptions view's filter: part of the customer's current address, ignoring case. */
export interface SubscriptionFilters {
  q?: string;
}

/** `text` as a LIKE pattern that matches it anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** Package rows with the customer's account (their address now, not the one stored at purchase). */
function selectRows(db: Kysely<Database>, filters: SubscriptionFilters) {
  let query = db.selectFrom('subscriptions as s').leftJoin('users as u', 'u.id', 's.user_id');
  if (filters.q) query = query.where(sql<boolean>`lower(coalesce(u.email, s.username)) like ${containing(filters.q)} escape '\\'`);
  return query;
}

/**
 * Customers' package rows, newest first: the customer's current address, the package, its status
 * (`packageRowStatus`, the rule the customer's own profile follows), paid until, since, card.
 */
export async function listSubscriptions(
  db: Kysely<Database>,
  page: { cursor?: string; limit: number },
  filters: SubscriptionFilters,
  now: Date,
): Promise<StaffPage<SubscriptionRow>> {
  let query = selectRows(db, filters)
    .select(['s.id', 's.username', 's.package', 's.created_at', 's.card_last4', 's.cancelled_at', 's.paid_until', 's.ended_at', 'u.email'])
    .select((eb) =>
      eb
        .selectFrom('subscriptions as later')
        .select('later.id')
        .whereRef('later.user_id', '=', 's.user_id')
        .whereRef('later.id', '>', 's.id')
        .limit(1)
        .as('later_id'),
    )
    .orderBy('s.id', 'desc')
    .limit(page.limit + 1);
  if (page.cursor) query = query.where('s.id', '<', decodeCursor(page.cursor, ['number'] as const)[0]);
  const rows = await query.execute();
  const items = rows.slice(0, page.limit).map((row) => ({
    id: Number(row.id),
    username: row.username,
    email: row.email ?? row.username,
    package: row.package,
    status: packageRowStatus(row, row.later_id === null || row.later_id === undefined, now),
    paidUntil: row.paid_until,
    since: row.created_at,
    cardLast4: row.card_last4,
    cancelledAt: row.cancelled_at,
  }));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > page.limit && last ? encodeCursor([last.id]) : null };
}

/** The rows the export holds. */
export async function countSubscriptions(db: Kysely<Database>, filters: SubscriptionFilters): Promise<number> {
  const row = await selectRows(db, filters)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const subscriptionExportHeader = ['email', 'package', 'status', 'paid until (UTC)', 'since (UTC)', 'card last 4'];

const EXPORT_BATCH = 250;

/** The view's rows as the export's cells, one batch at a time (an empty one when there are none). */
export async function* subscriptionExportRows(
  db: Kysely<Database>,
  filters: SubscriptionFilters,
  now: Date,
): AsyncGenerator<Array<Array<string>>> {
  let cursor: string | undefined;
  do {
    const page = await listSubscriptions(db, { cursor, limit: EXPORT_BATCH }, filters, now);
    yield page.items.map((row) => [
      row.email,
      row.package,
      subscriptionStatusLabel(row.status, exportTime(row.paidUntil).slice(0, 10)),
      exportTime(row.paidUntil),
      exportTime(row.since),
      row.cardLast4,
    ]);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
