import { canaryThresholdsFromEnv } from '../releases/canary-analysis/canary-thresholds';
import { prometheusFigures, serverMetricsFigures, type ReleaseFiguresSource } from '../releases/figures';
import { RELEASE_REMOTES } from '../releases/release-rules';
import type { AppOptions } from './app-options';
import { positiveWhole, seconds } from './env-values';

/**
 * Where the release figures are read (the canary analysis, the figures sampler): Prometheus
 * (`PROMETHEUS_URL`) or, without one, the web servers' own `/metrics` (`CANARY_METRICS_URLS`,
 * comma separated, read with `METRICS_TOKEN`); neither: undefined, and both are off.
 */
function figuresSourceFromEnv(env: NodeJS.ProcessEnv): ReleaseFiguresSource | undefined {
  const servers = (env.CANARY_METRICS_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (servers.length > 0 && !env.PROMETHEUS_URL && !env.METRICS_TOKEN)
    throw new Error('CANARY_METRICS_URLS needs METRICS_TOKEN: the web servers answer /metrics only with it');
  if (env.PROMETHEUS_URL) return prometheusFigures(env.PROMETHEUS_URL);
  return servers.length > 0 && env.METRICS_TOKEN ? serverMetricsFigures(servers, env.METRICS_TOKEN) : undefined;
}

/** A minute: a canary's figures move in minutes, and every look is a scrape or a query of each source. */
const DEFAULT_CANARY_CHECK_SECONDS = 60;

/**
 * The canary analysis: `CANARY_CHECK_SECONDS` (a minute; `0`: off here), its figures from
 * `figuresSourceFromEnv` (none: off). Each remote's thresholds are read now, so a bad value
 * stops the start.
 */
export function canaryAnalysisFromEnv(env: NodeJS.ProcessEnv): AppOptions['canaryAnalysis'] {
  const thresholds = new Map(RELEASE_REMOTES.map((remote) => [remote, canaryThresholdsFromEnv(env, remote)]));
  const figures = figuresSourceFromEnv(env);
  if (env.CANARY_CHECK_SECONDS === '0') return undefined;
  const everyMs = seconds(env.CANARY_CHECK_SECONDS, 'CANARY_CHECK_SECONDS', DEFAULT_CANARY_CHECK_SECONDS) * 1000;
  return figures && { everyMs, figures, thresholds: (remote) => thresholds.get(remote)! };
}

/** A minute, as the analysis looks: a canary's step is minutes long, and its chart should show them. */
const DEFAULT_FIGURES_SAMPLE_SECONDS = 60;
/** Two days: a canary's whole life and the day before it, about 2,900 small rows per release at a minute. */
const DEFAULT_FIGURES_KEEP_HOURS = 48;

/**
 * The release figures sampler (the console's charts): a sample every `RELEASE_FIGURES_SAMPLE_SECONDS`
 * (a minute; `0`: off here; the slots are cut by it, so every instance must say the same), kept
 * `RELEASE_FIGURES_KEEP_HOURS` (48), from the analysis' source of figures (none: off).
 */
export function releaseFiguresSamplerFromEnv(env: NodeJS.ProcessEnv): AppOptions['releaseFiguresSampler'] {
  const figures = figuresSourceFromEnv(env);
  const keepHours = positiveWhole(env.RELEASE_FIGURES_KEEP_HOURS, 'RELEASE_FIGURES_KEEP_HOURS', DEFAULT_FIGURES_KEEP_HOURS, 'hours');
  if (env.RELEASE_FIGURES_SAMPLE_SECONDS === '0' || !figures) return undefined;
  const everySeconds = seconds(env.RELEASE_FIGURES_SAMPLE_SECONDS, 'RELEASE_FIGURES_SAMPLE_SECONDS', DEFAULT_FIGURES_SAMPLE_SECONDS);
  return { everyMs: everySeconds * 1000, keepMs: keepHours * 3600 * 1000, figures };
}
