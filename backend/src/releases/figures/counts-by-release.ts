import type { RemoteName } from '@rcm/shared';
import { noCounts, type ReleaseCounts } from './release-figures';

export type CountField = 'pageViews' | 'failures' | 'renders' | 'fallbacks' | 'fetchFailures';
export type BucketField = 'lcp' | 'inp' | 'cls';

/**
 * The series each field of `ReleaseCounts` is read from: in Prometheus, the recording rules of
 * ops/prometheus/rules/recording.yml (`rcm-release-totals`); in a server's own `/metrics`, the
 * metrics those rules add up, with the same label filter. The two columns must say the same
 * thing: the Prometheus test compares what each source reads.
 */
export const COUNT_SERIES: ReadonlyArray<{ field: CountField; rule: string; metric: string; labels?: Record<string, string> }> = [
  { field: 'pageViews', rule: 'remote_release:rcm_rum_page_views:sum', metric: 'rcm_rum_page_views_total' },
  { field: 'failures', rule: 'remote_release:rcm_rum_failures:sum', metric: 'rcm_rum_failures_total' },
  { field: 'renders', rule: 'remote_release:rcm_page_renders:sum', metric: 'rcm_page_renders_total' },
  { field: 'fallbacks', rule: 'remote_release:rcm_page_fallbacks:sum', metric: 'rcm_page_renders_total', labels: { outcome: 'fallback' } },
  { field: 'fetchFailures', rule: 'remote_release:rcm_remote_fetch_failures:sum', metric: 'rcm_remote_fetch_failures_total' },
];
export const BUCKET_SERIES: ReadonlyArray<{ field: BucketField; rule: string; metric: string }> = [
  { field: 'lcp', rule: 'remote_release_le:rcm_rum_lcp_seconds_bucket:sum', metric: 'rcm_rum_lcp_seconds_bucket' },
  { field: 'inp', rule: 'remote_release_le:rcm_rum_inp_seconds_bucket:sum', metric: 'rcm_rum_inp_seconds_bucket' },
  { field: 'cls', rule: 'remote_release_le:rcm_rum_cls_bucket:sum', metric: 'rcm_rum_cls_bucket' },
];

/** Adds samples up into each release's counts, whichever source they come from. */
export function countsByRelease(remote: RemoteName) {
  const releases = new Map<string, ReleaseCounts>();
  const buckets = new Map<string, Map<number, number>>();
  const of = (release: string) => {
    let counts = releases.get(release);
    if (!counts) releases.set(release, (counts = noCounts(remote, release)));
    return counts;
  };
  return {
    add(release: string, field: CountField, value: number) {
      of(release)[field] += value;
    },
    addBucket(release: string, field: BucketField, le: number, value: number) {
      of(release);
      const key = `${release}\n${field}`;
      const byBound = buckets.get(key) ?? new Map<number, number>();
      buckets.set(key, byBound.set(le, (byBound.get(le) ?? 0) + value));
    },
    counts(): ReleaseCounts[] {
      return [...releases.values()].map((counts) => {
        const histogram = (field: BucketField) =>
          [...(buckets.get(`${counts.release}\n${field}`) ?? new Map<number, number>())]
            .map(([le, count]) => ({ le, count }))
            .sort((a, b) => a.le - b.le);
        return { ...counts, lcp: histogram('lcp'), inp: histogram('inp'), cls: histogram('cls') };
      });
    },
  };
}
