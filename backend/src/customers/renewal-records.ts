import { paidUntil } from '@rcm/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { recordIfStillDue, tryLockBillingOf } from './billing-lock';
import { purchaseUnderWay } from './purchase-records';
import { recordCharge, type Payment } from './subscription-records';

/** A package a runner claimed for renewal: its row, the period due, whose it is and where to mail. */
export interface ClaimedRenewal {
  id: number;
  userId: string;
  package: string;
  monthlyPriceUsd: number;
  cardReference: string;
  /** Declines so far in this period: part of the idempotency key, so a retry is a new request and a rerun after a crash is not. */
  declines: number;
  periodStart: string;
  periodEnd: string;
  email: string;
  name: string;
  /** Its account was closed: it is not charged, it ends. */
  accountClosed: boolean;
}

const DAY_MS = 86_400_000;

/**
 * Claims up to `batchSize` packages due at `now` for `claimMs`: the latest row of its customer,
 * not cancelled, not lapsed, its paid time over, its retry (if any) due, no runner holding it.
 * PostgreSQL: the rows are read `FOR UPDATE SKIP LOCKED` (runners at the same moment take
 * different rows) and a customer whose purchase is under way (their billing lock held, or a
 * purchase claim of theirs running: `customers/purchase.ts`) is left for the next pass; SQLite:
 * its one writer does both. A purchase tried after the claim sees it and is refused.
 */
export async function claimDueRenewals(
  db: Kysely<Database>,
  dbKind: DatabaseKind,
  now: Date,
  { claimMs, batchSize, customer }: { claimMs: number; batchSize: number; customer?: string },
): Promise<ClaimedRenewal[]> {
  const at = appwriteDate(now);
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('subscriptions as s')
      .leftJoin('users', 'users.id', 's.user_id')
      .select([
        's.id',
        's.user_id',
        's.username',
        's.package',
        's.monthly_price_usd',
        's.card_reference',
        's.renewal_declines',
        's.paid_until',
        'users.email',
        'users.name',
        'users.blocked_at',
      ])
      .where('s.cancelled_at', '=', '')
      .where('s.ended_at', '=', '')
      .where('s.paid_until', '<=', at)
      .where((eb) => eb.or([eb('s.renewal_retry_at', '=', ''), eb('s.renewal_retry_at', '<=', at)]))
      .where('s.renewal_claimed_until', '<', at)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('subscriptions as later')
              .select('later.id')
              .whereRef('later.user_id', '=', 's.user_id')
              .whereRef('later.id', '>', 's.id'),
          ),
        ),
      )
      // One customer's only (by address), when asked: `npm run billing -- renew --customer`.
      .$if(customer !== undefined, (query) =>
        query.where((eb) => eb.or([eb('users.email', '=', customer!.toLowerCase()), eb('s.username', '=', customer!)])),
      )
      .orderBy('s.paid_until')
      .limit(batchSize)
      .$if(dbKind === 'postgres', (query) => query.modifyEnd(sql`for update of s skip locked`))
      .execute();
    const claimed: ClaimedRenewal[] = [];
    for (const row of rows) {
      // Under the lock, a purchase claimed since the rows were read is seen: its customer waits for the next pass.
      if (!(await tryLockBillingOf(trx, row.user_id)) || (await purchaseUnderWay(trx, row.user_id, at))) continue;
      claimed.push({
        id: row.id,
        userId: row.user_id,
        package: row.package,
        monthlyPriceUsd: row.monthly_price_usd,
        cardReference: row.card_reference,
        declines: row.renewal_declines,
        periodStart: row.paid_until,
        periodEnd: appwriteDate(paidUntil(new Date(row.paid_until))),
        // With Appwrite keeping the accounts there is no user row: the address it was bought with.
        email: row.email ?? row.username,
        name: row.name ?? '',
        accountClosed: (row.blocked_at ?? '') !== '',
      });
    }
    if (claimed.length > 0)
      await trx
        .updateTable('subscriptions')
        .set({ renewal_claimed_until: appwriteDate(new Date(now.getTime() + claimMs)) })
        .where(
          'id',
          'in',
          claimed.map((renewal) => renewal.id),
        )
        .execute();
    return claimed;
  });
}

