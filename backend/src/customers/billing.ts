import { paidUntil, type ServicePackage, type SubscriptionQuote } from '@rcm/shared';
import { appwriteDate } from '../db/timestamp';
import type { CurrentSubscription } from './subscription-records';

const DAY_MS = 86_400_000;

/** Calendar days (UTC) from `from`'s date to `to`'s: the same all day long, whatever the hour. */
export function wholeDaysBetween(from: Date, to: Date): number {
  const day = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/** The days of the month paid for from `start`. */
const monthDays = (start: Date) => wholeDaysBetween(start, paidUntil(start));

/**
 * What choosing `chosen` costs the customer holding `held` at `now`, in cents: the one
 * computation behind the modal's figures (`GET /subscribtion/quote`), the charge and the receipt.
 * A change credits the held package's unused whole days at its monthly price spread over the
 * days of the month its current period began in (none on its last day, all of it on the day it
 * was bought); the new package's month starts now; the credit left over, if any, buys whole days
 * of the new package at its own daily price, added to its month.
 */
export function quoteFor(held: CurrentSubscription | null, chosen: ServicePackage, now: Date): SubscriptionQuote {
  const priceCents = chosen.monthlyPriceUsd * 100;
  const base = { subscribtion: chosen.id, from: '', price_cents: priceCents, credit_cents: 0, credit_days: 0, extra_days: 0 } as const;
  if (held && held.package === chosen.id) {
    return { ...base, kind: held.cancelledAt === '' ? 'same' : 'resume', charge_cents: 0, paid_until: held.paidUntil };
  }
  const nextMonthEnd = paidUntil(now);
  if (!held) return { ...base, kind: 'new', charge_cents: priceCents, paid_until: appwriteDate(nextMonthEnd) };
  const creditDays = Math.max(0, wholeDaysBetween(now, new Date(held.paidUntil)));
  const creditCents = Math.round((held.monthlyPriceUsd * 100 * creditDays) / monthDays(new Date(held.periodStart)));
  const surplusCents = Math.max(0, creditCents - priceCents);
  const extraDays = Math.floor((surplusCents * monthDays(now)) / priceCents);
  return {
    ...base,
    kind: 'change',
    from: held.package,
    credit_cents: creditCents,
    credit_days: creditDays,
    charge_cents: Math.max(0, priceCents - creditCents),
    extra_days: extraDays,
    paid_until: appwriteDate(new Date(nextMonthEnd.getTime() + extraDays * DAY_MS)),
  };
}
