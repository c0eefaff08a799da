import type { PackageId } from '@rcm/shared';

/** A card as the page sends it today, or the provider's reusable reference to one it saved. */
export type ChargedCard = { number: string } | { reference: string };

export interface ChargeRequest {
  /** Whose package it is: this server's user id, or the Appwrite user id in production mode. */
  customerId: string;
  packageId: PackageId;
  /** What is due today, in cents (never 0: nothing due asks the provider nothing). */
  amountCents: number;
  /**
   * The card as the page sends it today (a provider with hosted card fields replaces this with
   * its one-time token, and the number never reaches this server), or, for a renewal, the
   * reference the provider returned at the first charge (`cardReference`).
   */
  card: ChargedCard;
  /**
   * The same key never charges twice: the provider answers a repeated request with the first
   * answer (Stripe's `Idempotency-Key`). A renewal's is derived from the package row, the period
   * and the attempt, so a runner that crashed after the provider approved and retries is not charged again;
   * a purchase's is its attempt's, kept while its outcome is not known, so the customer's retry of it is not either.
   */
  idempotencyKey: string;
}

/** What an approved charge or a saved card gives back: the card's last four digits and the reusable reference renewals charge. */
export interface SavedCard {
  cardLast4: string;
  cardReference: string;
}

export type ChargeResult = ({ approved: true; reference: string } & SavedCard) | { approved: false; reason: string };

/**
 * The one boundary between the site and whoever takes the money. The subscription route and the
 * renewal job ask it to charge and record what it answers; swapping in a real provider (Stripe,
 * Adyen, Braintree: hosted fields in the card modal, a token here, the charge confirmed with the
 * provider, a saved payment method for renewals) replaces the implementation behind this interface.
 */
export interface PaymentProvider {
  /** Shown in logs and the subscription record. */
  readonly name: string;
  /** The demonstration checkout (no card is charged): receipts and invoices say so. */
  readonly demonstration: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Keeps a card for later charges without charging it (a change of package the credit pays for in full). */
  saveCard(request: { customerId: string; card: { number: string } }): Promise<SavedCard>;
}
