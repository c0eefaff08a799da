import type { Metric, Registry } from 'prom-client';

/** The part of a Fastify server that `countRequests` uses (so @rcm/shared needs no Fastify). */
interface CountedServer {
  addHook(
    name: 'onResponse',
    hook: (
      request: { method: string; is404: boolean; routeOptions: { url?: string } },
      reply: { statusCode: number; elapsedTime: number },
      done: () => void,
    ) => void,
  ): unknown;
}

const NAME = 'rcm_http_request_duration_seconds';
const HELP = 'Time from a request to its reply, by method, route pattern and status code.';
/** prom-client's default buckets, in seconds, which this histogram had when it was prom-client's own. */
const UPPER_BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

type Label = 'method' | 'route' | 'status_code';

/** One line of the histogram's text, as prom-client's registry reads it from `get()`. */
interface HistogramLine {
  metricName: string;
  labels: Readonly<Record<string, string | number>>;
  value: number;
}

interface Series {
  readonly labels: Readonly<Record<Label, string | number>>;
  /** Observations per bucket, not yet cumulative; the last is above every bound (`+Inf` only). */
  readonly perBucket: number[];
  sum: number;
  count: number;
}

/**
 * The request histogram, kept by hand and read by prom-client's registry like its own metrics
 * (same name, help, buckets and lines; its series grouped by route). Why not prom-client's
 * `Histogram`: its `observe` checks and hashes the labels object at every call, 310–340 ns in a
 * loop against this hook's 13–20 ns, the largest part of what the metrics cost a web server's
 * cached page of about 60 µs (docs/performance.md, issue 28's ≤ 2 %). Here one reply is three
 * map lookups by values the code bounds (route pattern, method, status) and a few additions.
 */
class RequestDurations {
  readonly name = NAME;
  readonly help = HELP;
  readonly type = 'histogram' as const;
  readonly aggregator = 'sum' as const;
  private readonly byRoute = new Map<string, Map<string, Map<number, Series>>>();

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) this.byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(statusCode);
    if (!series) {
      series = {
        labels: { method, route, status_code: statusCode },
        perBucket: new Array<number>(UPPER_BOUNDS.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      byStatus.set(statusCode, series);
    }
    let bucket = 0;
    while (bucket < UPPER_BOUNDS.length && seconds > (UPPER_BOUNDS[bucket] as number)) bucket += 1;
    series.perBucket[bucket] = (series.perBucket[bucket] as number) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** What prom-client's registry asks each metric for at a scrape: cumulative buckets, sum, count. */
  get(): Promise<{ name: string; help: string; type: 'histogram'; aggregator: 'sum'; values: HistogramLine[] }> {
    const values: HistogramLine[] = [];
    for (const byMethod of this.byRoute.values())
      for (const byStatus of byMethod.values())
        for (const series of byStatus.values()) {
          let below = 0;
          UPPER_BOUNDS.forEach((bound, bucket) => {
            below += series.perBucket[bucket] as number;
            values.push({ metricName: `${NAME}_bucket`, labels: { le: bound, ...series.labels }, value: below });
          });
          values.push(
            { metricName: `${NAME}_bucket`, labels: { le: '+Inf', ...series.labels }, value: series.count },
            { metricName: `${NAME}_sum`, labels: { ...series.labels }, value: series.sum },
            { metricName: `${NAME}_count`, labels: { ...series.labels }, value: series.count },
          );
        }
    return Promise.resolve({ name: NAME, help: HELP, type: this.type, aggregator: this.aggregator, values });
  }

  /** As prom-client's `registry.resetMetrics()` asks of every metric. */
  reset(): void {
    this.byRoute.clear();
  }
}

/**
 * Counts every reply in a latency histogram by method, route and status. The route is the
 * pattern the request matched (`/v1/account/sessions/:sessionId`), never its URL: a label takes
 * only values from a set the code bounds, or each visitor's URL would make a new series. A
 * request no route matched is counted under `unmatchedRoute` (the web server's pages: its
 * not-found handler serves them) without building Fastify's `routeOptions` (170 ns).
 */
export function countRequests(app: CountedServer, registry: Registry, { unmatchedRoute }: { unmatchedRoute: string }): void {
  const durations = new RequestDurations();
  // The registry takes any object with a name and `get()`; its type lists only its own classes.
  registry.registerMetric(durations as unknown as Metric);
  // A callback hook, not an async one: no promise and no microtask at every reply.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.is404 ? unmatchedRoute : (request.routeOptions.url ?? unmatchedRoute);
    durations.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
