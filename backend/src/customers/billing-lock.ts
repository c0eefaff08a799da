import { sql, SqliteAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

// The customer's billing lock: purchases, changes and renewals of one customer, one at a time.

/**
 * How long a claim on a customer's billing (a renewal runner's on a package, a purchase's on the
 * customer) holds it: longer than a payment provider's call takes. The lock is held only for the
 * short transactions that take and record a claim, never over the provider's call; a claim
 * whose holder died is left to others after this.
 */
export const BILLING_CLAIM_MS = 2 * 60_000;

/**
 * Holds one customer's purchases to one at a time until `trx` ends: on PostgreSQL a
 * transaction-scoped advisory lock on the user id (several backend instances share it); SQLite's
 * transactions already take its one write lock.
 */
export async function lockBillingOf(trx: Transaction<Database>, userId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`billing:${userId}`}))`.execute(trx);
}

/**
 * Takes the customer's billing lock if no one holds it (a purchase under way), without waiting:
 * false when it is taken. SQLite's single writer already serialises them: always true there.
 */
export async function tryLockBillingOf(trx: Transaction<Database>, userId: string): Promise<boolean> {
  if (trx.getExecutor().adapter instanceof SqliteAdapter) return true;
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(${`billing:${userId}`})) as locked`.execute(
    trx,
  );
  return rows[0]?.locked === true;
}

/**
 * The record step of claim → provider → record (renewals and purchases): one transaction under
 * the customer's billing lock that runs `record` with what `stillDue` finds, if it finds the
 * claim still standing (nothing recorded since); false otherwise, having done nothing.
 */
export async function recordIfStillDue<T>(
  db: Kysely<Database>,
  userId: string,
  stillDue: (trx: Transaction<Database>) => Promise<T | undefined>,
  record: (trx: Transaction<Database>, found: T) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockBillingOf(trx, userId);
    const found = await stillDue(trx);
    if (found === undefined) return false;
    await record(trx, found);
    return true;
  });
}
