import { findPackage, isPackageId, subscriptionTerms } from '@rcm/shared';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { lapseMail, renewalReceiptMail } from '../mail/receipt-mail';
import type { MailService } from '../mail/mail-service';
import type { PaymentProvider } from '../payments/payment-provider';
import { BILLING_CLAIM_MS } from './billing-lock';
import { claimDueRenewals, recordDecline, recordRenewal, releaseClaim, whileUnpaid, type ClaimedRenewal } from './renewal-records';

/** After a declined renewal, the days until it is tried again, one entry a retry; then the package lapses (set in `subscriptionTerms`). */
export const RENEWAL_RETRY_DELAYS_DAYS: readonly number[] = subscriptionTerms.renewalRetryDelaysDays;

export interface RenewalTimings {
  /** How long a runner holds a claimed package (longer than a provider call takes): one killed mid-call leaves it to others after this. */
  claimMs: number;
  /** Packages claimed at a time. */
  batchSize: number;
}

export const defaultRenewalTimings: RenewalTimings = { claimMs: BILLING_CLAIM_MS, batchSize: 25 };

export interface RenewalContext {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  payments: PaymentProvider;
  mail: Pick<MailService, 'enqueue' | 'siteUrl' | 'timeZone'>;
  timings?: Partial<RenewalTimings>;
}

/** What one package's turn came to, for the log and the CLI. */
export interface RenewalOutcome {
  subscriptionId: number;
  email: string;
  package: string;
  outcome: 'renewed' | 'declined' | 'lapsed' | 'skipped' | 'error';
  /** Renewed: the new paid-until; declined: when it is tried again; lapsed: the paid-until it ended at. */
  until: string;
  /** Why it was declined, skipped or failed. */
  reason?: string;
}

/** The provider's key for a renewal attempt: the package row, the period and the attempt; a rerun of the same attempt sends the same. */
export const renewalIdempotencyKey = (renewal: Pick<ClaimedRenewal, 'id' | 'periodStart' | 'declines'>) =>
  `renewal:${renewal.id}:${renewal.periodStart}:${renewal.declines}`;

async function renewOne(context: RenewalContext, renewal: ClaimedRenewal, now: Date): Promise<RenewalOutcome> {
  const { db, payments, mail } = context;
  const base = { subscriptionId: renewal.id, email: renewal.email, package: renewal.package };
  const servicePackage = isPackageId(renewal.package) ? findPackage(renewal.package) : undefined;
  const customer = { email: renewal.email, name: renewal.name };
  const mailed = { date: now, siteUrl: mail.siteUrl, timeZone: mail.timeZone };

  const declined = async (reason: string): Promise<RenewalOutcome> => {
    let outcome: RenewalOutcome = { ...base, outcome: 'skipped', until: renewal.periodStart, reason: 'recorded by another runner' };
    await whileUnpaid(db, renewal, async (trx, row) => {
      // Cancelled while it was being charged: it has ended at its paid-until, nothing to retry.
      if (row.cancelledAt !== '') {
        await releaseClaim(trx, renewal);
        outcome = { ...base, outcome: 'skipped', until: renewal.periodStart, reason: 'cancelled' };
        return;
      }
      const result = await recordDecline(trx, renewal, RENEWAL_RETRY_DELAYS_DAYS, now);
      if (!result.lapsed) {
        outcome = { ...base, outcome: 'declined', until: result.retryAt, reason };
        return;
      }
      if (!renewal.accountClosed && servicePackage)
        await mail.enqueue(
          trx,
          lapseMail(customer, { ...mailed, servicePackage, paidUntil: renewal.periodStart, attempts: renewal.declines + 1 }),
        );
      outcome = { ...base, outcome: 'lapsed', until: renewal.periodStart, reason };
    });
    return outcome;
  };

  // A closed account is not charged: its package ends; a package no longer sold cannot be renewed.
  if (renewal.accountClosed) return declined('account closed');
  if (!servicePackage) return declined('package no longer sold');

  const charge = await payments.charge({
    customerId: renewal.userId,
    packageId: servicePackage.id,
    amountCents: renewal.monthlyPriceUsd * 100,
    card: { reference: renewal.cardReference },
    idempotencyKey: renewalIdempotencyKey(renewal),
  });
  if (!charge.approved) return declined(charge.reason);
  const payment = { ...charge, demonstration: payments.demonstration };
  const recorded = await whileUnpaid(db, renewal, async (trx) => {
    const { invoiceNumber } = await recordRenewal(trx, renewal, payment, now);
    await mail.enqueue(
      trx,
      renewalReceiptMail(customer, {
        ...mailed,
        servicePackage,
        payment,
        monthlyPriceUsd: renewal.monthlyPriceUsd,
        paidUntil: renewal.periodEnd,
        invoiceNumber,
      }),
    );
  });
  return recorded
    ? { ...base, outcome: 'renewed', until: renewal.periodEnd }
    : { ...base, outcome: 'skipped', until: renewal.periodStart, reason: 'recorded by another runner' };
}

/**
 * One renewal pass at `now`: every package whose paid month has ended (and whose retry is due)
 * is charged its monthly price on the card on file, through the payment provider, and a month is
 * added, with a `renewal` charge and the receipt mailed through the outbox; a decline is retried
 * on `RENEWAL_RETRY_DELAYS_DAYS`, after which the package lapses with a notice. Cancelled
 * packages are never renewed. Safe with any number of runners and restarts: each package is
 * claimed by one runner (claim → provider → record, no transaction held over the provider's
 * call); its charge is unique per package row and period; and the provider is asked with an
 * idempotency key of the package, the period and the attempt, so a runner that died after the
 * provider approved, rerun, is answered with the same charge and records it once.
 */
export async function renewDuePackages(context: RenewalContext, now: Date, only?: { customer: string }): Promise<RenewalOutcome[]> {
  const timings = { ...defaultRenewalTimings, ...context.timings, customer: only?.customer };
  const outcomes: RenewalOutcome[] = [];
  // Kept claimed until the pass ends, so this pass does not take them again; the next one does.
  const failed: ClaimedRenewal[] = [];
  for (;;) {
    const claimed = await claimDueRenewals(context.db, context.dbKind, now, timings);
    if (claimed.length === 0) break;
    for (const renewal of claimed) {
      try {
        outcomes.push(await renewOne(context, renewal, now));
      } catch (error) {
        // The provider unreachable, or the record failed: nothing recorded; the next pass tries again, with the same key.
        failed.push(renewal);
        outcomes.push({
          subscriptionId: renewal.id,
          email: renewal.email,
          package: renewal.package,
          outcome: 'error',
          until: renewal.periodStart,
          reason: String((error as Error).message ?? error).slice(0, 300),
        });
      }
    }
  }
  for (const renewal of failed) await releaseClaim(context.db, renewal).catch(() => undefined);
  return outcomes;
}
