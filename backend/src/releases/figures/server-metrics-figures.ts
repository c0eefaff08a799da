import type { RemoteName } from '@rcm/shared';
import { parseMetricsText, prometheusNumber } from '@rcm/shared/server';
import { BUCKET_SERIES, COUNT_SERIES, countsByRelease } from './counts-by-release';
import type { ReleaseFiguresSource } from './release-figures';

/**
 * Release counts read from the web servers' own `/metrics` (`Authorization: Bearer
 * <METRICS_TOKEN>`), added up over `serverUrls`: what the canary analysis reads with a single
 * instance and no Prometheus. The same sums as Prometheus' recording rules.
 */
export function serverMetricsFigures(serverUrls: readonly string[], metricsToken: string): ReleaseFiguresSource {
  const scrape = async (serverUrl: string) => {
    const response = await fetch(new URL('/metrics', serverUrl), { headers: { authorization: `Bearer ${metricsToken}` } });
    if (!response.ok) throw new Error(`${serverUrl}/metrics answered ${response.status}`);
    return parseMetricsText(await response.text());
  };
  return {
    async counts(remote: RemoteName) {
      const sum = countsByRelease(remote);
      for (const samples of await Promise.all(serverUrls.map(scrape))) {
        for (const { name, labels, value } of samples) {
          if (labels.remote !== remote || labels.release === undefined) continue;
          for (const series of COUNT_SERIES)
            if (series.metric === name && Object.entries(series.labels ?? {}).every(([key, wanted]) => labels[key] === wanted))
              sum.add(labels.release, series.field, value);
          for (const series of BUCKET_SERIES)
            if (series.metric === name) sum.addBucket(labels.release, series.field, prometheusNumber(labels.le ?? ''), value);
        }
      }
      return sum.counts();
    },
  };
}
