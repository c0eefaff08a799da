import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteContainerNames, type RemoteName, type RuntimeConfig } from '@rcm/shared';

let entries: Record<RemoteName, string> | undefined;

/** Tells the federation runtime where each remote lives, from the runtime config. */
export function registerSiteRemotes(config: RuntimeConfig): void {
  entries = { marketing: config.remotes.marketing, account: config.remotes.account };
  registerRemotes(
    (Object.keys(entries) as RemoteName[]).map((remote) => ({ name: remoteContainerNames[remote], entry: entries![remote] })),
  );
}

/**
 * Forgets what the runtime cached for one remote (including a failed manifest or entry), so
 * the next load fetches it again: this is what lets "Try again" recover a remote that was down.
 */
export function resetRemote(remote: RemoteName): void {
  if (!entries) return;
  registerRemotes([{ name: remoteContainerNames[remote], entry: entries[remote] }], { force: true });
}
