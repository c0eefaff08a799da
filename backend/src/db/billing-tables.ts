import type { ColumnType, Generated } from 'kysely';

/** The tables of what customers buy and pay (part of `Database` in schema.ts). */

export interface SubscriptionsTable {
  id: Generated<number>;
  /** This server's user id, or the Appwrite user id in production mode. */
  user_id: string;
  username: string;
  package: string;
  /** Only the last four digits of the card: the full number is never stored. */
  card_last4: string;
  /** The payment provider's reference for the charge. */
  payment_reference: string;
  /** The monthly price it was bought at, in whole US dollars. */
  monthly_price_usd: ColumnType<number, number | undefined, number>;
  /** When the customer cancelled it ('' while it runs on); it stays until `paid_until`. */
  cancelled_at: ColumnType<string, string | undefined, string>;
  /** When the time paid for ends (a month after the purchase, plus any days a credit bought; a renewal moves it a month on). */
  paid_until: ColumnType<string, string | undefined, string>;
  created_at: string;
  /** The payment provider's reusable reference to the card, what renewals charge ('' : none on file). Migration 014. */
  card_reference: ColumnType<string, string | undefined, string>;
  /** When it lapsed because its renewal was declined for good ('' while it has not); it is not current after. */
  ended_at: ColumnType<string, string | undefined, string>;
  /** Declined renewal attempts for the period due (back to 0 when one is paid). */
  renewal_declines: ColumnType<number, number | undefined, number>;
  /** When a declined renewal is tried again ('' : at `paid_until`). */
  renewal_retry_at: ColumnType<string, string | undefined, string>;
  /** Until when a renewal runner holds it (claim → provider → record); '' or past: free. */
  renewal_claimed_until: ColumnType<string, string | undefined, string>;
}

/** One charge (migration 011): what it was for and what was taken; receipts and the history read it. */
export interface ChargesTable {
  id: Generated<number>;
  subscription_id: number;
  user_id: string;
  package: string;
  /** `new`, `change` or `renewal` (a month more of the same package); for a change, `from_package` is the package it replaced ('' otherwise). */
  kind: string;
  from_package: ColumnType<string, string | undefined, string>;
  price_cents: number;
  /** The value of the replaced package's unused whole days. */
  credit_cents: ColumnType<number, number | undefined, number>;
  /** What the payment provider was asked for (0: it was not asked). */
  amount_cents: number;
  /** The time this charge pays for: from, and until (the package's `paid_until` then). */
  period_start: string;
  period_end: string;
  card_last4: string;
  payment_reference: ColumnType<string, string | undefined, string>;
  created_at: string;
}

/** A cancellation, a resumption or a lapse of a package (migration 011). */
export interface SubscriptionEventsTable {
  id: Generated<number>;
  subscription_id: number;
  user_id: string;
  /** `lapsed`: its renewal was declined for good (or its account closed) and it ended. */
  action: 'cancelled' | 'resumed' | 'lapsed';
  created_at: string;
}

/** What the server keeps about a customer and the customer cannot write. */
export interface CustomersTable {
  /** This server's user id, or the Appwrite user id in production mode. */
  user_id: string;
  /** Drawn once, 0 to 99. */
  rc_score: number;
  /** The practice's name and billing address, as the customer gave them ('' when not given); invoices carry them. */
  practice_name: ColumnType<string, string | undefined, string>;
  billing_address: ColumnType<string, string | undefined, string>;
  created_at: string;
}

/** The last invoice number given in a year (migration 014): bumped in the charge's transaction. */
export interface InvoiceCountersTable {
  year: number;
  last_number: number;
}

/** A charge's invoice (migration 014), made out as the customer was then (to the pseudonym once the account is closed). */
export interface InvoicesTable {
  id: Generated<number>;
  /** `INV-2026-000123`: unbroken within a year. */
  number: string;
  charge_id: number;
  user_id: string;
  customer_name: string;
  customer_email: string;
  practice_name: string;
  billing_address: string;
  /** 1 when the demonstration checkout took it (no card was charged). */
  demonstration: number;
  issued_at: string;
}

/** A customer's purchase under way (migration 017): at most one a customer, claimed before the provider is asked. */
export interface PurchaseClaimsTable {
  user_id: string;
  /** What the provider is asked with: kept while the attempt's outcome is not known, so a retry of it is charged once. */
  idempotency_key: string;
  /** What the attempt buys and charges (cents): a retry of the same purchase reuses the key, another does not. */
  package: string;
  amount_cents: number;
  /** Until when the attempt holds the customer's billing ('' or past: it ended without being recorded). */
  claimed_until: string;
  created_at: string;
}
