import type { CanaryAnalysisState, CanaryLook, CanarySteps, RemoteChannel } from '@rcm/shared';
import type { ReleaseChannelsTable } from '../../db/release-tables';
import { appwriteDate } from '../../db/timestamp';

export type { CanarySteps };

/** The channel row's columns that hold the canary analysis's state (migration 021). */
export type CanaryStateColumns = Pick<
  ReleaseChannelsTable,
  'canary_since' | 'canary_steps' | 'canary_step_seconds' | 'canary_next_check_at' | 'canary_analysis' | 'canary_baseline'
>;

/** The channel's canary as its row says it was when the analysis read it: an action on it must find it unchanged. */
export interface CanaryGuard {
  canaryId: string;
  since: string;
}

const cleared: CanaryStateColumns = {
  canary_since: null,
  canary_steps: null,
  canary_step_seconds: null,
  canary_next_check_at: null,
  canary_analysis: null,
  canary_baseline: null,
};

/**
 * The analysis's state after a channel change. Without a canary there is none. With one, every
 * change starts a new window now (a new share, or a new live release to compare with: the next
 * look takes new baseline counts) and forgets the last judgement; the steps are the change's (`null`: none, a person steps it), or, when it
 * names none (`undefined`: a promote or rollback of another release), the running canary's own.
 */
export function canaryStateAfter(
  before: Partial<Pick<ReleaseChannelsTable, 'canary_id' | 'canary_steps' | 'canary_step_seconds'>> | undefined,
  next: RemoteChannel,
  steps: CanarySteps | null | undefined,
  now: Date,
): CanaryStateColumns {
  if (!next.canary) return cleared;
  const since = appwriteDate(now);
  const kept =
    steps === undefined && before?.canary_id === next.canary.id
      ? { canary_steps: before.canary_steps ?? null, canary_step_seconds: before.canary_step_seconds ?? null }
      : { canary_steps: steps ? JSON.stringify(steps.percents) : null, canary_step_seconds: steps ? steps.stepSeconds : null };
  return { ...cleared, ...kept, canary_since: since, canary_next_check_at: since };
}

/** The steps a row holds, or null. */
export function stepsOf(row: Pick<ReleaseChannelsTable, 'canary_steps' | 'canary_step_seconds'>): CanarySteps | null {
  if (row.canary_steps === null || row.canary_step_seconds === null) return null;
  return { percents: JSON.parse(row.canary_steps) as number[], stepSeconds: Number(row.canary_step_seconds) };
}

/** The analysis's state as the release list shows it; null without a canary (or one from before the analysis). */
export function analysisOf(
  row: Pick<ReleaseChannelsTable, 'canary_id' | 'canary_since' | 'canary_steps' | 'canary_step_seconds' | 'canary_analysis'> | undefined,
): CanaryAnalysisState | null {
  if (!row?.canary_id || row.canary_since === null) return null;
  return {
    since: row.canary_since,
    steps: stepsOf(row),
    last: row.canary_analysis === null ? null : (JSON.parse(row.canary_analysis) as CanaryLook),
  };
}
