import type { ReleaseEvent, ReleaseListing, RemoteChannel, RemoteName } from '@rcm/shared';
import { usageError } from './arguments';
import type { CommandContext } from './context';
import type { ChannelAction, ReleaseApi } from './release-api';

function channelSummary(channel: RemoteChannel): string {
  const canary = channel.canary ? `${channel.canary.id} at ${channel.canary.percent}%` : 'none';
  return `live: ${channel.live ?? 'none'}, canary: ${canary}`;
}

/** How many of a remote's latest changes `list` shows. */
const HISTORY_SHOWN = 10;

function eventLine(event: ReleaseEvent): string {
  const what = `${event.action} ${event.releaseId}${event.percent === null ? '' : ` at ${event.percent}%`}`;
  return `    ${event.at}  ${what}  ${event.actor.email}  ${event.reason}`;
}

/**
 * Each remote's channel, then its releases newest first, marking the live one and the canary,
 * then its latest changes (who did what, when, and why), newest first.
 */
export function listingLines(listing: ReleaseListing): string[] {
  return listing.remotes.flatMap(({ remote, channel, releases, events }) => [
    `${remote} (${channelSummary(channel)})`,
    ...(releases.length === 0 ? ['  no releases'] : []),
    ...releases.map((release) => {
      const marks = [
        release.id === channel.live ? 'LIVE' : '',
        release.id === channel.canary?.id ? `CANARY ${channel.canary.percent}%` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return `  ${release.id}  ${release.publishedAt}  ${release.publishedBy.email}  ${release.reason}${marks ? `  [${marks}]` : ''}`;
    }),
    ...(events.length === 0 ? [] : [`  latest changes:`, ...events.slice(0, HISTORY_SHOWN).map(eventLine)]),
  ]);
}

export async function list(context: CommandContext, api: ReleaseApi, remote?: RemoteName): Promise<void> {
  for (const line of listingLines(await api.list(remote))) context.out(line);
}

/** A canary's share of visitors: a whole number 1–99 (0 is `abort`, 100 is `promote`). */
export function percentArgument(value: string): number {
  const percent = Number(value);
  if (!/^\d+$/.test(value) || percent < 1 || percent > 99)
    throw usageError(`The canary's percent is a whole number from 1 to 99, not "${value}".`);
  return percent;
}

/** One channel change through the API; prints the remote's channel after it. */
export async function changeChannel(
  context: CommandContext,
  api: ReleaseApi,
  remote: RemoteName,
  action: ChannelAction,
  body: { reason: string; id?: string; percent?: number },
): Promise<void> {
  const { channel } = await api.change(remote, action, body);
  context.out(`${remote} (${channelSummary(channel)})`);
  // Who sees a canary is the web servers' doing (a bucket cookie per visitor): say so, once.
  if (action === 'canary')
    context.out(`Served by every web server to ${body.percent}% of visitors, each kept on the same release by a cookie (docs/deploy.md).`);
}
