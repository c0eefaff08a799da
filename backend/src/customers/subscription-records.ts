import { isPackageId, type PackageId, type SubscriptionHistoryEntry, type SubscriptionQuote } from '@rcm/shared';
import { sql, SqliteAdapter, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { ChargesTable, Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';

type Db = Kysely<Database> | Transaction<Database>;

/** What the customer holds now: the latest row, unless it was cancelled and its paid time is over. */
export interface CurrentSubscription {
  id: number;
  package: PackageId;
  monthlyPriceUsd: number;
  cardLast4: string;
  /** When the time paid for ends (ISO 8601). */
  paidUntil: string;
  /** When the period its latest charge paid for began (ISO 8601): what a credit is prorated over. */
  periodStart: string;
  /** When it was cancelled ('' while it runs on). */
  cancelledAt: string;
  /** Until when a renewal runner holds it ('' or past: none does). */
  renewalClaimedUntil: string;
}

const columns = [
  'id',
  'package',
  'monthly_price_usd',
  'card_last4',
  'cancelled_at',
  'paid_until',
  'created_at',
  'ended_at',
  'renewal_claimed_until',
] as const;

/**
 * Whether a row's package has ended by `now`: a cancelled one when its paid time is over; one
 * whose renewal was declined for good when it lapsed. One not cancelled stays while its renewal
 * is retried (`customers/renewal.ts`).
 */
const hasEnded = (row: { cancelled_at: string; paid_until: string; ended_at: string }, now: Date) =>
  row.ended_at !== '' || (row.cancelled_at !== '' && new Date(row.paid_until).getTime() <= now.getTime());

export async function currentSubscriptionOf(db: Db, userId: string, now: Date): Promise<CurrentSubscription | null> {
  const latest = await db
    .selectFrom('subscriptions')
    .select(columns)
    .select((eb) =>
      eb
        .selectFrom('charges')
        .select('period_start')
        .whereRef('charges.subscription_id', '=', 'subscriptions.id')
        .orderBy('charges.id', 'desc')
        .limit(1)
        .as('period_start'),
    )
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest || !isPackageId(latest.package) || hasEnded(latest, now)) return null;
  return {
    id: latest.id,
    package: latest.package,
    monthlyPriceUsd: latest.monthly_price_usd,
    cardLast4: latest.card_last4,
    paidUntil: latest.paid_until,
    periodStart: latest.period_start ?? latest.created_at,
    cancelledAt: latest.cancelled_at,
    renewalClaimedUntil: latest.renewal_claimed_until,
  };
}

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

/** A purchase as the payment provider answered it: the card's last four digits, the charge's reference ('' when nothing was charged) and the card's reusable one. */
export interface Payment {
  cardLast4: string;
  reference: string;
  cardReference: string;
}

/**
 * Writes one charge: every charge (a purchase, a change, a renewal) is inserted here and nowhere
 * else. One per package row and period start (a unique index): a second is refused by the database.
 */
export async function recordCharge(trx: Transaction<Database>, charge: Insertable<ChargesTable>): Promise<number> {
  const { id } = await trx.insertInto('charges').values(charge).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Records a purchase (`new`) or a change of package: the package's row, paid until the quote
 * says, and its charge, with the credit given and what was taken.
 */
export async function recordPurchase(
  trx: Transaction<Database>,
  customer: { userId: string; email: string },
  quote: SubscriptionQuote,
  payment: Payment,
  now: Date,
): Promise<void> {
  const createdAt = appwriteDate(now);
  const { id } = await trx
    .insertInto('subscriptions')
    .values({
      user_id: customer.userId,
      username: customer.email,
      package: quote.subscribtion,
      card_last4: payment.cardLast4,
      payment_reference: payment.reference,
      card_reference: payment.cardReference,
      monthly_price_usd: quote.price_cents / 100,
      paid_until: quote.paid_until,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordCharge(trx, {
    subscription_id: id,
    user_id: customer.userId,
    package: quote.subscribtion,
    kind: quote.kind,
    from_package: quote.from,
    price_cents: quote.price_cents,
    credit_cents: quote.credit_cents,
    amount_cents: quote.charge_cents,
    period_start: createdAt,
    period_end: quote.paid_until,
    card_last4: payment.cardLast4,
    payment_reference: payment.reference,
    created_at: createdAt,
  });
}

/**
 * Cancels the current package (`cancel`) or undoes its cancellation (`resume`): it stays until
 * the end of its paid time either way, and nothing is charged or refunded. Null when there is no
 * package to do it to (none held; or, to resume, none cancelled); `unchanged` when it was already
 * so (nothing changes then: two tabs cancelling at once send one mail).
 */
export async function setCancellation(
  trx: Transaction<Database>,
  userId: string,
  action: 'cancel' | 'resume',
  now: Date,
): Promise<{ subscription: CurrentSubscription; unchanged: boolean } | null> {
  const current = await currentSubscriptionOf(trx, userId, now);
  if (!current) return null;
  const cancelling = action === 'cancel';
  if (cancelling !== (current.cancelledAt === '')) return cancelling ? { subscription: current, unchanged: true } : null;
  const cancelledAt = cancelling ? appwriteDate(now) : '';
  const updated = await trx
    .updateTable('subscriptions')
    .set({ cancelled_at: cancelledAt })
    .where('id', '=', current.id)
    .where('cancelled_at', cancelling ? '=' : '<>', '')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return cancelling ? { subscription: current, unchanged: true } : null;
  await trx
    .insertInto('subscription_events')
    .values({ subscription_id: current.id, user_id: userId, action: cancelling ? 'cancelled' : 'resumed', created_at: appwriteDate(now) })
    .execute();
  return { subscription: { ...current, cancelledAt }, unchanged: false };
}

/**
 * The customer's history, newest first: each charge (a first purchase, or one after the previous
 * package ended, is "subscribed"; one replacing a package is "changed", with its credit and what
 * was charged; a month more is "renewed"), each cancellation, resumption and lapse. As long as the rows are kept (the privacy
 * policy's seven years; the latest package always).
 */
export async function subscriptionHistoryOf(db: Db, userId: string): Promise<SubscriptionHistoryEntry[]> {
  const [charges, events] = await Promise.all([
    db.selectFrom('charges').selectAll().where('user_id', '=', userId).execute(),
    db
      .selectFrom('subscription_events')
      .innerJoin('subscriptions', 'subscriptions.id', 'subscription_events.subscription_id')
      .select([
        'subscription_events.id',
        'action',
        'subscription_events.created_at',
        'package',
        'monthly_price_usd',
        'card_last4',
        'paid_until',
      ])
      .where('subscription_events.user_id', '=', userId)
      .execute(),
  ]);
  const entries = [
    ...charges.map((charge) => ({
      order: [charge.created_at, 0, charge.id] as const,
      entry: {
        action: charge.kind === 'change' ? 'changed' : charge.kind === 'renewal' ? 'renewed' : 'subscribed',
        date: charge.created_at,
        package: charge.package,
        from_package: charge.from_package,
        monthly_price_usd: Math.round(charge.price_cents / 100),
        credit_cents: charge.credit_cents,
        charged_cents: charge.amount_cents,
        card_last4: charge.card_last4,
        paid_until: charge.period_end,
      } satisfies SubscriptionHistoryEntry,
    })),
    ...events.map((event) => ({
      order: [event.created_at, 1, event.id] as const,
      entry: {
        action: event.action,
        date: event.created_at,
        package: event.package,
        from_package: '',
        monthly_price_usd: event.monthly_price_usd,
        credit_cents: 0,
        charged_cents: 0,
        card_last4: event.card_last4,
        paid_until: event.paid_until,
      } satisfies SubscriptionHistoryEntry,
    })),
  ];
  const newestFirst = (a: (typeof entries)[number], b: (typeof entries)[number]) =>
    b.order[0].localeCompare(a.order[0]) || b.order[1] - a.order[1] || b.order[2] - a.order[2];
  return entries.sort(newestFirst).map(({ entry }) => entry);
}
