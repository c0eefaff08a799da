// Why: where each remote lives is decided at deploy time, and a remote that was down must be fetchable again.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, remoteContainerNames, type RemoteName } from '@rcm/shared';

const remoteNames = Object.keys(remoteContainerNames) as RemoteName[];

const remoteEntry = (remote: RemoteName) => ({ name: remoteContainerNames[remote], entry: getRuntimeConfig().remotes[remote] });

/** Tells the federation runtime where each remote lives, from the runtime config. */
export function registerSiteRemotes(): void {
  registerRemotes(remoteNames.map(remoteEntry));
}

/**
 * Forgets what the runtime cached for one remote (including a failed manifest or entry), so
 * the next load fetches it again: this is what lets "Try again" recover a remote that was down.
 */
export function resetRemote(remote: RemoteName): void {
  registerRemotes([remoteEntry(remote)], { force: true });
}
