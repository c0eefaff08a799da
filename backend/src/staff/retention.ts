import { monthsBefore, retentionPeriods } from '@rcm/shared';
import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';

export interface RetentionResult {
  enquiries: number;
  subscriptions: number;
  auditRecords: number;
  unconfirmedNewsletterAddresses: number;
  expiredEmailTokens: number;
}

/**
 * The oldest staff access record the database itself lets go, by its own clock: the audit log's
 * trigger (migration 008) refuses to delete a younger one, and one refused row would fail the
 * whole delete.
 */
function auditCutoffByDatabaseClock(db: Kysely<Database>): RawBuilder<string> {
  const months = retentionPeriods.staffAccessRecordMonths;
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql<string>`strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now', ${`-${months} months`})`
    : sql<string>`to_char((now() at time zone 'UTC') - make_interval(months => ${months}), 'YYYY-MM-DD"T"HH24:MI:SS.MS"+00:00"')`;
}

/**
 * Deletes what the privacy policy says is deleted, by the periods it names (`retentionPeriods`
 * in @rcm/shared, from which the policy's text is written): enquiries 24 months after the last
 * exchange, subscription records after seven years (a customer's current package stays while
 * the account is open, even cancelled until its paid month ends; a closed account's records
 * count from their date like any other), staff access records after 24 months, newsletter
 * addresses never confirmed 30 days after the sign-up (with them the links of their mails), and
 * mailed links past their expiry (they open nothing, and name an address or account). Confirmed
 * newsletter addresses stay until unsubscribed, accounts while open; server logs are not kept by
 * this server.
 */
export async function applyRetention(db: Kysely<Database>, now: Date): Promise<RetentionResult> {
  const enquiryCutoff = appwriteDate(monthsBefore(now, retentionPeriods.enquiryMonths));
  const subscriptionCutoff = appwriteDate(monthsBefore(now, retentionPeriods.subscriptionYears * 12));
  const auditCutoff = appwriteDate(monthsBefore(now, retentionPeriods.staffAccessRecordMonths));
  const enquiries = await db
    .deleteFrom('contact_enquiries')
    .where('updated_at', '<', enquiryCutoff)
    .where('created_at', '<', enquiryCutoff)
    .executeTakeFirst();
  // A cancelled package whose paid time ended before the cutoff is no longer anyone's current
  // package: it goes too, even as a customer's latest row. Its charges and events go with it.
  const subscriptions = await db
    .deleteFrom('subscriptions')
    .where('created_at', '<', subscriptionCutoff)
    .where((eb) =>
      eb.or([
        // The current package of an open account stays; a closed account's records only for the period.
        eb(
          'id',
          'not in',
          sql<number>`(select max(id) from subscriptions where user_id not in (select id from users where blocked_at <> '') group by user_id)`,
        ),
        eb.and([eb('cancelled_at', '<>', ''), eb('paid_until', '<', subscriptionCutoff)]),
      ]),
    )
    .executeTakeFirst();
  // Past the period by this clock and by the database's, which the trigger judges by.
  const auditRecords = await db
    .deleteFrom('audit_log')
    .where('at', '<', auditCutoff)
    .where('at', '<', auditCutoffByDatabaseClock(db))
    .executeTakeFirst();
  const unconfirmedCutoff = appwriteDate(new Date(now.getTime() - retentionPeriods.unconfirmedNewsletterDays * 86_400_000));
  const unconfirmed = await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('newsletter_subscribers')
      .where('status', '=', 'pending')
      .where('created_at', '<', unconfirmedCutoff)
      .executeTakeFirst();
    // Their links go with them (an unsubscribe link would otherwise outlive the address it names).
    await trx
      .deleteFrom('email_tokens')
      .where('purpose', 'in', ['newsletter-confirm', 'newsletter-unsubscribe'])
      .where('subject', 'not in', trx.selectFrom('newsletter_subscribers').select('email'))
      .where('expires_at', '=', '')
      .execute();
    return deleted;
  });
  const expiredTokens = await db
    .deleteFrom('email_tokens')
    .where('expires_at', '<>', '')
    .where('expires_at', '<', appwriteDate(now))
    .executeTakeFirst();
  return {
    enquiries: Number(enquiries.numDeletedRows),
    subscriptions: Number(subscriptions.numDeletedRows),
    auditRecords: Number(auditRecords.numDeletedRows),
    unconfirmedNewsletterAddresses: Number(unconfirmed.numDeletedRows),
    expiredEmailTokens: Number(expiredTokens.numDeletedRows),
  };
}
