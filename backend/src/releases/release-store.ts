import type {
  LiveReleaseMap,
  ReleaseAction,
  ReleaseEvent,
  ReleaseManifest,
  ReleaseRecord,
  RemoteChannel,
  RemoteName,
  RemoteReleases,
} from '@rcm/shared';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { isUniqueViolation } from '../auth/account-store';
import type { Database, ReleaseChannelsTable, ReleaseEventsTable, ReleasesTable } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { ApiError } from '../errors/api-error';
import { recordAudit, type AuditActor } from '../staff/audit-log';
import { analysisOf } from './canary-analysis/canary-state';
import { figuresOverTime } from './figures-history';
import { RELEASE_REMOTES } from './release-rules';

/** A registry change as the history keeps it (who and when are added by `appendEvent`). */
export interface ReleaseChange {
  remote: RemoteName;
  action: ReleaseAction;
  releaseId: string;
  percent: number | null;
  reason: string;
}

export const releaseNotFound = (remote: RemoteName, id: string) =>
  new ApiError(404, 'release_not_found', `No release ${id} of ${remote} has been published.`);

/** A release's row, with when its files were pruned (absent: they are in the store). */
function recordOf(row: Selectable<ReleasesTable>, prunedAt?: string | null): ReleaseRecord {
  return {
    remote: row.remote as RemoteName,
    id: row.id,
    commit: row.git_commit,
    exposes: JSON.parse(row.exposes) as string[],
    shared: JSON.parse(row.shared) as Record<string, string>,
    publishedAt: row.published_at,
    publishedBy: { id: row.published_by_id, email: row.published_by_email },
    reason: row.reason,
    ...(prunedAt ? { prunedAt } : {}),
  };
}

function eventOf(row: Selectable<ReleaseEventsTable>): ReleaseEvent {
  return {
    remote: row.remote as RemoteName,
    action: row.action as ReleaseAction,
    releaseId: row.release_id,
    percent: row.percent === null ? null : Number(row.percent),
    reason: row.reason,
    actor: { id: row.actor_id, email: row.actor_email },
    at: row.at,
  };
}

export function channelOf(row: Pick<ReleaseChannelsTable, 'live_id' | 'canary_id' | 'canary_percent'> | undefined): RemoteChannel {
  return {
    live: row?.live_id ?? null,
    canary: row?.canary_id ? { id: row.canary_id, percent: Number(row.canary_percent) } : null,
  };
}

/** Appends a change to the registry's history, in the caller's transaction. */
export async function appendHistory(trx: Transaction<Database>, change: ReleaseChange, actor: AuditActor, now: Date): Promise<void> {
  await trx
    .insertInto('release_events')
    .values({
      remote: change.remote,
      action: change.action,
      release_id: change.releaseId,
      percent: change.percent,
      reason: change.reason,
      actor_id: actor.id,
      actor_email: actor.name,
      at: appwriteDate(now),
    })
    .execute();
}

/**
 * Appends a change to the history and to the audit log, in the caller's transaction: the
 * audit record (which /staff/audit shows) names the release, the reason and `detail`.
 */
export async function appendEvent(
  trx: Transaction<Database>,
  change: ReleaseChange,
  actor: AuditActor,
  now: Date,
  detail: Record<string, unknown>,
): Promise<void> {
  await appendHistory(trx, change, actor, now);
  await recordAudit(
    trx,
    actor,
    {
      action: `release.${change.action}`,
      subject: `release:${change.remote}/${change.releaseId}`,
      detail: { reason: change.reason, ...(change.percent === null ? {} : { percent: change.percent }), ...detail },
    },
    now,
  );
}

/**
 * Records a published release (checked by `checkedManifest`), its history entry and its audit
 * record in one transaction. An id is never reused: the primary key refuses a second one (409),
 * even when two publishes race.
 */
