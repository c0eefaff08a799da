import type { PackageId } from '@rcm/shared';

export interface ChargeRequest {
  /** Whose package it is: this server's user id, or the Appwrite user id in production mode. */
  customerId: string;
  packageId: PackageId;
  /** What is due today, in cents (never 0: nothing due asks the provider nothing). */
  amountCents: number;
  /**
   * The card as the page sends it today. A provider with hosted card fields replaces this with
   * the provider's one-time token, and the card number never reaches this server.
   */
  card: { number: string };
}

export type ChargeResult = { approved: true; reference: string; cardLast4: string } | { approved: false; reason: string };

/**
 * The one boundary between the site and whoever takes the money. The subscription route asks
 * it to charge and records what it answers; swapping in a real provider (Stripe, Adyen,
 * Braintree: hosted fields in the card modal, a token here, the charge confirmed with the
 * provider) replaces the implementation behind this interface and the card fields' source.
 */
export interface PaymentProvider {
  /** Shown in logs and the subscription record. */
  readonly name: string;
  /** The demonstration checkout (no card is charged): receipts and invoices say so. */
  readonly demonstration: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
