import { releaseRoleOf, remoteContainerNames, type RemoteName } from '@rcm/shared';

/**
 * The remotes whose release role a user's labels hold, in the contract's order: a hint for the
 * console's navigation (the API checks the role on every request). Kept here rather than in
 * `@rcm/shared`, whose run-time exports are pinned with its version (runtime-surface.json).
 */
export function releaseRemotesOf(labels: readonly string[]): RemoteName[] {
  return (Object.keys(remoteContainerNames) as RemoteName[]).filter((remote) => labels.includes(releaseRoleOf(remote)));
}
