import { randomUUID } from 'node:crypto';
import type { ServicePackage, SubscriptionQuote } from '@rcm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { quoteFor } from './billing';
import { lockBillingOf, recordIfStillDue } from './billing-lock';
import { currentSubscriptionOf } from './subscription-records';

/** A purchase claimed (`claimPurchase`): the one quote it charges, records and mails, and the key the provider is asked with. */
export interface ClaimedPurchase {
  userId: string;
  idempotencyKey: string;
  quote: SubscriptionQuote;
  /** The package row the quote was made on (null: none held): the purchase is recorded only while it is still the one held. */
  heldId: number | null;
  /** An earlier attempt at another purchase whose outcome was never known, replaced by this one: for the log. */
  unresolved?: { idempotencyKey: string; package: string; amountCents: number };
}

/** What claiming came to: the claim, or why there is none (another purchase or a renewal under way, or the package already held). */
export type PurchaseClaimOutcome =
  { claimed: ClaimedPurchase } | { refused: 'purchase-under-way' | 'renewal-under-way' } | { refused: 'held'; quote: SubscriptionQuote };

/** Whether a purchase of the customer holds their billing at `at` (a renewal runner leaves them for its next pass). */
export async function purchaseUnderWay(trx: Transaction<Database>, userId: string, at: string): Promise<boolean> {
  const running = trx.selectFrom('purchase_claims').select('user_id').where('user_id', '=', userId).where('claimed_until', '>', at);
  return (await running.executeTakeFirst()) !== undefined;
}

/**
 * Claims the customer's billing for buying `chosen` at `now`, for `claimMs`, in a short
 * transaction under their billing lock, and quotes it there (`quoteFor`: the one quote the
 * charge, the record and the receipt use). Refused while another purchase of theirs or a
 * renewal of their package holds it, or when `chosen` is the package held. The attempt gets a
 * new idempotency key, unless it repeats an earlier attempt whose outcome was never known (the
 * same package and amount): then it keeps that one, so the provider answers as it did then and
 * the customer is charged once.
 */
export async function claimPurchase(
  db: Kysely<Database>,
  userId: string,
  chosen: ServicePackage,
  now: Date,
  claimMs: number,
): Promise<PurchaseClaimOutcome> {
  const at = appwriteDate(now);
  return db.transaction().execute(async (trx): Promise<PurchaseClaimOutcome> => {
    await lockBillingOf(trx, userId);
    const earlier = await trx.selectFrom('purchase_claims').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (earlier && earlier.claimed_until > at) return { refused: 'purchase-under-way' };
    const held = await currentSubscriptionOf(trx, userId, now);
    // A renewal runner is charging the held package (claim → provider → record): paying now could pay the month twice.
    if (held && held.renewalClaimedUntil > at) return { refused: 'renewal-under-way' };
    const quote = quoteFor(held, chosen, now);
    // The package held is never charged again: "Resume" undoes a cancellation for free instead.
    if (quote.kind === 'same' || quote.kind === 'resume') return { refused: 'held', quote };
    const repeated = earlier !== undefined && earlier.package === quote.subscribtion && earlier.amount_cents === quote.charge_cents;
    const values = {
      idempotency_key: repeated ? earlier.idempotency_key : `purchase:${userId}:${randomUUID()}`,
      package: quote.subscribtion,
      amount_cents: quote.charge_cents,
      claimed_until: appwriteDate(new Date(now.getTime() + claimMs)),
      created_at: at,
    };
    await trx
      .insertInto('purchase_claims')
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
    const unresolved =
      earlier && !repeated && earlier.amount_cents > 0
        ? { idempotencyKey: earlier.idempotency_key, package: earlier.package, amountCents: earlier.amount_cents }
        : undefined;
    return {
      claimed: { userId, idempotencyKey: values.idempotency_key, quote, heldId: held?.id ?? null, ...(unresolved && { unresolved }) },
    };
  });
}

/**
 * Runs `record` under the customer's billing lock if the claim is still this attempt's and the
 * package it was quoted on is still the one held, then lets the claim go, in one transaction;
 * false otherwise, having done nothing.
 */
export async function whileClaimed(
  db: Kysely<Database>,
  claim: ClaimedPurchase,
  now: Date,
  record: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  const stillClaimed = async (trx: Transaction<Database>) => {
    const row = await trx
      .selectFrom('purchase_claims')
      .select('user_id')
      .where('user_id', '=', claim.userId)
      .where('idempotency_key', '=', claim.idempotencyKey)
      .executeTakeFirst();
    return row && ((await currentSubscriptionOf(trx, claim.userId, now))?.id ?? null) === claim.heldId ? row : undefined;
  };
  return recordIfStillDue(db, claim.userId, stillClaimed, async (trx) => {
    await record(trx);
    await trx.deleteFrom('purchase_claims').where('user_id', '=', claim.userId).execute();
  });
}

/** Lets the claim go, its key forgotten (the purchase was declined, or never asked for): the next attempt is a new request. */
export async function releasePurchase(db: Kysely<Database>, claim: ClaimedPurchase): Promise<void> {
  await db.deleteFrom('purchase_claims').where('user_id', '=', claim.userId).where('idempotency_key', '=', claim.idempotencyKey).execute();
}

/**
 * Ends the claim at once but keeps its key (the provider's answer was not known, or the record
 * failed after it approved): the customer's next attempt at the same purchase asks with the
 * same key and is charged once. Were this to fail too, the claim lapses after its time.
 */
export async function leaveUnresolved(db: Kysely<Database>, claim: ClaimedPurchase): Promise<void> {
  await db
    .updateTable('purchase_claims')
    .set({ claimed_until: '' })
    .where('user_id', '=', claim.userId)
    .where('idempotency_key', '=', claim.idempotencyKey)
    .execute();
}
