import { rumVitals, type RumBeacon, type RumVital } from '@rcm/shared/rum';
import { counterIn } from '@rcm/shared/server';
import { Histogram, type Registry } from 'prom-client';

/** Why a beacon was not counted: too big, not JSON, not the contract, from another site, or one address sending too many. */
export type RumRejection = 'size' | 'malformed' | 'invalid' | 'origin' | 'rate';

export interface RumMetrics {
  /** Counts a valid beacon's events under its route, remote and `release` label. */
  record(beacon: RumBeacon, release: string): void;
  rejected(reason: RumRejection): void;
}

/** Each vital's histogram: its name, what it measures, the factor from web-vitals' value (ms) and its buckets. */
const histograms: Record<RumVital, { name: string; help: string; scale: number; buckets: number[] }> = {
  LCP: { name: 'rcm_rum_lcp_seconds', help: 'Largest Contentful Paint', scale: 1 / 1000, buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10, 20] },
  INP: { name: 'rcm_rum_inp_seconds', help: 'Interaction to Next Paint', scale: 1 / 1000, buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5] },
  FCP: { name: 'rcm_rum_fcp_seconds', help: 'First Contentful Paint', scale: 1 / 1000, buckets: [0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10, 20] },
  TTFB: { name: 'rcm_rum_ttfb_seconds', help: 'Time to First Byte', scale: 1 / 1000, buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 6, 10] },
  CLS: { name: 'rcm_rum_cls', help: 'Cumulative Layout Shift (unitless)', scale: 1, buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1] },
};

const PAGE_LABELS = ['remote', 'release', 'route'] as const;

/**
 * The metrics real visitors' beacons become, in one server's registry: page views, failures by
 * kind and a histogram per web vital, by remote, release and route pattern, and the beacons
 * refused by reason. Never a row per beacon: every series is bounded by the route table, the
 * remotes and the releases the site names.
 */
export function rumMetrics(registry: Registry): RumMetrics {
  const views = counterIn(
    registry,
    'rcm_rum_page_views_total',
    'Pages shown to visitors, as their browsers report (sampled by RUM_SAMPLE_RATE).',
    PAGE_LABELS,
  );
  const failures = counterIn(
    registry,
    'rcm_rum_failures_total',
    "Failures visitors' browsers report: a remote's entry or chunk not loading (load), a page's error boundary catching (render), a hydration mismatch (hydration).",
    [...PAGE_LABELS, 'kind'],
  );
  const rejected = counterIn(registry, 'rcm_rum_beacons_rejected_total', 'Beacons refused and not counted, by reason.', ['reason']);
  const vitals = Object.fromEntries(
    rumVitals.map((vital) => {
      const { name, help, buckets } = histograms[vital];
      const histogram = new Histogram({
        name,
        help: `${help} as visitors' browsers report it.`,
        labelNames: PAGE_LABELS,
        buckets,
        registers: [registry],
      });
      return [vital, histogram];
    }),
  ) as Record<RumVital, Histogram<(typeof PAGE_LABELS)[number]>>;
  return {
    record: (beacon, release) => {
      const labels = { remote: beacon.remote, release, route: beacon.route };
      for (const event of beacon.events) {
        if (event.type === 'view') views.inc(labels);
        else if (event.type === 'failure') failures.inc({ ...labels, kind: event.kind });
        else vitals[event.name].observe(labels, event.value * histograms[event.name].scale);
      }
    },
    rejected: (reason) => rejected.inc({ reason }),
  };
}
