import type { RuntimeConfig } from '@rcm/shared';

/** What the decision reads of the browser: Global Privacy Control (`Sec-GPC`'s script side). */
export interface PrivacySignals {
  globalPrivacyControl?: boolean;
}

/**
 * Whether this page load reports its visitor's experience: never when the browser asks for
 * Global Privacy Control or the config names no sample rate (no web server to take beacons),
 * otherwise with the probability `rumSampleRate` (`random` is `Math.random`). Decided once per
 * page load, in the browser: nothing is stored to remember it, no cookie, no id.
 */
export function reportsThisPageLoad(config: Pick<RuntimeConfig, 'rumSampleRate'>, signals: PrivacySignals, random: () => number): boolean {
  if (signals.globalPrivacyControl === true) return false;
  const rate = config.rumSampleRate ?? 0;
  return rate > 0 && random() < rate;
}
