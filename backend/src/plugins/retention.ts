import fp from 'fastify-plugin';
import { purgeFinishedMail } from '../mail/outbox-retention';
import { applyRetention } from '../staff/retention';
import { runPeriodically } from './periodic';

/** Once a day (and at start): retention is about months and years, so a day late is nothing. */
const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;

/**
 * The privacy policy's retention, carried out by every instance (the deletes are idempotent,
 * so instances running it at once do no harm).
 */
export const retentionPlugin = fp<{ clock: () => Date; everyMs?: number }>(
  async (app, { clock, everyMs = RETENTION_INTERVAL_MS }) => {
    const apply = async () => {
      try {
        const deleted = { ...(await applyRetention(app.db, clock())), mails: await purgeFinishedMail(app.db, clock()) };
        if (Object.values(deleted).some((count) => count > 0)) app.log.info({ deleted }, 'records past their retention period deleted');
      } catch (error) {
        app.log.warn({ err: error }, 'could not apply the retention periods; trying again tomorrow');
      }
    };
    runPeriodically(app, everyMs, apply);
  },
  { name: 'retention', dependencies: ['database'] },
);
