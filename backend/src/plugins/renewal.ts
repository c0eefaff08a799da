import fp from 'fastify-plugin';
import { renewDuePackages, type RenewalOutcome, type RenewalTimings } from '../customers/renewal';
import type { PaymentProvider } from '../payments/payment-provider';
import { runPeriodically } from './periodic';

/** How often the renewal job runs here, and its claim's timings; absent, this instance runs none. */
export type RenewalWorkerOptions = { everyMs: number } & Partial<RenewalTimings>;

/** One log line a pass that did something: how many of each outcome, and the failures' reasons. */
export function summaryOf(outcomes: readonly RenewalOutcome[]) {
  const counts: Record<string, number> = {};
  for (const { outcome } of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  const failures = outcomes
    .filter((outcome) => outcome.outcome === 'error')
    .map(({ subscriptionId, reason }) => ({ subscriptionId, reason }));
  return { counts, failures };
}

/**
 * Monthly renewal (`customers/renewal.ts`), run by every instance that has it on, each pass at
 * the clock's time: the claims keep instances from charging a package twice.
 */
export const renewalPlugin = fp<{ clock: () => Date; payments: PaymentProvider; worker?: RenewalWorkerOptions }>(
  async (app, { clock, payments, worker }) => {
    if (!worker) return;
    const { everyMs, ...timings } = worker;
    runPeriodically(app, everyMs, async () => {
      try {
        const outcomes = await renewDuePackages({ db: app.db, dbKind: app.dbKind, payments, mail: app.mail, timings }, clock());
        if (outcomes.length > 0) app.log.info(summaryOf(outcomes), 'renewal pass');
      } catch (error) {
        app.log.warn({ err: error }, 'the renewal pass could not run; trying again at the next');
      }
    });
  },
  { name: 'renewal', dependencies: ['database', 'mail'] },
);
