import type { RemoteName } from '@rcm/shared';
import { releasesDirOf, type CommandContext } from './context';
import type { ReleaseApi } from './release-api';
import { removeRelease, storedReleaseIds } from './release-store';

export interface PruneOptions {
  keep: number;
  reason: string;
  /** Do not ask first. */
  yes: boolean;
}

/**
 * Prunes `remote`'s old releases. The registry decides which may go (never the live one, the
 * canary, the newest `keep`, nor one served within its RELEASE_KEEP_DAYS) and records them,
 * audited with the reason; then their store folders are deleted here, and those of any release
 * the registry already lists as pruned whose folder is still in the store: a prune interrupted
 * after the registry recorded it is finished by the next run. A folder the registry does not
 * know is left alone (it may be a publish under way). Asks first unless `yes`.
 */
export async function prune(context: CommandContext, api: ReleaseApi, remote: RemoteName, options: PruneOptions): Promise<void> {
  const { keep, reason, yes } = options;
  if (!yes) {
    const answer = await context.ask(
      `Delete the store folders of the ${remote} releases the registry lets go (all but the live one, the canary, ` +
        `the newest ${keep} and any served in the last RELEASE_KEEP_DAYS days)? [y/N] `,
    );
    if (!/^y(es)?$/i.test(answer.trim())) {
      context.out('Nothing removed.');
      return;
    }
  }
  const { pruned } = await api.prune(remote, { keep, reason });
  const listed = (await api.list(remote)).remotes.find((entry) => entry.remote === remote)?.releases ?? [];
  const store = releasesDirOf(context);
  const stored = new Set(storedReleaseIds(store, remote));
  const earlier = listed.filter((release) => release.prunedAt !== undefined).map((release) => release.id);
  const folders = [...new Set([...pruned, ...earlier])].filter((id) => stored.has(id));
  if (pruned.length === 0 && folders.length === 0) {
    context.out(`Nothing to prune for ${remote}.`);
    return;
  }
  for (const id of pruned.filter((id) => !stored.has(id))) context.out(`pruned ${remote}/${id}/ (no folder in ${store})`);
  for (const id of folders) {
    removeRelease(store, remote, id);
    context.out(`removed ${remote}/${id}/`);
  }
}
