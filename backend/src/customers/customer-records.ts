import { randomInt } from 'node:crypto';
import type { PackageId } from '@rcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { currentSubscriptionOf } from './subscription-records';

/** What the profile shows, all of it the server's record. */
export interface CustomerSummary {
  /** The package the customer holds (the latest, unless cancelled and its paid month is over), or 'none'. */
  subscribtion: PackageId | 'none';
  /** When the package's paid month ends (ISO 8601), '' with none. */
  paid_until: string;
  /** Whether it was cancelled (it then ends at `paid_until`). */
  cancelled: boolean;
  /** The spec's RC score, 0 to 99. */
  rc_score: number;
}

/** A customer's row as first written: its RC score drawn (0 to 99), once. */
export const newCustomerRow = (userId: string, now: Date) => ({
  user_id: userId,
  rc_score: randomInt(0, 100),
  created_at: appwriteDate(now),
});

/** The customer's RC score, drawn once (0 to 99) the first time anyone asks. */
async function rcScoreOf(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  await db
    .insertInto('customers')
    .values(newCustomerRow(userId, now))
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const row = await db.selectFrom('customers').select('rc_score').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.rc_score;
}

export async function customerSummary(db: Kysely<Database>, userId: string, now: Date): Promise<CustomerSummary> {
  const [current, rcScore] = await Promise.all([currentSubscriptionOf(db, userId, now), rcScoreOf(db, userId, now)]);
  return {
    subscribtion: current?.package ?? 'none',
    rc_score: rcScore,
    paid_until: current?.paidUntil ?? '',
    cancelled: current !== null && current.cancelledAt !== '',
  };
}
