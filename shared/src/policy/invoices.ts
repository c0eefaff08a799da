/**
 * Invoices (BILL-4): every charge has one, numbered `INV-<year>-<number>` from an unbroken
 * sequence per calendar year (UTC) of the charge; the server allocates the number in the
 * charge's own transaction. `GET /subscribtion/invoices/<number>` answers the signed-in
 * customer's own invoice; the profile's history links each charge to its printable page.
 */
const INVOICE_NUMBER = /^INV-(\d{4})-(\d{6,9})$/;

export function invoiceNumberOf(year: number, number: number): string {
  return `INV-${year}-${String(number).padStart(6, '0')}`;
}

export function isInvoiceNumber(value: string): boolean {
  return INVOICE_NUMBER.test(value);
}

/** An invoice as `GET /subscribtion/invoices/<number>` answers it; amounts in cents, dates ISO 8601. */
export interface Invoice {
  number: string;
  issued_at: string;
  /** Made out to, as the customer was when it was issued ('' for what was not given). */
  customer: { name: string; email: string; practice_name: string; billing_address: string };
  package: string;
  /** `new`, `change` (or a renewal's kind). */
  kind: string;
  /** The package a change replaced, '' otherwise. */
  from_package: string;
  period_start: string;
  period_end: string;
  price_cents: number;
  credit_cents: number;
  amount_cents: number;
  card_last4: string;
  /** Taken by the demonstration checkout: no card was charged. */
  demonstration: boolean;
}
