import type { ReleasePruning, RemoteName } from '@rcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { recordAudit, type AuditActor } from '../staff/audit-log';
import { lockedChannelRow } from './release-channels';
import { appendHistory, channelOf } from './release-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A channel change as the history keeps it, oldest first. */
interface ChannelEvent {
  action: string;
  release_id: string;
  at: string;
}

/**
 * The releases served (live or as the canary) at any time since `since`, replaying the history:
 * each change at or after `since` ends what was served just before it, so that was served then.
 * The channel as it is now is the caller's to add (its releases are still served).
 */
export function servedSince(events: readonly ChannelEvent[], since: Date): Set<string> {
  const served = new Set<string>();
  let live: string | null = null;
  let canary: string | null = null;
  for (const event of events) {
    if (new Date(event.at) >= since) for (const id of [live, canary]) if (id) served.add(id);
    if (event.action === 'promote' || event.action === 'rollback') {
      live = event.release_id;
      if (canary === live) canary = null;
    } else if (event.action === 'canary') canary = event.release_id;
    else if (event.action === 'abort') canary = null;
  }
  return served;
}

/** What a prune is asked: keep the newest `keep`, and why; `keepDays` is the backend's RELEASE_KEEP_DAYS. */
export interface PruneRequest {
  keep: number;
  reason: string;
  keepDays: number;
}

/**
 * Decides which of `remote`'s releases may lose their files and records them pruned: never the
 * live release, the canary, the newest `keep` published, one already pruned, nor one served
 * within the last `keepDays` days (a tab opened on it loads its chunks until it reloads). One
 * transaction, with the channel's row locked as a channel change locks it, so a promote cannot
 * slip in between the decision and the record: the prune rows, a `prune` history entry per
 * release and one `release.prune` audit record with the reason and the ids. Nothing to prune
 * records nothing. The caller deletes the store folders of the ids it is answered.
 */
export async function pruneReleases(
  db: Kysely<Database>,
  remote: RemoteName,
  { keep, reason, keepDays }: PruneRequest,
  actor: AuditActor,
  now: Date,
): Promise<ReleasePruning> {
  return db.transaction().execute(async (trx) => {
    const channel = channelOf(await lockedChannelRow(trx, remote));
    const [releases, prunes, events] = await Promise.all([
      trx.selectFrom('releases').select('id').where('remote', '=', remote).orderBy('published_at', 'desc').orderBy('id', 'desc').execute(),
      trx.selectFrom('release_prunes').select('id').where('remote', '=', remote).execute(),
      trx
        .selectFrom('release_events')
        .select(['action', 'release_id', 'at'])
        .where('remote', '=', remote)
        .where('action', 'in', ['promote', 'rollback', 'canary', 'abort'])
        .orderBy('id', 'asc')
        .execute(),
    ]);
    const kept = servedSince(events, new Date(now.getTime() - keepDays * DAY_MS));
    for (const id of [channel.live, channel.canary?.id, ...prunes.map((row) => row.id)]) if (id) kept.add(id);
    const pruned = releases
      .slice(keep)
      .map((row) => row.id)
      .filter((id) => !kept.has(id));
    if (pruned.length === 0) return { remote, pruned };

    const prunedAt = appwriteDate(now);
    await trx
      .insertInto('release_prunes')
      .values(pruned.map((id) => ({ remote, id, pruned_at: prunedAt, pruned_by_id: actor.id, pruned_by_email: actor.name })))
      .execute();
    for (const id of pruned) await appendHistory(trx, { remote, action: 'prune', releaseId: id, percent: null, reason }, actor, now);
    await recordAudit(trx, actor, { action: 'release.prune', subject: `release:${remote}`, detail: { reason, keep, ids: pruned } }, now);
    return { remote, pruned };
  });
}
