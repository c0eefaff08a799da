import type { CanaryAnalysisState, CanarySteps, ReleaseEvent, ReleaseListing, RemoteChannel, RemoteName } from '@rcm/shared';
import { usageError, type ParsedArguments } from './arguments';
import type { CommandContext } from './context';
import type { ChannelAction, ChannelChangeBody, ReleaseApi } from './release-api';

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

/** The running canary's analysis: since when, its steps, and its last look with what it found. */
function analysisLines(analysis: CanaryAnalysisState | null): string[] {
  if (!analysis) return [];
  const steps = analysis.steps
    ? `steps ${analysis.steps.percents.map((percent) => `${percent}%`).join(' → ')}, ${analysis.steps.stepSeconds} s each`
    : 'no steps (a person moves it on)';
  const last = analysis.last
    ? [`    last look ${analysis.last.at}: ${analysis.last.decision}`, ...analysis.last.findings.map((finding) => `      ${finding}`)]
    : ['    not looked at yet'];
  return [`  canary analysis since ${analysis.since}, ${steps}`, ...last];
}

/**
 * Each remote's channel and its canary's analysis, then its releases newest first, marking the
 * live one and the canary, then its latest changes (who did what, when, and why), newest first.
 */
export function listingLines(listing: ReleaseListing): string[] {
  return listing.remotes.flatMap(({ remote, channel, analysis, releases, events }) => [
    `${remote} (${channelSummary(channel)})`,
    ...analysisLines(analysis),
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

const DURATION = /^(\d{1,6})(s|m|h)$/;
const SECONDS_PER = { s: 1, m: 60, h: 3600 } as const;

/**
 * `--steps 25,50,100 --step 10m`: the shares the canary analysis moves a healthy canary on to,
 * and how long each runs; given together or not at all (the API checks that they rise).
 */
export function stepsArgument(args: Pick<ParsedArguments, 'steps' | 'step'>): { steps?: CanarySteps['percents']; stepSeconds?: number } {
  if (args.steps === undefined && args.step === undefined) return {};
  if (args.steps === undefined || args.step === undefined) throw usageError('--steps and --step go together.');
  const percents = args.steps.split(',').map((part) => part.trim());
  if (!percents.every((part) => /^\d{1,3}$/.test(part)))
    throw usageError(`--steps lists shares of visitors, e.g. 25,50,100 (100: live), not "${args.steps}".`);
  const duration = DURATION.exec(args.step.trim());
  if (!duration) throw usageError(`--step is a duration such as 90s, 10m or 1h, not "${args.step}".`);
  return { steps: percents.map(Number), stepSeconds: Number(duration[1]) * SECONDS_PER[duration[2] as keyof typeof SECONDS_PER] };
}

/** One channel change through the API; prints the remote's channel after it. */
export async function changeChannel(
  context: CommandContext,
  api: ReleaseApi,
  remote: RemoteName,
  action: ChannelAction,
  body: ChannelChangeBody,
): Promise<void> {
  const { channel } = await api.change(remote, action, body);
  context.out(`${remote} (${channelSummary(channel)})`);
  // Who sees a canary is the web servers' doing (a bucket cookie per visitor): say so, once.
  if (action === 'canary')
    context.out(`Served by every web server to ${body.percent}% of visitors, each kept on the same release by a cookie (docs/deploy.md).`);
  if (action === 'canary' && body.steps)
    context.out(
      `While it stays as good as the live release, the canary analysis moves it on to ${body.steps.map((step) => `${step}%`).join(', then ')} every ${body.stepSeconds} s; if it does worse, it stops it.`,
    );
}
