import { Gauge, type Registry } from 'prom-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { outboxCounts } from '../mail/outbox-status';

/**
 * The mail outbox as it stands, read from the database at each scrape (`outboxCounts`, what
 * `npm run mail` shows): so every instance of a deployment reports the same shared queue, and
 * nothing is counted that a restart would lose.
 */
export function outboxMetrics(registry: Registry, db: () => Kysely<Database>, clock: () => Date): void {
  let read: ReturnType<typeof outboxCounts> | undefined;
  /** One query for the three gauges of a scrape (each gauge's collect asks). */
  const counts = () => {
    read ??= outboxCounts(db()).finally(() => setImmediate(() => (read = undefined)));
    return read;
  };
  new Gauge({
    name: 'rcm_mail_outbox_waiting',
    help: 'Mails in the outbox waiting to be sent (retries included).',
    registers: [registry],
    async collect() {
      this.set((await counts()).pending);
    },
  });
  new Gauge({
    name: 'rcm_mail_outbox_oldest_waiting_age_seconds',
    help: 'How long ago the oldest mail still waiting was written (0 when none waits).',
    registers: [registry],
    async collect() {
      const { oldestPendingAt } = await counts();
      this.set(oldestPendingAt ? Math.max(0, (clock().getTime() - Date.parse(oldestPendingAt)) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'rcm_mail_outbox_failed',
    help: 'Mails given up on (failed for good), still in the outbox until retried or removed.',
    registers: [registry],
    async collect() {
      this.set((await counts()).failed);
    },
  });
}
