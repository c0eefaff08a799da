import { isInvoiceNumber, invoiceNumberOf, type BillingDetails, type Invoice } from '@rcm/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { newCustomerRow } from './customer-records';

/** Who an invoice is made out to, as the caller knows them (the practice's details are read here). */
export interface InvoicedCustomer {
  userId: string;
  email: string;
  name: string;
}

/**
 * The next number of `year`'s unbroken sequence, taken in `trx`: the year's counter row is
 * bumped (or created) and stays locked until `trx` ends, so concurrent charges queue for it and
 * a charge that rolls back gives its number back. A database sequence would not: it never
 * hands a number out twice, rolled back or not.
 */
async function nextInvoiceNumber(trx: Transaction<Database>, year: number): Promise<string> {
  const { last_number } = await trx
    .insertInto('invoice_counters')
    .values({ year, last_number: 1 })
    .onConflict((conflict) => conflict.column('year').doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return invoiceNumberOf(year, Number(last_number));
}

/**
 * Issues the invoice of the charge `chargeId` in the charge's own transaction: the next number
 * of the charge's year (UTC), made out to the customer with the practice's name and billing
 * address as they are now. Returns its number.
 */
export async function issueInvoice(
  trx: Transaction<Database>,
  invoice: { chargeId: number; customer: InvoicedCustomer; demonstration: boolean; issuedAt: string },
): Promise<string> {
  const practice = await trx
    .selectFrom('customers')
    .select(['practice_name', 'billing_address'])
    .where('user_id', '=', invoice.customer.userId)
    .executeTakeFirst();
  const number = await nextInvoiceNumber(trx, new Date(invoice.issuedAt).getUTCFullYear());
  await trx
    .insertInto('invoices')
    .values({
      number,
      charge_id: invoice.chargeId,
      user_id: invoice.customer.userId,
      customer_name: invoice.customer.name,
      customer_email: invoice.customer.email,
      practice_name: practice?.practice_name ?? '',
      billing_address: practice?.billing_address ?? '',
      demonstration: invoice.demonstration ? 1 : 0,
      issued_at: invoice.issuedAt,
    })
    .execute();
  return number;
}

/** The customer's invoice numbered `number`, or null when there is none of theirs by that number. */
export async function invoiceOf(db: Kysely<Database>, userId: string, number: string): Promise<Invoice | null> {
  if (!isInvoiceNumber(number)) return null;
  const row = await db
    .selectFrom('invoices')
    .innerJoin('charges', 'charges.id', 'invoices.charge_id')
    .select([
      'invoices.number',
      'invoices.issued_at',
      'invoices.customer_name',
      'invoices.customer_email',
      'invoices.practice_name',
      'invoices.billing_address',
      'invoices.demonstration',
      'charges.package',
      'charges.kind',
      'charges.from_package',
      'charges.price_cents',
      'charges.credit_cents',
      'charges.amount_cents',
      'charges.period_start',
      'charges.period_end',
      'charges.card_last4',
    ])
    .where('invoices.number', '=', number)
    .where('invoices.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    number: row.number,
    issued_at: row.issued_at,
    customer: {
      name: row.customer_name,
      email: row.customer_email,
      practice_name: row.practice_name,
      billing_address: row.billing_address,
    },
    package: row.package,
    kind: row.kind,
    from_package: row.from_package,
    period_start: row.period_start,
    period_end: row.period_end,
    price_cents: row.price_cents,
    credit_cents: row.credit_cents,
    amount_cents: row.amount_cents,
    card_last4: row.card_last4,
    demonstration: row.demonstration === 1,
  };
}

/** The practice's name and billing address the customer gave ('' for each not given). */
export async function billingDetailsOf(db: Kysely<Database>, userId: string): Promise<BillingDetails> {
  const row = await db
    .selectFrom('customers')
    .select(['practice_name', 'billing_address'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { practice_name: row?.practice_name ?? '', billing_address: row?.billing_address ?? '' };
}

/** Keeps the practice's name and billing address for the invoices to come (issued ones keep theirs). */
export async function saveBillingDetails(db: Kysely<Database>, userId: string, details: BillingDetails, now: Date): Promise<void> {
  await db
    .insertInto('customers')
    .values({ ...newCustomerRow(userId, now), ...details })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(details))
    .execute();
}
