import type { NewsletterSubscriberRow, StaffMember, StaffPage, SubscriptionRow } from '@rcm/shared';
import { STAFF_LABEL } from '@rcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { userLabels } from '../auth/labels';
import { decodeCursor, encodeCursor } from './cursor';

/**
 * Newsletter addresses, newest first (ties by address), pending and confirmed: staff see a
 * pending one to help someone whose confirmation mail went astray; only confirmed ones are
 * exported (`confirmedOnly`), since only they may be mailed.
 */
export async function listSubscribers(
  db: Kysely<Database>,
  page: { cursor?: string; limit: number },
  { confirmedOnly = false }: { confirmedOnly?: boolean } = {},
): Promise<StaffPage<NewsletterSubscriberRow>> {
  let query = db
    .selectFrom('newsletter_subscribers')
    .select(['email', 'status', 'created_at', 'confirmed_at'])
    .orderBy('created_at', 'desc')
    .orderBy('email', 'desc')
    .limit(page.limit + 1);
  if (confirmedOnly) query = query.where('status', '=', 'confirmed');
  if (page.cursor) {
    const [createdAt, email] = decodeCursor(page.cursor, ['string', 'string'] as const);
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('email', '<', email)])]),
    );
  }
  const rows = await query.execute();
  const items = rows
    .slice(0, page.limit)
    .map((row) => ({ email: row.email, status: row.status, createdAt: row.created_at, confirmedAt: row.confirmed_at }));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > page.limit && last ? encodeCursor([last.createdAt, last.email]) : null };
}

const SUBSCRIBER_BATCH = 250;

/** The export's columns: the mailing list, i.e. confirmed addresses only. */
export const subscriberExportHeader = ['email', 'signed_up', 'confirmed'];

/** Every confirmed subscriber, one batch at a time (an empty one when there are none), for the export. */
export async function* subscriberExportRows(db: Kysely<Database>): AsyncGenerator<Array<Array<string>>> {
  let cursor: string | undefined;
  do {
    const page = await listSubscribers(db, { cursor, limit: SUBSCRIBER_BATCH }, { confirmedOnly: true });
    yield page.items.map((row) => [row.email, row.createdAt, row.confirmedAt]);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** Confirmed subscribers: the rows of the export. */
export async function countSubscribers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', 'confirmed')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

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
