import { sql, type Kysely } from 'kysely';
import type { Database, MailStatus } from '../db/schema';
import { appwriteDate } from '../db/timestamp';

export interface OutboxCounts {
  pending: number;
  sent: number;
  failed: number;
  /** When the oldest mail still waiting was written, or undefined. */
  oldestPendingAt?: string;
}

/** How the outbox stands: what operators look at first when mail seems not to arrive. */
export async function outboxCounts(db: Kysely<Database>): Promise<OutboxCounts> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('status')
    .execute();
  const count = (status: MailStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  // An aggregate without GROUP BY always returns one row (its minimum null when nothing is pending).
  const oldest = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return {
    pending: count('pending'),
    sent: count('sent'),
    failed: count('failed'),
    ...(oldest.at ? { oldestPendingAt: String(oldest.at) } : {}),
  };
}

export interface FailedMail {
  id: number;
  kind: string;
  recipient: string;
  createdAt: string;
  attempts: number;
  lastError: string;
}

/** The mails given up on, newest first. */
export async function failedMails(db: Kysely<Database>, limit = 100): Promise<FailedMail[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'recipient', 'created_at', 'attempts', 'last_error'])
    .where('status', '=', 'failed')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    recipient: row.recipient,
    createdAt: row.created_at,
    attempts: row.attempts,
    lastError: row.last_error,
  }));
}

/**
 * Puts failed mails back in the queue (after the cause is fixed: a wrong SMTP password, a
 * provider's outage), due at once. They keep their Message-IDs; `created_at` becomes now, as the
 * day of retries before giving up counts from when a mail was (last) queued.
 */
export async function retryFailedMails(db: Kysely<Database>, ids: number[] | 'all', now: Date): Promise<number> {
  let update = db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: appwriteDate(now), claimed_until: '', created_at: appwriteDate(now) })
    .where('status', '=', 'failed');
  if (ids !== 'all') update = update.where('id', 'in', ids.length > 0 ? ids : [-1]);
  const { numUpdatedRows } = await update.executeTakeFirst();
  return Number(numUpdatedRows);
}

/**
 * The outbox's copies of the mails to `address`, in any case (a form keeps it as typed), as long
 * as it keeps them (`outbox-retention.ts`), oldest first, of `kinds` only when given. Headers are
 * not read; the data only to write the subject (some hold a secret link until the mail is sent).
 */
export function mailsTo(db: Kysely<Database>, address: string, kinds?: ReadonlySet<string>) {
  let query = db
    .selectFrom('mail_outbox')
    .select(['kind', 'data', 'status', 'created_at', 'sent_at'])
    .where(sql<string>`lower(recipient)`, '=', address.toLowerCase())
    .orderBy('id', 'asc');
  if (kinds) query = query.where('kind', 'in', [...kinds]);
  return query.execute();
}

/** Removes the outbox's mails to `address`, in any case as `mailsTo` reads them, of `kinds` only when given (a closed account). */
export async function deleteMailsTo(db: Kysely<Database>, address: string, kinds?: ReadonlySet<string>): Promise<void> {
  let query = db.deleteFrom('mail_outbox').where(sql<string>`lower(recipient)`, '=', address.toLowerCase());
  if (kinds) query = query.where('kind', 'in', [...kinds]);
  await query.execute();
}
