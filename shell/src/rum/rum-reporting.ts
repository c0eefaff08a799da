// Loaded when the browser is idle after the first page (see rum.ts): none of this is on the page's critical path.
import type { RuntimeConfig } from '@rcm/shared';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { createRumReporter, type RumReporter } from './rum-reporter';

/**
 * The reporter of a sampled page load: web vitals of the page it landed on, and whatever waits
 * sent when the page is hidden or left (the last moment a browser reliably sends a beacon).
 */
export function startReporting(config: Pick<RuntimeConfig, 'remotes'>, landingPath: string): RumReporter {
  const reporter = createRumReporter(config, (url, body) => navigator.sendBeacon(url, body));
  const hidden = () => document.visibilityState === 'hidden';
  addEventListener('visibilitychange', () => hidden() && reporter.flush());
  addEventListener('pagehide', () => reporter.flush());
  // web-vitals reports LCP, CLS and INP as the page is hidden, after the listener above has run: sent at once then.
  const report = (metric: Metric) => {
    reporter.vital(metric.name, metric.value, landingPath);
    if (hidden()) reporter.flush();
  };
  for (const subscribe of [onLCP, onINP, onCLS, onFCP, onTTFB]) subscribe(report);
  return reporter;
}
