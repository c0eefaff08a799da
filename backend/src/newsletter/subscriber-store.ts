import { exportTime } from '../staff/export-cells';
import { NEWSLETTER_CONFIRM_RESEND_MINUTES, NEWSLETTER_CONFIRM_TTL_DAYS, type NewsletterSubscriberRow, type StaffPage } from '@rcm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { dropEmailTokens, issueEmailToken, readEmailToken, takeEmailToken } from '../mail/email-tokens';
import { decodeCursor, encodeCursor } from '../staff/cursor';

const DAY_MS = 86_400_000;

/**
 * How long an unsubscribe link keeps saying "unsubscribed" after it was used (the token, which
 * names the address, is then deleted by the retention job).
 */
export const UNSUBSCRIBED_LINK_DAYS = 30;

/** Whether the address was sent a confirmation link within the last few minutes. */
async function confirmationSentLately(db: Kysely<Database>, address: string, now: Date): Promise<boolean> {
  const since = appwriteDate(new Date(now.getTime() - NEWSLETTER_CONFIRM_RESEND_MINUTES * 60_000));
  const row = await db
    .selectFrom('email_tokens')
    .select('token_hash')
    .where('purpose', '=', 'newsletter-confirm')
    .where('subject', '=', address)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A sign-up of `address` (lower case): a new address is stored pending (an earlier
 * subscription's links end); a pending one is due a new confirmation mail unless one went out
 * lately; a confirmed one is due nothing. Returns the links of the confirmation mail to send,
 * issued in `trx`, or null when no mail is due.
 */
export async function signUp(
  trx: Transaction<Database>,
  address: string,
  now: Date,
): Promise<{ confirm: string; unsubscribe: string } | null> {
  const inserted = await trx
    .insertInto('newsletter_subscribers')
    .values({ email: address, created_at: appwriteDate(now) })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
    // Links of an earlier subscription of this address end here.
    await dropEmailTokens(trx, 'newsletter-unsubscribe', address);
    await dropEmailTokens(trx, 'newsletter-confirm', address);
  } else {
    const existing = await trx.selectFrom('newsletter_subscribers').select('status').where('email', '=', address).executeTakeFirst();
    if (existing?.status !== 'pending' || (await confirmationSentLately(trx, address, now))) return null;
  }
  return {
    confirm: await issueEmailToken(trx, {
      purpose: 'newsletter-confirm',
      subject: address,
      ttlMs: NEWSLETTER_CONFIRM_TTL_DAYS * DAY_MS,
      now,
    }),
    unsubscribe: await issueEmailToken(trx, { purpose: 'newsletter-unsubscribe', subject: address, now }),
  };
}

/** The newsletter record of `address` (lower case), if it has one. */
export function findSubscriber(db: Kysely<Database>, address: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['status', 'created_at', 'confirmed_at'])
    .where('email', '=', address)
    .executeTakeFirst();
}

/** A confirmation link's token confirms its address (single use); false for a token that is no live one. */
export async function confirmSubscriber(trx: Transaction<Database>, token: string, now: Date): Promise<boolean> {
  const address = await takeEmailToken(trx, 'newsletter-confirm', token, now);
  if (address === undefined) return false;
  await trx
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirmed_at: appwriteDate(now) })
    .where('email', '=', address)
    .where('status', '=', 'pending')
    .execute();
  // Its other confirmation links (re-sent mails) have nothing left to do.
  await dropEmailTokens(trx, 'newsletter-confirm', address);
  return true;
}

/**
 * An unsubscribe link's token deletes its address and its confirmation links; the token keeps
 * working for UNSUBSCRIBED_LINK_DAYS, so the link says the same when opened again. False for a
 * token that is no live one.
 */
export async function unsubscribe(trx: Transaction<Database>, token: string, now: Date): Promise<boolean> {
  const address = await readEmailToken(trx, 'newsletter-unsubscribe', token, now);
  if (address === undefined) return false;
  // Data minimisation: the address goes, with its confirmation links.
  await trx.deleteFrom('newsletter_subscribers').where('email', '=', address).execute();
  await dropEmailTokens(trx, 'newsletter-confirm', address);
  await trx
    .updateTable('email_tokens')
    .set({ expires_at: appwriteDate(new Date(now.getTime() + UNSUBSCRIBED_LINK_DAYS * DAY_MS)) })
    .where('purpose', '=', 'newsletter-unsubscribe')
    .where('subject', '=', address)
    .where('expires_at', '=', '')
    .execute();
  return true;
}

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
/** The export's headings, worded as every export's (times in UTC). */
export const subscriberExportHeader = ['email', 'signed up (UTC)', 'confirmed (UTC)'];

/** Every confirmed subscriber, one batch at a time (an empty one when there are none), for the export. */
export async function* subscriberExportRows(db: Kysely<Database>): AsyncGenerator<Array<Array<string>>> {
  let cursor: string | undefined;
  do {
    const page = await listSubscribers(db, { cursor, limit: SUBSCRIBER_BATCH }, { confirmedOnly: true });
    yield page.items.map((row) => [row.email, exportTime(row.createdAt), exportTime(row.confirmedAt)]);
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
