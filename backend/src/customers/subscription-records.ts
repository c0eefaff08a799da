import { isPackageId, type PackageId, type SubscriptionQuote, type SubscriptionStatus } from '@rcm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { issueInvoice, type InvoicedCustomer } from './invoices';

export type Db = Kysely<Database> | Transaction<Database>;

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

/**
 * How staff read a package row, by the rule `currentSubscriptionOf` holds to: only a customer's
 * latest row that has not ended is theirs (`active`, or `cancelled` while its paid time runs).
 */
export function packageRowStatus(
  row: { cancelled_at: string; paid_until: string; ended_at: string },
  isLatest: boolean,
  now: Date,
): SubscriptionStatus {
  if (row.ended_at !== '') return 'lapsed';
  if (!isLatest) return 'replaced';
  if (hasEnded(row, now)) return 'ended';
  return row.cancelled_at === '' ? 'active' : 'cancelled';
}

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
 * A purchase as the payment provider answered it: the card's last four digits, its reference
 * ('' when nothing was charged), the card's reusable reference, and whether the provider is the demonstration checkout.
 */
export interface Payment {
  cardLast4: string;
  reference: string;
  /** The card's reusable reference at the provider (what a renewal charges). */
  cardReference: string;
  demonstration: boolean;
}

/** One charge of a package row, as `recordCharge` records it. */
export interface NewCharge {
  subscriptionId: number;
  package: string;
  /** `new`, `change` or `renewal`; for a change, the package replaced. */
  kind: string;
  fromPackage: string;
  priceCents: number;
  creditCents: number;
  /** What the payment provider was asked for (0: it was not asked). */
  amountCents: number;
  /** The time it pays for (ISO 8601). */
  periodStart: string;
  periodEnd: string;
  payment: Payment;
  /** When it was taken (ISO 8601). */
  createdAt: string;
}

/**
 * The one way a `charges` row is written (purchases, changes and renewals): the charge and its
 * invoice, numbered from the unbroken sequence in the same transaction (`issueInvoice`), so a
 * charge that rolls back leaves no number behind. Returns the charge's id and invoice number.
 */
export async function recordCharge(
  trx: Transaction<Database>,
  customer: InvoicedCustomer,
  charge: NewCharge,
): Promise<{ chargeId: number; invoiceNumber: string }> {
  const { id } = await trx
    .insertInto('charges')
    .values({
      subscription_id: charge.subscriptionId,
      user_id: customer.userId,
      package: charge.package,
      kind: charge.kind,
      from_package: charge.fromPackage,
      price_cents: charge.priceCents,
      credit_cents: charge.creditCents,
      amount_cents: charge.amountCents,
      period_start: charge.periodStart,
      period_end: charge.periodEnd,
      card_last4: charge.payment.cardLast4,
      payment_reference: charge.payment.reference,
      created_at: charge.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoiceNumber = await issueInvoice(trx, {
    chargeId: id,
    customer,
    demonstration: charge.payment.demonstration,
    issuedAt: charge.createdAt,
  });
  return { chargeId: id, invoiceNumber };
}

/**
 * Records a purchase (`new`) or a change of package: the package's row, paid until the quote
 * says, and its charge (`recordCharge`), with the credit given and what was taken. Returns the
 * charge's invoice number.
 */
export async function recordPurchase(
  trx: Transaction<Database>,
  customer: InvoicedCustomer,
  quote: SubscriptionQuote,
  payment: Payment,
  now: Date,
): Promise<string> {
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
  const { invoiceNumber } = await recordCharge(trx, customer, {
    subscriptionId: id,
    package: quote.subscribtion,
    kind: quote.kind,
    fromPackage: quote.from,
    priceCents: quote.price_cents,
    creditCents: quote.credit_cents,
    amountCents: quote.charge_cents,
    periodStart: createdAt,
    periodEnd: quote.paid_until,
    payment,
    createdAt,
  });
  return invoiceNumber;
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
