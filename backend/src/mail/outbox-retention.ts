import { retentionPeriods } from '@rcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';

/**
 * Deletes the outbox's copies of mails delivered or given up on more than `sentMailDays` ago:
 * they hold names, and a sales notice the enquiry's message, which must not outlive the
 * enquiry's own retention. Mails still waiting are never deleted.
 */
export async function purgeFinishedMail(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = appwriteDate(new Date(now.getTime() - retentionPeriods.sentMailDays * 24 * 3_600_000));
  const { numDeletedRows } = await db
    .deleteFrom('mail_outbox')
    .where('status', 'in', ['sent', 'failed'])
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
