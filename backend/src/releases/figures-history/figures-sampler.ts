import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appwriteDate } from '../../db/timestamp';
import { RELEASE_REMOTES } from '../release-rules';
import type { ReleaseFiguresSource } from '../figures';

export interface FiguresSamplerDependencies {
  db: Kysely<Database>;
  figures: ReleaseFiguresSource;
  /** The slots' length: one sample of every release per slot, whichever instance takes it. */
  everyMs: number;
  /** How long a sample is kept: older ones are deleted at each pass. */
  keepMs: number;
}

/** What one pass did: `taken` when another instance had sampled this slot already. */
export interface FiguresSamplerOutcome {
  slot: string;
  action: 'sampled' | 'taken';
  /** Samples written, per remote; a remote whose figures could not be read is in `unread` instead. */
  samples: number;
  unread: Array<{ remote: string; error: string }>;
}

/**
 * One pass of the release figures sampler (issue #28 item 5): the slot `now` falls in (time cut
 * in `everyMs` lengths) is claimed by inserting it, so N instances sample it once; then each
 * remote's cumulative counts are stored per release of the registry (a `file` or `other` label
 * is no release to chart), and samples and slots older than `keepMs` are deleted, which keeps
 * the history bounded. A remote whose figures cannot be read misses this slot only: the next
 * sample's span covers both.
 */
export async function sampleReleaseFigures(deps: FiguresSamplerDependencies, now: Date): Promise<FiguresSamplerOutcome> {
  const { db } = deps;
  const slot = appwriteDate(new Date(Math.floor(now.getTime() / deps.everyMs) * deps.everyMs));
  const claim = await db
    .insertInto('release_figure_slots')
    .values({ at: slot })
    .onConflict((conflict) => conflict.column('at').doNothing())
    .executeTakeFirst();
  if (Number(claim.numInsertedOrUpdatedRows ?? 0) !== 1) return { slot, action: 'taken', samples: 0, unread: [] };

  const registry = await db.selectFrom('releases').select(['remote', 'id']).execute();
  const known = new Set(registry.map((row) => `${row.remote}/${row.id}`));
  let samples = 0;
  const unread: FiguresSamplerOutcome['unread'] = [];
  for (const remote of RELEASE_REMOTES) {
    try {
      const rows = (await deps.figures.counts(remote))
        .filter((counts) => known.has(`${remote}/${counts.release}`))
        .map((counts) => ({ remote, release: counts.release, at: slot, counts: JSON.stringify(counts) }));
      if (rows.length > 0) await db.insertInto('release_figure_samples').values(rows).execute();
      samples += rows.length;
    } catch (error) {
      unread.push({ remote, error: error instanceof Error ? error.message : String(error) });
    }
  }
  const oldest = appwriteDate(new Date(now.getTime() - deps.keepMs));
  await db.deleteFrom('release_figure_samples').where('at', '<', oldest).execute();
  await db.deleteFrom('release_figure_slots').where('at', '<', oldest).execute();
  return { slot, action: 'sampled', samples, unread };
}