/**
 * Runs `record` under the customer's billing lock if the claimed period is still unpaid (no one
 * recorded it since); false otherwise, having done nothing.
 */
export async function whileUnpaid(
  db: Kysely<Database>,
  renewal: ClaimedRenewal,
  record: (trx: Transaction<Database>, row: { cancelledAt: string }) => Promise<void>,
): Promise<boolean> {
  return recordIfStillDue(
    db,
    renewal.userId,
    (trx) =>
      trx
        .selectFrom('subscriptions')
        .select('cancelled_at')
        .where('id', '=', renewal.id)
        .where('paid_until', '=', renewal.periodStart)
        .where('ended_at', '=', '')
        .executeTakeFirst(),
    (trx, row) => record(trx, { cancelledAt: row.cancelled_at }),
  );
}

/** Records a paid renewal: its charge (`recordCharge`), the month more, the card as the provider now knows it; the claim is let go. */
export async function recordRenewal(
  trx: Transaction<Database>,
  renewal: ClaimedRenewal,
  payment: Payment,
  now: Date,
): Promise<{ invoiceNumber: string }> {
  const priceCents = renewal.monthlyPriceUsd * 100;
  const { invoiceNumber } = await recordCharge(
    trx,
    { userId: renewal.userId, email: renewal.email, name: renewal.name },
    {
      subscriptionId: renewal.id,
      package: renewal.package,
      kind: 'renewal',
      fromPackage: '',
      priceCents,
      creditCents: 0,
      amountCents: priceCents,
      periodStart: renewal.periodStart,
      periodEnd: renewal.periodEnd,
      payment,
      createdAt: appwriteDate(now),
    },
  );
  await trx
    .updateTable('subscriptions')
    .set({
      paid_until: renewal.periodEnd,
      card_last4: payment.cardLast4,
      card_reference: payment.cardReference,
      renewal_declines: 0,
      renewal_retry_at: '',
      renewal_claimed_until: '',
    })
    .where('id', '=', renewal.id)
    .execute();
  return { invoiceNumber };
}

/**
 * Records a declined renewal: tried again after the schedule's next delay, or, past its last,
 * the package lapses (ended now, a `lapsed` event). Returns what became of it.
 */
export async function recordDecline(
  trx: Transaction<Database>,
  renewal: ClaimedRenewal,
  retryDelaysDays: readonly number[],
  now: Date,
): Promise<{ lapsed: true } | { lapsed: false; retryAt: string }> {
  const declines = renewal.declines + 1;
  const delayDays = retryDelaysDays[declines - 1];
  const at = appwriteDate(now);
  if (delayDays === undefined || renewal.accountClosed) {
    await trx
      .updateTable('subscriptions')
      .set({ ended_at: at, renewal_declines: declines, renewal_claimed_until: '' })
      .where('id', '=', renewal.id)
      .execute();
    await trx
      .insertInto('subscription_events')
      .values({ subscription_id: renewal.id, user_id: renewal.userId, action: 'lapsed', created_at: at })
      .execute();
    return { lapsed: true };
  }
  const retryAt = appwriteDate(new Date(now.getTime() + delayDays * DAY_MS));
  await trx
    .updateTable('subscriptions')
    .set({ renewal_declines: declines, renewal_retry_at: retryAt, renewal_claimed_until: '' })
    .where('id', '=', renewal.id)
    .execute();
  return { lapsed: false, retryAt };
}

/** Lets a claim go at once (the provider could not be reached, or recording failed): the next pass tries it again. */
export async function releaseClaim(db: Kysely<Database>, renewal: ClaimedRenewal): Promise<void> {
  await db.updateTable('subscriptions').set({ renewal_claimed_until: '' }).where('id', '=', renewal.id).execute();
}
