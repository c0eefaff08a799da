import { RELEASE_REASON_MAX_LENGTH, type FieldProblem, type ReleaseChannelChange, type RemoteName } from '@rcm/shared';
import { twoStepMessages } from '@rcm/shared/account-texts';
import type { ReleaseChangeBody, ReleaseChannelAction } from '../../lib/staff-api';

/** A change a release manager asked for, to be confirmed: the remote, what, and the release it names (for promote and canary, the one to use). */
export interface ReleaseChangeRequest {
  remote: RemoteName;
  action: ReleaseChannelAction;
  id: string;
}

/** What a button of the page asks for: a change to confirm, or a preview link of a release. */
export type ReleaseRequest = ReleaseChangeRequest | { remote: RemoteName; action: 'preview'; id: string };

/** What a canary does, where the page shows or starts one: the web servers send that share of visitors to it, each kept on it. */
export const CANARY_SHARE_NOTE =
  'That share of visitors gets this release on every web server, each kept on it (a cookie) until it is promoted or aborted.';

/** The code dialog a release change or a preview link opens when the API wants a fresh second factor. */
export const releaseStepUpWords = { title: twoStepMessages.releaseStepUpTitle, submit: twoStepMessages.releaseStepUpSubmit };

export type ReleaseChangeField = 'reason' | 'percent';

interface ActionWords {
  title: (request: ReleaseChangeRequest) => string;
  submit: string;
  busy: string;
  done: (change: ReleaseChannelChange) => string;
}

/** Each change's dialog title, button and outcome; the outcome names the channel the server answered. */
export const actionWords: Record<ReleaseChannelAction, ActionWords> = {
  promote: {
    title: ({ remote, id }) => `Promote ${remote} ${id}`,
    submit: 'Promote',
    busy: 'Promoting…',
    done: ({ remote, channel }) => `${remote} ${channel.live ?? ''} is live for every visitor.`,
  },
  rollback: {
    title: ({ remote }) => `Roll back ${remote}`,
    submit: 'Roll back',
    busy: 'Rolling back…',
    done: ({ remote, channel }) => `${remote} is back on ${channel.live ?? 'its previous release'}.`,
  },
  canary: {
    title: ({ remote, id }) => `Start a canary of ${remote} ${id}`,
    submit: 'Start canary',
    busy: 'Starting…',
    done: ({ remote, channel }) =>
      `${remote} ${channel.canary?.id ?? ''} is the canary: ${channel.canary?.percent ?? 0}% of visitors get it.`,
  },
  abort: {
    title: ({ remote }) => `Abort ${remote}'s canary`,
    submit: 'Abort canary',
    busy: 'Aborting…',
    done: ({ remote, channel }) => `${remote}'s canary is aborted: every visitor gets ${channel.live ?? 'the live release'}.`,
  },
};

export const reasonProblems = {
  blank: 'Say why: every release change needs a reason.',
  tooLong: `The reason is at most ${RELEASE_REASON_MAX_LENGTH} characters.`,
} as const;

export const percentProblem = 'The share is a whole number from 1 to 99.';

/** The body of the change, or the first rule the form breaks (the API checks the same). */
export function releaseChangeBody(
  request: ReleaseChangeRequest,
  reason: string,
  percent: string,
): { body: ReleaseChangeBody; problem?: undefined } | { body?: undefined; problem: FieldProblem<ReleaseChangeField> } {
  const trimmed = reason.trim();
  if (trimmed === '') return { problem: { field: 'reason', message: reasonProblems.blank } };
  if (trimmed.length > RELEASE_REASON_MAX_LENGTH) return { problem: { field: 'reason', message: reasonProblems.tooLong } };
  if (request.action === 'promote') return { body: { reason: trimmed, id: request.id } };
  if (request.action !== 'canary') return { body: { reason: trimmed } };
  const share = Number(percent.trim());
  if (!/^\d+$/.test(percent.trim()) || share < 1 || share > 99) return { problem: { field: 'percent', message: percentProblem } };
  return { body: { reason: trimmed, id: request.id, percent: share } };
}
