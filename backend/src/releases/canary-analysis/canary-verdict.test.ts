import { DEFAULT_CANARY_THRESHOLDS } from './canary-thresholds';
import { judgeCanary } from './canary-verdict';

/** Figures as `releaseFigures` gives them, from counts: failures and fallbacks as shares. */
function figures({
  pageViews = 200,
  failed = 1,
  renders = 100,
  fallbacks = 0,
  lcp = 1.2 as number | null,
  inp = 0.12 as number | null,
} = {}) {
  return {
    pageViews,
    failuresPerPageView: pageViews > 0 ? failed / pageViews : undefined,
    renders,
    fallbacksPerRender: renders > 0 ? fallbacks / renders : undefined,
    // null: no measurement (a default parameter would take undefined for "use the default").
    lcpP75Seconds: lcp ?? undefined,
    inpP75Seconds: inp ?? undefined,
  };
}
const healthy = figures();
const thresholds = DEFAULT_CANARY_THRESHOLDS;

test('a canary as good as the live release, seen enough, is healthy, and the figures say why', () => {
  const judgement = judgeCanary(figures({ failed: 2 }), healthy, thresholds);
  expect(judgement.decision).toBe('healthy');
  expect(judgement.findings).toEqual([
    "server renders that fell back to the browser: 0.0 % of 100 against the live release's 0.0 % of 100 (allowed up to 2.0 %)",
    "failed page views: 1.0 % of 200 against the live release's 0.5 % of 200 (allowed up to 2.5 %)",
    "LCP p75: 1200 ms against the live release's 1200 ms (allowed up to 1500 ms)",
    "INP p75: 120 ms against the live release's 120 ms (allowed up to 150 ms)",
  ]);
});

test('until each side has its minimum of page views, a canary waits, saying how far it is', () => {
  const judgement = judgeCanary(figures({ pageViews: 49, failed: 49 }), healthy, thresholds);
  expect(judgement.decision).toBe('wait');
  expect(judgement.findings[0]).toBe('page views so far: 49 on the canary, 200 on the live release (each needs 50)');
  expect(judgeCanary(healthy, figures({ pageViews: 49 }), thresholds).decision).toBe('wait');
  expect(judgeCanary(figures({ pageViews: 50, failed: 0 }), figures({ pageViews: 50 }), thresholds).decision).toBe('healthy');
});

test('failed page views beyond the allowed increase abort the canary; at the limit, it goes on', () => {
  // live 1/200 = 0.5 %: up to 2.5 % allowed, i.e. 5 of 200.
  expect(judgeCanary(figures({ failed: 5 }), healthy, thresholds).decision).toBe('healthy');
  const judgement = judgeCanary(figures({ failed: 6 }), healthy, thresholds);
  expect(judgement).toEqual({
    decision: 'abort',
    findings: ["failed page views: 3.0 % of 200 against the live release's 0.5 % of 200 (allowed up to 2.5 %)"],
  });
});

test('server renders falling back abort a canary even before visitors have reported enough page views', () => {
  const judgement = judgeCanary(figures({ pageViews: 3, renders: 20, fallbacks: 20 }), healthy, thresholds);
  expect(judgement.decision).toBe('abort');
  expect(judgement.findings).toEqual([
    "server renders that fell back to the browser: 100.0 % of 20 against the live release's 0.0 % of 100 (allowed up to 2.0 %)",
  ]);
  // Fewer renders than the minimum: not judged yet.
  expect(judgeCanary(figures({ pageViews: 3, renders: 19, fallbacks: 19 }), healthy, thresholds).decision).toBe('wait');
});

test('a slower LCP or INP beyond its ratio aborts; without a measurement on either side, it is not judged', () => {
  expect(judgeCanary(figures({ lcp: 1.5 }), healthy, thresholds).decision).toBe('healthy');
  expect(judgeCanary(figures({ lcp: 1.51 }), healthy, thresholds)).toEqual({
    decision: 'abort',
    findings: ["LCP p75: 1510 ms against the live release's 1200 ms (allowed up to 1500 ms)"],
  });
  expect(judgeCanary(figures({ inp: 0.2 }), healthy, thresholds).findings).toEqual([
    "INP p75: 200 ms against the live release's 120 ms (allowed up to 150 ms)",
  ]);
  const unmeasured = judgeCanary(figures({ lcp: null, inp: 9 }), figures({ inp: null }), thresholds);
  expect(unmeasured.decision).toBe('healthy');
  expect(unmeasured.findings.some((finding) => finding.startsWith('LCP') || finding.startsWith('INP'))).toBe(false);
});

test('several breaches are all named', () => {
  const judgement = judgeCanary(figures({ failed: 100, lcp: 3, fallbacks: 50 }), healthy, thresholds);
  expect(judgement.decision).toBe('abort');
  expect(judgement.findings).toHaveLength(3);
});
