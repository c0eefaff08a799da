import type { CanaryDecision } from '@rcm/shared';
import type { CanaryThresholds } from './canary-thresholds';
import type { ReleaseFigures } from './release-figures';

export interface CanaryJudgement {
  decision: CanaryDecision;
  /** What decided it, in words (the audit log, the release managers' mail and the console show them). */
  findings: string[];
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const ms = (seconds: number) => `${Math.round(seconds * 1000)} ms`;
const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** A rate the candidate may exceed the live's by at most `allowed`; undefined when either side saw too little. */
function rateCheck(
  name: string,
  candidate: { part: number; whole: number },
  live: { part: number; whole: number },
  minimum: number,
  allowed: number,
): { breached: boolean; finding: string } | undefined {
  if (candidate.whole < minimum || live.whole < minimum) return undefined;
  const candidateRate = rate(candidate.part, candidate.whole);
  const liveRate = rate(live.part, live.whole);
  const breached = candidateRate - liveRate > allowed;
  return {
    breached,
    finding: `${name}: ${percent(candidateRate)} of ${candidate.whole} against the live release's ${percent(liveRate)} of ${live.whole} (allowed up to ${percent(liveRate + allowed)})`,
  };
}

/** A p75 the candidate may have at most `ratio` times the live's; undefined without both. */
function ratioCheck(name: string, candidate: number | null, live: number | null, ratio: number) {
  if (candidate === null || live === null) return undefined;
  const breached = candidate > live * ratio;
  return { breached, finding: `${name} p75: ${ms(candidate)} against the live release's ${ms(live)} (allowed up to ${ms(live * ratio)})` };
}

/**
 * The canary against the live release over the same window. Page-view measures (failures, LCP,
 * INP) are judged once both sides have `minPageViews`; server fallbacks once both have
 * `minServerRenders` (a candidate whose pages all fall back is stopped even before visitors'
 * beacons add up). One breach aborts; healthy needs the page views and no breach.
 */
export function judgeCanary(candidate: ReleaseFigures, live: ReleaseFigures, thresholds: CanaryThresholds): CanaryJudgement {
  const seen = candidate.pageViews >= thresholds.minPageViews && live.pageViews >= thresholds.minPageViews;
  const checks = [
    rateCheck(
      'server renders that fell back to the browser',
      { part: candidate.serverFallbacks, whole: candidate.serverRenders },
      { part: live.serverFallbacks, whole: live.serverRenders },
      thresholds.minServerRenders,
      thresholds.maxFallbackRateIncrease,
    ),
    ...(seen
      ? [
          rateCheck(
            'failed page views',
            { part: candidate.failedPageViews, whole: candidate.pageViews },
            { part: live.failedPageViews, whole: live.pageViews },
            thresholds.minPageViews,
            thresholds.maxFailureRateIncrease,
          ),
          ratioCheck('LCP', candidate.lcpP75, live.lcpP75, thresholds.maxLcpRatio),
          ratioCheck('INP', candidate.inpP75, live.inpP75, thresholds.maxInpRatio),
        ]
      : []),
  ].filter((check) => check !== undefined);
  const breaches = checks.filter((check) => check.breached).map((check) => check.finding);
  if (breaches.length > 0) return { decision: 'abort', findings: breaches };
  const findings = checks.map((check) => check.finding);
  if (seen) return { decision: 'healthy', findings };
  return {
    decision: 'wait',
    findings: [
      `page views so far: ${candidate.pageViews} on the canary, ${live.pageViews} on the live release (each needs ${thresholds.minPageViews})`,
      ...findings,
    ],
  };
}
