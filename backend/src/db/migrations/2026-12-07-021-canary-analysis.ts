import type { Kysely, Migration } from 'kysely';
import { appwriteDate } from '../timestamp';

/** The columns this migration adds to `release_channels`, in order. */
const columns = [
  // When the canary's current share began: the window its figures are read over.
  ['canary_since', 'varchar(40)'],
  // JSON array: the shares still to come (`[25, 50, 100]`; 100 makes it live); null when a person steps it.
  ['canary_steps', 'text'],
  // How long each share runs, healthy, before the next; null without steps.
  ['canary_step_seconds', 'integer'],
  // When the analysis next looks at it: the instance whose update moves this on does the pass.
  ['canary_next_check_at', 'varchar(40)'],
  // JSON: the last judgement (when, decision, findings), for the console.
  ['canary_analysis', 'text'],
  // JSON: both releases' counts at the step's first look, subtracted from later readings (`releaseFigures`).
  ['canary_baseline', 'text'],
] as const;

/**
 * Canaries that stop themselves (issue #28): the analysis's state lives with the canary in its
 * channel's row, so every change of the canary (started, stepped, aborted, promoted) resets or
 * clears it in the change's own transaction.
 */
export const canaryAnalysis: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds one at a time.
    for (const [name, type] of columns) await db.schema.alterTable('release_channels').addColumn(name, type).execute();
    // A canary already running is analysed from now on.
    const now = appwriteDate(new Date());
    const channels = db as unknown as Kysely<{
      release_channels: { canary_id: string | null; canary_since: string | null; canary_next_check_at: string | null };
    }>;
    await channels
      .updateTable('release_channels')
      .set({ canary_since: now, canary_next_check_at: now })
      .where('canary_id', 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of [...columns].reverse()) await db.schema.alterTable('release_channels').dropColumn(name).execute();
  },
};
