import type { CanaryDecision } from '@rcm/shared';
import type { ReleaseFigures } from '../figures';
import type { CanaryThresholds } from './canary-thresholds';

export interface CanaryJudgement {
  decision: CanaryDecision;
  /** What decided it, in words (the audit log, the release managers' mail and the console show them). */
  findings: string[];
}

type Figures = Pick<
  ReleaseFigures,
  'pageViews' | 'failuresPerPageView' | 'renders' | 'fallbacksPerRender' | 'lcpP75Seconds' | 'inpP75Seconds'
>;

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const ms = (seconds: number) => `${Math.round(seconds * 1000)} ms`;

/** A rate the candidate may exceed the live's by at most `allowed`; undefined when either side saw fewer than `minimum`. */
function rateCheck(
  name: string,
  candidate: { rate: number | undefined; of: number },
  live: { rate: number | undefined; of: number },
  minimum: number,
  allowed: number,
) {
  if (candidate.of < minimum || live.of < minimum) return undefined;
  const candidateRate = candidate.rate ?? 0;
  const liveRate = live.rate ?? 0;
  return {
    breached: candidateRate - liveRate > allowed,
    finding: `${name}: ${percent(candidateRate)} of ${candidate.of} against the live release's ${percent(liveRate)} of ${live.of} (allowed up to ${percent(liveRate + allowed)})`,
  };
}

/** A p75 the candidate may have at most `ratio` times the live's; undefined without both. */
function ratioCheck(name: string, candidate: number | undefined, live: number | undefined, ratio: number) {
  if (candidate === undefined || live === undefined) return undefined;
  return {
    breached: candidate > live * ratio,
    finding: `${name} p75: ${ms(candidate)} against the live release's ${ms(live)} (allowed up to ${ms(live * ratio)})`,
  };
}

/**
 * The canary against the live release over the same span. Page-view measures (failures, LCP,
 * INP) are judged once both sides have `minPageViews`; server fallbacks once both have
 * `minServerRenders` (a candidate whose pages all fall back is stopped even before visitors'
 * beacons add up). One breach aborts; healthy needs the page views and no breach.
 */
export function judgeCanary(candidate: Figures, live: Figures, thresholds: CanaryThresholds): CanaryJudgement {
  const seen = candidate.pageViews >= thresholds.minPageViews && live.pageViews >= thresholds.minPageViews;
  const checks = [
    rateCheck(
      'server renders that fell back to the browser',
      { rate: candidate.fallbacksPerRender, of: candidate.renders },
      { rate: live.fallbacksPerRender, of: live.renders },
      thresholds.minServerRenders,
      thresholds.maxFallbackRateIncrease,
    ),
    ...(seen
      ? [
          rateCheck(
            'failed page views',
            { rate: candidate.failuresPerPageView, of: candidate.pageViews },
            { rate: live.failuresPerPageView, of: live.pageViews },
            thresholds.minPageViews,
            thresholds.maxFailureRateIncrease,
          ),
          ratioCheck('LCP', candidate.lcpP75Seconds, live.lcpP75Seconds, thresholds.maxLcpRatio),
          ratioCheck('INP', candidate.inpP75Seconds, live.inpP75Seconds, thresholds.maxInpRatio),
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
