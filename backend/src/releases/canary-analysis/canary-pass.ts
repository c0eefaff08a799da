import { RELEASE_REASON_MAX_LENGTH, releaseRoleOf, STAFF_LABEL, staffPaths, type CanaryLook, type RemoteName } from '@rcm/shared';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { userLabels } from '../../auth/labels';
import type { ReleaseChannelsTable } from '../../db/release-tables';
import type { Database } from '../../db/schema';
import { appwriteDate } from '../../db/timestamp';
import type { MailService } from '../../mail/mail-service';
import type { AuditActor } from '../../staff/audit-log';
import { abortCanary, promote, startCanary } from '../release-channels';
import { isReleaseRemote } from '../release-rules';
import { stepsOf, type CanaryGuard } from './canary-state';
import type { CanaryThresholds } from './canary-thresholds';
import { judgeCanary, type CanaryJudgement } from './canary-verdict';
import { noCounts, releaseFigures, storedCounts, type ReleaseCounts, type ReleaseFiguresSource, type StoredCounts } from '../figures';

/** Who the audit log and the registry's history name for what the analysis does. */
export const CANARY_ANALYSIS_ACTOR: AuditActor = { id: 'canary-analysis', name: 'canary analysis', address: '' };

export interface CanaryPassDependencies {
  db: Kysely<Database>;
  figures: ReleaseFiguresSource;
  thresholds: (remote: RemoteName) => CanaryThresholds;
  mail: Pick<MailService, 'enqueue' | 'siteUrl'>;
  /** How long after one look at a canary the next is due. */
  checkEveryMs: number;
}

/** What one look at a canary did. */
export interface CanaryOutcome {
  remote: RemoteName;
  release: string;
  /** `unjudged`: its figures could not be read or its action was refused (a person changed it meanwhile); the next look tries again. */
  action: 'aborted' | 'stepped' | 'promoted' | 'healthy' | 'waiting' | 'unjudged';
  /** The share it was moved to (`stepped`). */
  percent?: number;
  findings: string[];
}

type ChannelRow = Selectable<ReleaseChannelsTable>;

/** The history's and the audit log's reason for what the analysis did: `lead`, then the findings, within the registry's 500 characters. */
function analysisReason(lead: string, findings: readonly string[]): string {
  const reason = `${lead}: ${findings.join('; ')}`;
  return reason.length <= RELEASE_REASON_MAX_LENGTH ? reason : `${reason.slice(0, RELEASE_REASON_MAX_LENGTH - 1)}…`;
}

/** The reason an abort carries. */
export const abortReason = (findings: readonly string[]): string => analysisReason('Stopped by the canary analysis', findings);

/**
 * Takes the canary's next look for this instance: moves its due time on only if no other
 * instance has (the same due time is still there), so each look is done once however many
 * backends run the analysis.
 */
