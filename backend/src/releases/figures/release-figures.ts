import type { RemoteName } from '@rcm/shared';

/** A histogram's cumulative buckets, by upper bound (`le`) ascending, the last one `+Inf`. */
export type HistogramBuckets = ReadonlyArray<{ le: number; count: number }>;

/**
 * What the servers have counted of one release of a remote, added up over every instance: the
 * totals since each counter began. Cumulative on purpose: the canary analysis keeps the reading
 * from when a canary started and subtracts it (`releaseFigures`), which gives exact counts over
 * the canary's life from Prometheus and from the servers alike.
 */
export interface ReleaseCounts {
  remote: RemoteName;
  /** The `release` label: the release's id, or `file` for a remote served from its own server. */
  release: string;
  /** Page views the visitors' browsers reported (`rcm_rum_page_views_total`). */
  pageViews: number;
  /** Failed page views they reported: load failures, caught render errors, hydration mismatches (`rcm_rum_failures_total`). */
  failures: number;
  /** Pages the web servers rendered, and those of them that fell back to the browser (`rcm_page_renders_total`). */
  renders: number;
  fallbacks: number;
  /** The release's manifest or Node build the web servers could not fetch (`rcm_remote_fetch_failures_total`). */
  fetchFailures: number;
  /** Largest Contentful Paint and Interaction to Next Paint, in seconds (`rcm_rum_lcp_seconds`, `rcm_rum_inp_seconds`). */
  lcp: HistogramBuckets;
  inp: HistogramBuckets;
  /** Cumulative Layout Shift, unitless (`rcm_rum_cls`): shown in the console, not judged by the analysis. */
  cls: HistogramBuckets;
}

/** Where the counts come from: Prometheus (`prometheusFigures`) or the servers' own `/metrics` (`serverMetricsFigures`). */
export interface ReleaseFiguresSource {
  /** Every release of `remote` any server has counted something of. */
  counts(remote: RemoteName): Promise<ReleaseCounts[]>;
}

/** The figures the canary analysis compares, for one release over a span of time. */
export interface ReleaseFigures {
  remote: RemoteName;
  release: string;
  pageViews: number;
  /** Undefined without a page view: nothing to divide by (not zero: "no failures" is a finding). */
  failuresPerPageView: number | undefined;
  renders: number;
  fallbacksPerRender: number | undefined;
  fetchFailures: number;
  lcpP75Seconds: number | undefined;
  inpP75Seconds: number | undefined;
  clsP75: number | undefined;
}

/** The counts every field at zero: a release no server had counted anything of yet. */
export function noCounts(remote: RemoteName, release: string): ReleaseCounts {
  return { remote, release, pageViews: 0, failures: 0, renders: 0, fallbacks: 0, fetchFailures: 0, lcp: [], inp: [], cls: [] };
}

/** Buckets as JSON keeps them: it has no Infinity, so the `+Inf` bound was written as null. */
type StoredBuckets = ReadonlyArray<{ le: number | null; count: number }>;

/** Counts as `JSON.stringify` left them in the database, a histogram missing if stored before it was counted. */
export type StoredCounts = Omit<ReleaseCounts, 'lcp' | 'inp' | 'cls'> & Partial<Record<'lcp' | 'inp' | 'cls', StoredBuckets>>;

const boundsOf = (buckets: StoredBuckets = []): HistogramBuckets => buckets.map(({ le, count }) => ({ le: le ?? Infinity, count }));

/**
 * Counts read back from JSON the database holds (a canary's baseline, a figures sample): the
 * `+Inf` bound JSON wrote as null is Infinity again (else no quantile could be read from them),
 * and a histogram stored before it existed (CLS came after the analysis) is empty, not missing.
 */
export function storedCounts(stored: StoredCounts): ReleaseCounts {
  return { ...stored, lcp: boundsOf(stored.lcp), inp: boundsOf(stored.inp), cls: boundsOf(stored.cls) };
}

/**
 * A counter's growth from `earlier` to `later`. A smaller later figure means an instance
 * restarted and its counters began again: then what it counted since is `later` (as
 * Prometheus' `increase` reads a reset), an undercount rather than a negative one.
 */
const growth = (later: number, earlier: number) => (later >= earlier ? later - earlier : later);

function bucketsGrowth(later: HistogramBuckets, earlier: HistogramBuckets): HistogramBuckets {
  const before = new Map(earlier.map((bucket) => [bucket.le, bucket.count]));
  const reset = later.some((bucket) => bucket.count < (before.get(bucket.le) ?? 0));
  return reset ? later : later.map((bucket) => ({ le: bucket.le, count: bucket.count - (before.get(bucket.le) ?? 0) }));
}

/**
 * The `q` quantile of a histogram's observations as Prometheus' `histogram_quantile` computes it:
 * linear within the bucket the rank falls in, the first bucket starting at 0, and a rank in the
 * `+Inf` bucket answered with the highest finite bound. Undefined without observations.
 */
export function histogramQuantile(q: number, buckets: HistogramBuckets): number | undefined {
  const last = buckets.at(-1);
  if (buckets.length < 2 || last?.le !== Infinity || last.count === 0) return undefined;
  const rank = q * last.count;
  let index = buckets.findIndex((bucket, i) => i < buckets.length - 1 && bucket.count >= rank);
  if (index === -1) index = buckets.length - 1;
  const bucket = buckets[index]!;
  const below = buckets[index - 1];
  if (index === buckets.length - 1) return below?.le;
  if (!below && bucket.le <= 0) return bucket.le;
  const start = below?.le ?? 0;
  const countBelow = below?.count ?? 0;
  return start + (bucket.le - start) * ((rank - countBelow) / (bucket.count - countBelow));
}

/** The share `part / whole`, undefined when `whole` is zero. */
const share = (part: number, whole: number) => (whole > 0 ? part / whole : undefined);

/**
 * One release's figures between two readings of its counts: `atStart` taken when the span began
 * (a canary's start; omitted: since the counters began), `now` the latest.
 */
export function releaseFigures(now: ReleaseCounts, atStart: ReleaseCounts = noCounts(now.remote, now.release)): ReleaseFigures {
  const pageViews = growth(now.pageViews, atStart.pageViews);
  const renders = growth(now.renders, atStart.renders);
  return {
    remote: now.remote,
    release: now.release,
    pageViews,
    failuresPerPageView: share(growth(now.failures, atStart.failures), pageViews),
    renders,
    fallbacksPerRender: share(growth(now.fallbacks, atStart.fallbacks), renders),
    fetchFailures: growth(now.fetchFailures, atStart.fetchFailures),
    lcpP75Seconds: histogramQuantile(0.75, bucketsGrowth(now.lcp, atStart.lcp)),
    inpP75Seconds: histogramQuantile(0.75, bucketsGrowth(now.inp, atStart.inp)),
    clsP75: histogramQuantile(0.75, bucketsGrowth(now.cls, atStart.cls)),
  };
}
