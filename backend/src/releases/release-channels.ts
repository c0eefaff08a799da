import type { ReleaseChannelChange, RemoteChannel, RemoteName } from '@rcm/shared';
import { SqliteAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../errors/api-error';
import type { AuditActor } from '../staff/audit-log';
import { canaryStateAfter, type CanaryGuard, type CanarySteps } from './canary-analysis/canary-state';
import { appendEvent, channelOf, requireServable, type ReleaseChange } from './release-store';

/** What one channel change decides from the channel as it is: the channel after, and the history entry. */
interface Decision {
  next: RemoteChannel;
  change: Omit<ReleaseChange, 'remote' | 'reason'>;
  /** The canary's steps from now on (`canary-analysis/canary-state.ts`); absent, a running canary keeps its own. */
  steps?: CanarySteps | null;
}

const conflict = (message: string) => new ApiError(409, 'release_channel_conflict', message);

/**
 * One remote's channel row, read locked: on PostgreSQL the row lock makes two changes of one
 * remote (a channel change or a prune), from any backend instance, take turns; SQLite's write
 * transactions already take turns.
 */
export async function lockedChannelRow(trx: Transaction<Database>, remote: RemoteName) {
  const query = trx.selectFrom('release_channels').selectAll().where('remote', '=', remote);
  return (trx.getExecutor().adapter instanceof SqliteAdapter ? query : query.forUpdate()).executeTakeFirst();
}

/**
 * Changes one remote's channel: reads it locked (`lockedChannelRow`: neither of two changes
 * decides from a channel the other is changing), lets `decide` refuse or say what follows, then writes the channel, bumps the map's version, and appends the history
 * entry and the audit record, all in one transaction.
 */
async function changeChannel(
  db: Kysely<Database>,
  remote: RemoteName,
  reason: string,
  actor: AuditActor,
  now: Date,
  decide: (channel: RemoteChannel, trx: Transaction<Database>) => Promise<Decision>,
  guard?: CanaryGuard,
): Promise<ReleaseChannelChange> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedChannelRow(trx, remote);
    if (guard && (row?.canary_id !== guard.canaryId || row.canary_since !== guard.since))
      throw conflict(`The canary of ${remote} changed while it was being analysed; the next analysis looks again.`);
    const before = channelOf(row);
    const { next, change, steps } = await decide(before, trx);
    const values = {
      live_id: next.live,
      canary_id: next.canary?.id ?? null,
      canary_percent: next.canary?.percent ?? null,
      ...canaryStateAfter(row, next, steps, now),
    };
    // The channel's row exists from migration 019 for every remote there was; a later remote's is made here.
    if (row) await trx.updateTable('release_channels').set(values).where('remote', '=', remote).execute();
    else
      await trx
        .insertInto('release_channels')
        .values({ remote, ...values })
        .execute();
    // Every change takes the map row's lock last, after its channel's: two changes never wait on each other crosswise.
    const { version } = await trx
      .updateTable('release_map')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .returning('version')
      .executeTakeFirstOrThrow();
    await appendEvent(trx, { ...change, remote, reason }, actor, now, { before, after: next });
    return { remote, version: Number(version), channel: next };
  });
}

/**
 * Makes a published release live for everyone (not one whose files were pruned). Promoting the
 * running canary ends it (its candidate is now everyone's); a canary of another release keeps
 * running against the new live.
 */
export function promote(
  db: Kysely<Database>,
  remote: RemoteName,
  id: string,
  reason: string,
  actor: AuditActor,
  now: Date,
  guard?: CanaryGuard,
) {
  return changeChannel(
    db,
    remote,
    reason,
    actor,
    now,
    async (channel, trx) => {
      await requireServable(trx, remote, id);
      if (channel.live === id) throw conflict(`${remote} ${id} is already live.`);
      const canary = channel.canary?.id === id ? null : channel.canary;
      return { next: { live: id, canary }, change: { action: 'promote', releaseId: id, percent: null } };
    },
    guard,
  );
}

/**
 * The live releases in the order they were made live, as the history tells: a promote puts one
 * on top, a rollback takes the top one off (so rolling back twice goes two releases back, never
 * back and forth between the last two).
 */
async function liveStack(trx: Transaction<Database>, remote: RemoteName): Promise<string[]> {
  const events = await trx
    .selectFrom('release_events')
    .select(['action', 'release_id'])
    .where('remote', '=', remote)
    .where('action', 'in', ['promote', 'rollback'])
    .orderBy('id', 'asc')
    .execute();
  const stack: string[] = [];
  for (const event of events) {
    if (event.action === 'promote') stack.push(event.release_id);
    else stack.pop();
  }
  return stack;
}

/** Makes the release that was live before the current one live again; 409 when there is none. */
export function rollback(db: Kysely<Database>, remote: RemoteName, reason: string, actor: AuditActor, now: Date) {
  return changeChannel(db, remote, reason, actor, now, async (channel, trx) => {
    if (channel.live === null) throw conflict(`Nothing is live for ${remote} yet: there is nothing to roll back.`);
    const previous = (await liveStack(trx, remote)).at(-2);
    if (previous === undefined)
      throw conflict(`${remote} ${channel.live} is the first release made live: there is no earlier one to roll back to.`);
    await requireServable(trx, remote, previous);
    const canary = channel.canary?.id === previous ? null : channel.canary;
    return { next: { live: previous, canary }, change: { action: 'rollback', releaseId: previous, percent: null } };
  });
}

/**
 * Sends `percent` (1–99) of visitors to a published release other than the live one; replaces a
 * running canary. With `steps`, the canary analysis moves it on to each share in turn while it
 * stays healthy (`canary-analysis/`); without, a person does.
 */
export function startCanary(
  db: Kysely<Database>,
  remote: RemoteName,
  id: string,
  percent: number,
  reason: string,
  actor: AuditActor,
  now: Date,
  { steps = null, guard }: { steps?: CanarySteps | null; guard?: CanaryGuard } = {},
) {
  return changeChannel(
    db,
    remote,
    reason,
    actor,
    now,
    async (channel, trx) => {
      await requireServable(trx, remote, id);
      if (channel.live === id) throw conflict(`${remote} ${id} is live: the live release cannot be its own canary.`);
      return { next: { live: channel.live, canary: { id, percent } }, change: { action: 'canary', releaseId: id, percent }, steps };
    },
    guard,
  );
}

/**
 * Ends the running canary: everyone gets the live release again; 409 when none runs. `alsoIn`
 * runs in the change's transaction (the analysis's mails to the release managers).
 */
export function abortCanary(
  db: Kysely<Database>,
  remote: RemoteName,
  reason: string,
  actor: AuditActor,
  now: Date,
  { guard, alsoIn }: { guard?: CanaryGuard; alsoIn?: (trx: Transaction<Database>, canaryId: string) => Promise<void> } = {},
) {
  return changeChannel(
    db,
    remote,
    reason,
    actor,
    now,
    async (channel, trx) => {
      if (!channel.canary) throw conflict(`No canary is running for ${remote}.`);
      await alsoIn?.(trx, channel.canary.id);
      return { next: { live: channel.live, canary: null }, change: { action: 'abort', releaseId: channel.canary.id, percent: null } };
    },
    guard,
  );
}