async function claimLook(db: Kysely<Database>, row: ChannelRow, now: Date, checkEveryMs: number): Promise<boolean> {
  const result = await db
    .updateTable('release_channels')
    .set({ canary_next_check_at: appwriteDate(new Date(now.getTime() + checkEveryMs)) })
    .where('remote', '=', row.remote)
    .where('canary_id', '=', row.canary_id)
    .where('canary_since', '=', row.canary_since)
    .where('canary_next_check_at', '=', row.canary_next_check_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The staff members who may release `remote`, with a verified address: whom an abort is told to. */
async function releaseManagers(trx: Transaction<Database>, remote: RemoteName) {
  const role = releaseRoleOf(remote);
  const rows = await trx
    .selectFrom('users')
    .select(['email', 'name', 'labels', 'email_verified_at'])
    .where('labels', 'like', `%${role}%`)
    .execute();
  return rows.filter((row) => row.email_verified_at !== '' && userLabels(row).includes(role) && userLabels(row).includes(STAFF_LABEL));
}

/** Both sides' counts at the step's first look: what later readings are measured from. */
interface Baseline {
  candidate: ReleaseCounts;
  live: ReleaseCounts;
}

/**
 * One canary's judgement: both releases' counts now, against those of the step's first look
 * (taken at that look, which judges nothing yet: the step's figures start from there).
 */
async function judge(
  deps: CanaryPassDependencies,
  row: ChannelRow & { canary_id: string; live_id: string },
  remote: RemoteName,
): Promise<{ judgement: CanaryJudgement; baseline?: Baseline }> {
  const counts = await deps.figures.counts(remote);
  const countsOf = (release: string) => counts.find((entry) => entry.release === release) ?? noCounts(remote, release);
  const now: Baseline = { candidate: countsOf(row.canary_id), live: countsOf(row.live_id) };
  if (row.canary_baseline === null)
    return {
      judgement: { decision: 'wait', findings: ['counting from this first look of the step: the next looks judge what came since'] },
      baseline: now,
    };
  const baseline = JSON.parse(row.canary_baseline) as Record<keyof Baseline, StoredCounts>;
  return {
    judgement: judgeCanary(
      releaseFigures(now.candidate, storedCounts(baseline.candidate)),
      releaseFigures(now.live, storedCounts(baseline.live)),
      deps.thresholds(remote),
    ),
  };
}

/** One canary's look: judged, then acted on. */
async function lookAt(
  deps: CanaryPassDependencies,
  row: ChannelRow & { canary_id: string; canary_since: string },
  remote: RemoteName,
  now: Date,
) {
  const release = row.canary_id;
  const guard: CanaryGuard = { canaryId: release, since: row.canary_since };
  const since = new Date(row.canary_since);
  const { judgement, baseline } =
    row.live_id === null
      ? { judgement: { decision: 'wait' as const, findings: [`nothing of ${remote} is live in the registry to compare the canary with`] } }
      : await judge(deps, { ...row, live_id: row.live_id }, remote);
  const stored: CanaryLook = { at: appwriteDate(now), ...judgement };
  await deps.db
    .updateTable('release_channels')
    .set({ canary_analysis: JSON.stringify(stored), ...(baseline ? { canary_baseline: JSON.stringify(baseline) } : {}) })
    .where('remote', '=', remote)
    .where('canary_id', '=', release)
    .where('canary_since', '=', row.canary_since)
    .execute();
  const outcome = { remote, release, findings: judgement.findings };

  if (judgement.decision === 'abort') {
    await abortCanary(deps.db, remote, abortReason(judgement.findings), CANARY_ANALYSIS_ACTOR, now, {
      guard,
      alsoIn: async (trx) => {
        for (const manager of await releaseManagers(trx, remote))
          await deps.mail.enqueue(trx, {
            kind: 'canary-aborted',
            to: manager.email,
            data: {
              name: manager.name,
              remote,
              release,
              live: row.live_id ?? '',
              findings: judgement.findings,
              releasesUrl: `${deps.mail.siteUrl}${staffPaths.releases}`,
            },
          });
      },
    });
    return { ...outcome, action: 'aborted' as const };
  }
  const steps = stepsOf(row);
  const stepDone = steps !== null && now.getTime() - since.getTime() >= steps.stepSeconds * 1000;
  if (judgement.decision !== 'healthy' || !steps || !stepDone)
    return { ...outcome, action: judgement.decision === 'healthy' ? ('healthy' as const) : ('waiting' as const) };
  const [percent, ...rest] = steps.percents;
  const reason = analysisReason(`Stepped by the canary analysis, healthy over ${steps.stepSeconds} s`, judgement.findings);
  if (percent === undefined || percent >= 100) {
    await promote(deps.db, remote, release, reason, CANARY_ANALYSIS_ACTOR, now, guard);
    return { ...outcome, action: 'promoted' as const };
  }
  await startCanary(deps.db, remote, release, percent, reason, CANARY_ANALYSIS_ACTOR, now, {
    steps: rest.length > 0 ? { percents: rest, stepSeconds: steps.stepSeconds } : null,
    guard,
  });
  return { ...outcome, action: 'stepped' as const, percent };
}

/**
 * One pass of the canary analysis (issue #28): every running canary whose look is due is
 * judged against its live release over its current step, then aborted (everyone back on the
 * live release, the release managers mailed the figures), stepped up or promoted when its steps
 * say so and it is healthy, or left to run. A canary changed by a person meanwhile is left for
 * the next pass (the guard refuses the action), as is one whose figures cannot be read.
 */
export async function analyseCanaries(deps: CanaryPassDependencies, now: Date): Promise<CanaryOutcome[]> {
  const rows = await deps.db.selectFrom('release_channels').selectAll().where('canary_id', 'is not', null).execute();
  const outcomes: CanaryOutcome[] = [];
  for (const row of rows) {
    const { canary_id: canaryId, canary_since: since, canary_next_check_at: due } = row;
    if (canaryId === null || since === null || !isReleaseRemote(row.remote)) continue;
    if (due !== null && new Date(due).getTime() > now.getTime()) continue;
    if (!(await claimLook(deps.db, row, now, deps.checkEveryMs))) continue;
    try {
      outcomes.push(await lookAt(deps, { ...row, canary_id: canaryId, canary_since: since }, row.remote, now));
    } catch (error) {
      // One canary's trouble never keeps the others from their look.
      outcomes.push({
        remote: row.remote,
        release: canaryId,
        action: 'unjudged',
        findings: [error instanceof Error ? error.message : String(error)],
      });
    }
  }
  return outcomes;
}
