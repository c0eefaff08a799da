import type { RemoteName } from '@rcm/shared';
import { releasesDirOf, type CommandContext } from './context';
import type { ReleaseApi } from './release-api';
import { removeRelease, storedReleaseIds } from './release-store';

/**
 * The store folders of `remote`'s releases that prune may delete: neither live, nor the
 * canary, nor among the newest `keep` (the registry lists them newest first). A folder the
 * registry does not know is left alone: it may be a publish under way.
 */
export async function prunable(context: CommandContext, api: ReleaseApi, remote: RemoteName, keep: number): Promise<string[]> {
  const entry = (await api.list(remote)).remotes.find((listed) => listed.remote === remote);
  if (!entry) return [];
  const kept = new Set(entry.releases.slice(0, keep).map((release) => release.id));
  if (entry.channel.live) kept.add(entry.channel.live);
  if (entry.channel.canary) kept.add(entry.channel.canary.id);
  const stored = new Set(storedReleaseIds(releasesDirOf(context), remote));
  return entry.releases.map((release) => release.id).filter((id) => !kept.has(id) && stored.has(id));
}

/** Deletes what `prunable` names, after asking unless `yes`; prints each folder removed. */
export async function prune(context: CommandContext, api: ReleaseApi, remote: RemoteName, keep: number, yes: boolean): Promise<void> {
  const ids = await prunable(context, api, remote, keep);
  if (ids.length === 0) {
    context.out(`Nothing to prune for ${remote}.`);
    return;
  }
  if (!yes) {
    const answer = await context.ask(`Delete the store folders of ${ids.length} ${remote} release(s): ${ids.join(', ')}? [y/N] `);
    if (!/^y(es)?$/i.test(answer.trim())) {
      context.out('Nothing removed.');
      return;
    }
  }
  const store = releasesDirOf(context);
  for (const id of ids) {
    removeRelease(store, remote, id);
    context.out(`removed ${remote}/${id}/`);
  }
}
