import type { RemoteName } from '@rcm/shared';

/**
 * How much worse than the live release a canary may be before it is stopped, and how much it
 * must have been seen first. Defaults in the README ("Canary analysis"); each is set by an
 * environment variable, for every remote or (suffixed with the remote's name) for one.
 */
export interface CanaryThresholds {
  /** Page views each side needs in the window before anything is judged. */
  minPageViews: number;
  /** Server renders each side needs before the fallback rates are compared. */
  minServerRenders: number;
  /** The candidate's failed page views per page view may exceed the live's by this much (0.02: 2 points). */
  maxFailureRateIncrease: number;
  /** The candidate's fallbacks per server render may exceed the live's by this much. */
  maxFallbackRateIncrease: number;
  /** The candidate's p75 LCP may be this many times the live's. */
  maxLcpRatio: number;
  /** The candidate's p75 INP may be this many times the live's. */
  maxInpRatio: number;
}

export const DEFAULT_CANARY_THRESHOLDS: Readonly<CanaryThresholds> = {
  minPageViews: 50,
  minServerRenders: 20,
  maxFailureRateIncrease: 0.02,
  maxFallbackRateIncrease: 0.02,
  maxLcpRatio: 1.25,
  maxInpRatio: 1.25,
};

/** Each threshold's environment variable; `<NAME>_<REMOTE>` (e.g. `CANARY_MAX_LCP_RATIO_MARKETING`) sets it for one remote. */
export const CANARY_THRESHOLD_VARIABLES: Readonly<Record<keyof CanaryThresholds, string>> = {
  minPageViews: 'CANARY_MIN_PAGE_VIEWS',
  minServerRenders: 'CANARY_MIN_SERVER_RENDERS',
  maxFailureRateIncrease: 'CANARY_MAX_FAILURE_RATE_INCREASE',
  maxFallbackRateIncrease: 'CANARY_MAX_FALLBACK_RATE_INCREASE',
  maxLcpRatio: 'CANARY_MAX_LCP_RATIO',
  maxInpRatio: 'CANARY_MAX_INP_RATIO',
};

/** The range each threshold's value must be in: counts are whole and positive, rates 0–1, ratios at least 1. */
const ranges: Record<keyof CanaryThresholds, { min: number; max: number; integer: boolean }> = {
  minPageViews: { min: 1, max: 1_000_000, integer: true },
  minServerRenders: { min: 1, max: 1_000_000, integer: true },
  maxFailureRateIncrease: { min: 0, max: 1, integer: false },
  maxFallbackRateIncrease: { min: 0, max: 1, integer: false },
  maxLcpRatio: { min: 1, max: 100, integer: false },
  maxInpRatio: { min: 1, max: 100, integer: false },
};

/** One remote's thresholds from the environment; a value out of its range stops the server, naming the variable. */
export function canaryThresholdsFromEnv(env: NodeJS.ProcessEnv, remote: RemoteName): CanaryThresholds {
  const thresholds = { ...DEFAULT_CANARY_THRESHOLDS };
  for (const key of Object.keys(CANARY_THRESHOLD_VARIABLES) as (keyof CanaryThresholds)[]) {
    const variables = [CANARY_THRESHOLD_VARIABLES[key], `${CANARY_THRESHOLD_VARIABLES[key]}_${remote.toUpperCase()}`];
    for (const name of variables) {
      const raw = env[name];
      if (raw === undefined || raw.trim() === '') continue;
      const value = Number(raw);
      const range = ranges[key];
      if (!Number.isFinite(value) || value < range.min || value > range.max || (range.integer && !Number.isInteger(value)))
        throw new Error(`${name} must be ${range.integer ? 'a whole number' : 'a number'} from ${range.min} to ${range.max}, got "${raw}"`);
      thresholds[key] = value;
    }
  }
  return thresholds;
}
