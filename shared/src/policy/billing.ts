import { isPackageId, type PackageId } from '../catalog/packages';

/**
 * What choosing a package means for a customer, as the server works it out (`GET
 * /subscribtion/quote`) and charges it (`PUT /subscribtion`):
 * - `new`: nothing is held; the package's price is charged and its month starts today.
 * - `change`: another package is held; the unused whole days of its paid time are a credit, the
 *   new package's month starts today, and today's charge is its price less the credit (never
 *   below zero: a larger credit adds the whole days it buys to the new package's paid time).
 * - `same`: the package held, running: nothing to pay, and nothing is charged.
 * - `resume`: the package held, cancelled but still paid up: resuming it charges nothing.
 */
export const quoteKinds = ['new', 'change', 'same', 'resume'] as const;
export type QuoteKind = (typeof quoteKinds)[number];

/** The figures of one choice, in cents. */
export interface SubscriptionQuote {
  kind: QuoteKind;
  /** The package chosen. */
  subscribtion: PackageId;
  /** The package it replaces (`change`), '' otherwise. */
  from: PackageId | '';
  /** The chosen package's monthly price. */
  price_cents: number;
  /** The value of the replaced package's unused whole days (`change`), 0 otherwise. */
  credit_cents: number;
  /** How many unused whole days that credit is for. */
  credit_days: number;
  /** What is charged today: 0 for `same` and `resume`. */
  charge_cents: number;
  /** Whole days the credit left over adds to the new package's month (an early downgrade). */
  extra_days: number;
  /** Until when the chosen package is paid once this choice is made (ISO 8601). */
  paid_until: string;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isQuoteKind = (value: unknown): value is QuoteKind => (quoteKinds as readonly unknown[]).includes(value);

/** A quote from the API's reply, or undefined when the reply is not one. */
export function quoteOf(body: Record<string, unknown>): SubscriptionQuote | undefined {
  const { kind, subscribtion, from, price_cents, credit_cents, credit_days, charge_cents, extra_days, paid_until } = body;
  if (!isQuoteKind(kind) || !isPackageId(subscribtion) || !(from === '' || isPackageId(from)) || typeof paid_until !== 'string')
    return undefined;
  if (!isCount(price_cents) || !isCount(credit_cents) || !isCount(credit_days) || !isCount(charge_cents) || !isCount(extra_days))
    return undefined;
  return { kind, subscribtion, from, price_cents, credit_cents, credit_days, charge_cents, extra_days, paid_until };
}

/** How the site writes an amount charged: "$30.00". */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
