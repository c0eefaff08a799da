import { RELEASE_ID_PATTERN, remoteContainerNames, type LiveReleaseMap, type RemoteChannel, type RemoteName } from '@rcm/shared';

const remoteNames = Object.keys(remoteContainerNames) as RemoteName[];

function channelOf(input: unknown): RemoteChannel | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const { live, canary } = input as Record<string, unknown>;
  if (live !== null && !(typeof live === 'string' && RELEASE_ID_PATTERN.test(live))) return undefined;
  if (canary === null) return { live, canary: null };
  const { id, percent } = (typeof canary === 'object' ? canary : {}) as Record<string, unknown>;
  const validCanary =
    typeof id === 'string' &&
    RELEASE_ID_PATTERN.test(id) &&
    Number.isInteger(percent) &&
    (percent as number) >= 1 &&
    (percent as number) <= 99;
  return validCanary ? { live, canary: { id, percent: percent as number } } : undefined;
}

/**
 * The backend's answer to `GET /releases/live`, checked before it is believed: an id becomes a
 * path in a URL the pages load scripts from, so only ids of the contract's form are taken, and
 * a map missing a remote is refused whole (a broken backend must not move half the site).
 * Throws an Error naming what is wrong.
 */
export function parseLiveReleaseMap(input: unknown): LiveReleaseMap {
  const root = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (!Number.isInteger(root.version)) throw new Error('the live release map has no integer version');
  const remotes = (typeof root.remotes === 'object' && root.remotes !== null ? root.remotes : {}) as Record<string, unknown>;
  const channels = {} as Record<RemoteName, RemoteChannel>;
  for (const remote of remoteNames) {
    const channel = channelOf(remotes[remote]);
    if (!channel) throw new Error(`the live release map's remotes.${remote} is not a channel of release ids`);
    channels[remote] = channel;
  }
  return { version: root.version as number, remotes: channels };
}
