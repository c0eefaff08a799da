import { monthsBefore, retentionPeriods } from '@rcm/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';

export interface RetentionResult {
  enquiries: number;
  subscriptions: number;
  auditRecords: number;
}

/**
 * Deletes what the privacy policy says is deleted, by the periods it names (`retentionPeriods`
 * in @rcm/shared, from which the policy's text is written): enquiries 24 months after the last
 * exchange, subscription records after seven years (a customer's current package stays while
 * the account is open; a closed account's records count from their date like any other), staff access records after 24 months. Newsletter addresses stay until
 * unsubscribed, accounts while open; server logs are not kept by this server.
 */
export async function applyRetention(db: Kysely<Database>, now = new Date()): Promise<RetentionResult> {
  const enquiryCutoff = appwriteDate(monthsBefore(now, retentionPeriods.enquiryMonths));
  const subscriptionCutoff = appwriteDate(monthsBefore(now, retentionPeriods.subscriptionYears * 12));
  const auditCutoff = appwriteDate(monthsBefore(now, retentionPeriods.staffAccessRecordMonths));
  const enquiries = await db.deleteFrom('contact_enquiries').where('updated_at', '<', enquiryCutoff).where('created_at', '<', enquiryCutoff).executeTakeFirst();
  const subscriptions = await db
    .deleteFrom('subscriptions')
    .where('created_at', '<', subscriptionCutoff)
    // The current package of an open account stays; a closed account's records only for the period.
    .where('id', 'not in', sql<number>`(select max(id) from subscriptions where user_id not in (select id from users where blocked_at <> '') group by user_id)`)
    .executeTakeFirst();
  const auditRecords = await db.deleteFrom('audit_log').where('at', '<', auditCutoff).executeTakeFirst();
  return { enquiries: Number(enquiries.numDeletedRows), subscriptions: Number(subscriptions.numDeletedRows), auditRecords: Number(auditRecords.numDeletedRows) };
}
