import { randomInt } from 'node:crypto';
import { isPackageId, type PackageId } from '@rcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';

/** What the profile shows, all of it the server's record. */
export interface CustomerSummary {
  /** The package of the customer's latest subscription, or 'none'. */
  subscribtion: PackageId | 'none';
  /** The spec's RC score, 0 to 99. */
  rc_score: number;
}

/** The customer's RC score, drawn once (0 to 99) the first time anyone asks. */
async function rcScoreOf(db: Kysely<Database>, userId: string): Promise<number> {
  await db
    .insertInto('customers')
    .values({ user_id: userId, rc_score: randomInt(0, 100), created_at: appwriteDate() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const row = await db.selectFrom('customers').select('rc_score').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.rc_score;
}

async function currentPackageOf(db: Kysely<Database>, userId: string): Promise<PackageId | 'none'> {
  const latest = await db.selectFrom('subscriptions').select('package').where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return latest && isPackageId(latest.package) ? latest.package : 'none';
}

export async function customerSummary(db: Kysely<Database>, userId: string): Promise<CustomerSummary> {
  const [subscribtion, rcScore] = await Promise.all([currentPackageOf(db, userId), rcScoreOf(db, userId)]);
  return { subscribtion, rc_score: rcScore };
}
