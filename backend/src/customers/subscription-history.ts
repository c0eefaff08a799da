import type { SubscriptionHistoryEntry } from '@rcm/shared';
import type { Db } from './subscription-records';

/**
 * The customer's history, newest first: each charge (a first purchase, or one after the previous
 * package ended, is "subscribed"; one replacing a package is "changed", with its credit and what
 * was charged; a month more is "renewed"; each with its invoice's number), each cancellation,
 * resumption and lapse. As long as the rows are kept (the privacy policy's seven years; the
 * latest package always).
 */
export async function subscriptionHistoryOf(db: Db, userId: string): Promise<SubscriptionHistoryEntry[]> {
  const [charges, events] = await Promise.all([
    db
      .selectFrom('charges')
      .leftJoin('invoices', 'invoices.charge_id', 'charges.id')
      .selectAll('charges')
      .select('invoices.number as invoice_number')
      .where('charges.user_id', '=', userId)
      .execute(),
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
        invoice_number: charge.invoice_number ?? '',
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
        invoice_number: '',
      } satisfies SubscriptionHistoryEntry,
    })),
  ];
  const newestFirst = (a: (typeof entries)[number], b: (typeof entries)[number]) =>
    b.order[0].localeCompare(a.order[0]) || b.order[1] - a.order[1] || b.order[2] - a.order[2];
  return entries.sort(newestFirst).map(({ entry }) => entry);
}

/**
 * Each package row the customer bought, oldest first, as kept (price, paid-until, cancellation,
 * lapse); never the provider's references to the payment or the card.
 */
export function subscriptionRowsOf(db: Db, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['package', 'monthly_price_usd', 'card_last4', 'created_at', 'paid_until', 'cancelled_at', 'ended_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'asc')
    .execute();
}