export async function publishRelease(
  db: Kysely<Database>,
  manifest: ReleaseManifest,
  reason: string,
  actor: AuditActor,
  now: Date,
): Promise<ReleaseRecord> {
  const row = {
    remote: manifest.remote,
    id: manifest.id,
    git_commit: manifest.commit,
    exposes: JSON.stringify(manifest.exposes),
    shared: JSON.stringify(manifest.shared),
    published_at: appwriteDate(now),
    published_by_id: actor.id,
    published_by_email: actor.name,
    reason,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('releases').values(row).execute();
      const change = { remote: manifest.remote, action: 'publish', releaseId: manifest.id, percent: null, reason } as const;
      await appendEvent(trx, change, actor, now, { commit: manifest.commit });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(409, 'release_already_exists', `${manifest.remote} already has a release ${manifest.id}; an id is never reused.`);
    throw error;
  }
  return recordOf(row);
}

const pruned = (remote: RemoteName, id: string) =>
  new ApiError(409, 'release_pruned', `${remote} ${id} cannot be served again: its files were pruned from the release store.`);

/** A published release whose files are still in the store: 404 when never published, 409 when pruned. */
export async function requireServable(db: Kysely<Database>, remote: RemoteName, id: string): Promise<ReleaseRecord> {
  const row = await db
    .selectFrom('releases')
    .leftJoin('release_prunes', (join) =>
      join.onRef('release_prunes.remote', '=', 'releases.remote').onRef('release_prunes.id', '=', 'releases.id'),
    )
    .selectAll('releases')
    .select('release_prunes.pruned_at')
    .where('releases.remote', '=', remote)
    .where('releases.id', '=', id)
    .executeTakeFirst();
  if (!row) throw releaseNotFound(remote, id);
  if (row.pruned_at) throw pruned(remote, id);
  return recordOf(row);
}

/** Each remote's channel, releases and history, newest first, and its releases' figures over time. */
export async function listReleases(db: Kysely<Database>, remotes: readonly RemoteName[]): Promise<RemoteReleases[]> {
  if (remotes.length === 0) return [];
  const [channels, releases, events, prunes, figures] = await Promise.all([
    db.selectFrom('release_channels').selectAll().where('remote', 'in', remotes).execute(),
    db.selectFrom('releases').selectAll().where('remote', 'in', remotes).orderBy('published_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('release_events').selectAll().where('remote', 'in', remotes).orderBy('id', 'desc').execute(),
    db.selectFrom('release_prunes').select(['remote', 'id', 'pruned_at']).where('remote', 'in', remotes).execute(),
    figuresOverTime(db, remotes),
  ]);
  const prunedAt = new Map(prunes.map((row) => [`${row.remote}/${row.id}`, row.pruned_at]));
  return remotes.map((remote) => {
    const channel = channels.find((row) => row.remote === remote);
    const order = releases.filter((row) => row.remote === remote).map((row) => row.id);
    return {
      remote,
      channel: channelOf(channel),
      analysis: analysisOf(channel),
      releases: releases.filter((row) => row.remote === remote).map((row) => recordOf(row, prunedAt.get(`${remote}/${row.id}`))),
      events: events.filter((row) => row.remote === remote).map(eventOf),
      figures: (figures.get(remote) ?? []).sort((a, b) => order.indexOf(a.release) - order.indexOf(b.release)),
    };
  });
}

export async function mapVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('release_map').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * The map every web server follows, read in one statement (one snapshot, whatever the isolation
 * level), so its version is the version of these channels: a change commits both together.
 */
export async function liveMap(db: Kysely<Database>): Promise<LiveReleaseMap> {
  const rows = await db
    .selectFrom('release_map')
    .leftJoin('release_channels', (join) => join.onTrue())
    .select(['release_map.version', 'release_channels.remote', 'release_channels.live_id', 'release_channels.canary_id'])
    .select('release_channels.canary_percent')
    .where('release_map.id', '=', 1)
    .execute();
  const remotes = Object.fromEntries(
    RELEASE_REMOTES.map((remote) => [remote, channelOf(rows.find((row) => row.remote === remote) ?? undefined)]),
  ) as Record<RemoteName, RemoteChannel>;
  return { version: Number(rows[0]?.version ?? 0), remotes };
}
