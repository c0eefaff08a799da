import type { Page } from '@playwright/test';
import { metricValue } from '@rcm/shared/testing';
import { origins } from './ports';

/**
 * The `METRICS_TOKEN` the site started for the tests runs with (playwright.config.ts gives it
 * to `node scripts/start.mjs`, which hands it to the backend and every web server), so tests can
 * read `/metrics` as Prometheus does.
 */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-of-the-test-site-only-000000';

/** The `/metrics` text of the site's first shell web server (or `origin`'s), with the metrics token. */
export async function shellMetrics(origin: string = origins.shell): Promise<string> {
  const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } });
  if (!response.ok) throw new Error(`GET ${origin}/metrics answered ${response.status}`);
  return response.text();
}

/** The sum of `name`'s samples with these labels in a scrape (0 when there is none yet). */
export const counted = (text: string, name: string, labels: Record<string, string>): number => metricValue(text, name, labels) ?? 0;

/** Resolves once the page has loaded its reporting code (the shell loads it when the browser is idle): only then does leaving send its beacons. */
export const reportingLoaded = (page: Page) =>
  page.waitForResponse((response) => /\/rum\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname));
