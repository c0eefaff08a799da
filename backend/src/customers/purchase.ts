import { billingMessages, formatSubscriptionDate, type ServicePackage } from '@rcm/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError, apiErrors } from '../errors/api-error';
import { receiptMail } from '../mail/receipt-mail';
import type { MailService } from '../mail/mail-service';
import type { ChargeResult, PaymentProvider } from '../payments/payment-provider';
import { BILLING_CLAIM_MS } from './billing-lock';
import type { InvoicedCustomer } from './invoices';
import { claimPurchase, leaveUnresolved, releasePurchase, whileClaimed, type ClaimedPurchase } from './purchase-records';
import { recordPurchase } from './subscription-records';

export interface PurchaseContext {
  db: Kysely<Database>;
  payments: PaymentProvider;
  mail: Pick<MailService, 'enqueue' | 'siteUrl' | 'timeZone'>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** How long a purchase holds the customer's billing (`BILLING_CLAIM_MS` unless a test says). */
  claimMs?: number;
}

export interface PurchaseOrder {
  customer: InvoicedCustomer;
  servicePackage: ServicePackage;
  /** The card as the page sent it: charged, or saved for renewals when nothing is due; never stored. */
  cardNumber: string;
  now: Date;
  /** What must hold before any money moves (a recent login): it runs once the purchase is claimed; if it throws, the claim is let go. */
  confirm: () => Promise<void>;
}

const underWay = () => new ApiError(409, 'subscription_purchase_in_progress', billingMessages.purchaseInProgress);

/** The claim's facts for the log: an operator finds the charge at the provider by its key. */
const logged = (claim: ClaimedPurchase, error?: unknown) => ({
  customer: claim.userId,
  idempotencyKey: claim.idempotencyKey,
  package: claim.quote.subscribtion,
  amountCents: claim.quote.charge_cents,
  ...(error !== undefined && { err: error }),
});

async function claimOrRefuse(context: PurchaseContext, order: PurchaseOrder): Promise<ClaimedPurchase> {
  const { customer, servicePackage, now } = order;
  const outcome = await claimPurchase(context.db, customer.userId, servicePackage, now, context.claimMs ?? BILLING_CLAIM_MS);
  if ('claimed' in outcome) return outcome.claimed;
  if (outcome.refused === 'held') {
    const until = formatSubscriptionDate(outcome.quote.paid_until);
    throw new ApiError(409, 'subscription_already_held', billingMessages.alreadyHeldRefusal(servicePackage.name, until));
  }
  if (outcome.refused === 'renewal-under-way')
    throw new ApiError(409, 'subscription_renewal_in_progress', billingMessages.renewalInProgress);
  throw underWay();
}

/**
 * A purchase (`new`) or a change of package, the renewal's way (`customers/renewal.ts`): claim →
 * provider → record, never a transaction open over the provider's call (a slow provider holds
 * no connection and no lock of the small pool).
 * 1. Claim: a short transaction under the customer's billing lock quotes the purchase (the one
 *    quote charged, recorded and mailed) and claims their billing with a new idempotency key;
 *    a second click, tab or instance meanwhile is refused (409), as is a purchase while a
 *    renewal holds the package. Nothing has moved if `confirm` then throws: the claim is let go.
 * 2. The provider is asked for what the quote says is due, with the attempt's key (not at all
 *    when nothing is due: the card is saved for renewals). A decline lets the claim go (402).
 *    An error (the provider unreachable: whether it charged is not known) keeps the key, logged.
 * 3. Record: under the billing lock, only if the claim is still this attempt's and the package
 *    quoted on is still held, the package row, its charge and invoice, and the receipt, in one
 *    transaction that also lets the claim go. If that fails after the provider approved, the
 *    charge is logged with its key and the claim keeps it: the customer's retry of the same
 *    purchase (same package and amount) asks the provider with that key, which answers as the
 *    first time without charging again, and is recorded then.
 */
export async function purchasePackage(context: PurchaseContext, order: PurchaseOrder): Promise<void> {
  const { db, payments, mail, log } = context;
  const { customer, servicePackage, now } = order;
  const claim = await claimOrRefuse(context, order);
  if (claim.unresolved)
    log.warn(
      { customer: customer.userId, unresolved: claim.unresolved },
      'purchase: an earlier attempt whose outcome was never known is replaced by another purchase; look its key up at the payment provider',
    );
  try {
    await order.confirm();
  } catch (error) {
    await releasePurchase(db, claim);
    throw error;
  }

  const { quote } = claim;
  const card = { number: order.cardNumber };
  let charge: ChargeResult;
  try {
    charge =
      quote.charge_cents > 0
        ? await payments.charge({
            customerId: customer.userId,
            packageId: servicePackage.id,
            amountCents: quote.charge_cents,
            card,
            idempotencyKey: claim.idempotencyKey,
          })
        : { approved: true, reference: '', ...(await payments.saveCard({ customerId: customer.userId, card })) };
  } catch (error) {
    await leaveUnresolved(db, claim).catch(() => undefined);
    log.error(
      logged(claim, error),
      'purchase: the payment provider could not be asked; retrying the same purchase asks it with the same key',
    );
    throw error;
  }
  if (!charge.approved) {
    await releasePurchase(db, claim);
    throw apiErrors.paymentDeclined(charge.reason);
  }

  const { cardLast4, reference, cardReference } = charge;
  const payment = { cardLast4, reference, cardReference, demonstration: payments.demonstration };
  let recorded: boolean;
  try {
    recorded = await whileClaimed(db, claim, now, async (trx) => {
      const invoiceNumber = await recordPurchase(trx, customer, quote, payment, now);
      const mailed = { date: now, timeZone: mail.timeZone, siteUrl: mail.siteUrl };
      await mail.enqueue(trx, receiptMail(customer, { ...mailed, servicePackage, quote, payment, invoiceNumber }));
    });
  } catch (error) {
    await leaveUnresolved(db, claim).catch(() => undefined);
    log.error(
      { ...logged(claim, error), reference },
      'purchase: charged but not recorded; retrying the same purchase records it without charging again',
    );
    throw error;
  }
  if (!recorded) {
    // The claim outlived its time during the provider's call and another attempt took it over.
    log.error({ ...logged(claim), reference }, 'purchase: charged but its claim was taken over; not recorded by this attempt');
    throw underWay();
  }
}
