import { counterIn, serveMetrics, serverRegistry } from '@rcm/shared/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { Histogram } from 'prom-client';
import { histogramQuantile, noCounts, releaseFigures, serverMetricsFigures, storedCounts, type ReleaseCounts, type StoredCounts } from '.';

const TOKEN = 'm'.repeat(40);
const inf = Number.POSITIVE_INFINITY;

test("a quantile is Prometheus' histogram_quantile: linear within its bucket, from 0 in the first, the highest bound in +Inf's", () => {
  const buckets = [
    { le: 0.5, count: 2 },
    { le: 1, count: 6 },
    { le: 2, count: 8 },
    { le: inf, count: 8 },
  ];
  // Rank 6 of 8 is the last observation of the (0.5, 1] bucket.
  expect(histogramQuantile(0.75, buckets)).toBe(1);
  // Rank 1: half way through the first bucket's 2, which starts at 0.
  expect(histogramQuantile(0.125, buckets)).toBe(0.25);
  expect(histogramQuantile(0.75, [...buckets.slice(0, 3), { le: inf, count: 40 }])).toBe(2);
  expect(
    histogramQuantile(
      0.75,
      buckets.map(({ le }) => ({ le, count: 0 })),
    ),
  ).toBeUndefined();
  expect(histogramQuantile(0.75, [])).toBeUndefined();
});

test('figures over a span are the counts since its start; an instance restarted in between counts what it counted since', () => {
  const lcp = (counts: number[]) => [0.5, 1, 2, inf].map((le, i) => ({ le, count: counts[i] ?? 0 }));
  const atStart: ReleaseCounts = {
    ...noCounts('marketing', 'r1'),
    pageViews: 100,
    failures: 10,
    renders: 50,
    fallbacks: 5,
    lcp: lcp([10, 20, 30, 30]),
  };
  const now: ReleaseCounts = { ...atStart, pageViews: 140, failures: 12, renders: 40, fallbacks: 4, lcp: lcp([10, 22, 38, 38]) };
  expect(releaseFigures(now, atStart)).toEqual({
    remote: 'marketing',
    release: 'r1',
    pageViews: 40,
    failuresPerPageView: 2 / 40,
    // Renders fell from 50 to 40: begun again, 40 since.
    renders: 40,
    fallbacksPerRender: 4 / 40,
    fetchFailures: 0,
    // 8 new observations: 2 in (0.5, 1], 6 in (1, 2]; rank 6 is the fourth of the latter.
    lcpP75Seconds: 1 + (6 - 2) / 6,
    inpP75Seconds: undefined,
    clsP75: undefined,
  });
  // As the database gives it back (a canary's baseline, a sample): JSON wrote +Inf as null, and a baseline from before CLS has none.
  const { cls: _, ...storedBeforeCls } = JSON.parse(JSON.stringify(atStart)) as StoredCounts;
  expect(releaseFigures(now, storedCounts(storedBeforeCls))).toEqual(releaseFigures(now, atStart));
  expect(releaseFigures(noCounts('marketing', 'r2'))).toMatchObject({
    pageViews: 0,
    failuresPerPageView: undefined,
    fallbacksPerRender: undefined,
  });
});

describe("the servers' own metrics, added up over instances", () => {
  const servers: FastifyInstance[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  /** A web server's metrics as prom-client writes them, with what `fill` counts. */
  async function metricsServer(fill: (metrics: ReturnType<typeof metricsOf>) => void): Promise<string> {
    const registry = serverRegistry();
    const metrics = metricsOf(registry);
    fill(metrics);
    const app = Fastify();
    serveMetrics(app, registry, TOKEN);
    servers.push(app);
    return app.listen({ port: 0, host: '127.0.0.1' });
  }
  function metricsOf(registry: ReturnType<typeof serverRegistry>) {
    const labelNames = ['remote', 'release', 'route'] as const;
    return {
      views: counterIn(registry, 'rcm_rum_page_views_total', 'views', labelNames),
      failures: counterIn(registry, 'rcm_rum_failures_total', 'failures', [...labelNames, 'kind']),
      renders: counterIn(registry, 'rcm_page_renders_total', 'renders', ['remote', 'release', 'outcome']),
      lcp: new Histogram({ name: 'rcm_rum_lcp_seconds', help: 'lcp', labelNames, buckets: [0.5, 1, 2.5], registers: [registry] }),
      cls: new Histogram({ name: 'rcm_rum_cls', help: 'cls', labelNames, buckets: [0.05, 0.1, 0.25], registers: [registry] }),
    };
  }

  test('each release of the remote asked about, its counters and buckets summed, other remotes left out', async () => {
    const first = await metricsServer(({ views, failures, renders, lcp, cls }) => {
      views.inc({ remote: 'marketing', release: 'r1', route: '/' }, 3);
      views.inc({ remote: 'marketing', release: 'r1', route: '/about' }, 1);
      views.inc({ remote: 'account', release: 'a1', route: '/login' }, 9);
      failures.inc({ remote: 'marketing', release: 'r1', route: '/', kind: 'load' });
      renders.inc({ remote: 'marketing', release: 'r1', outcome: 'server' }, 4);
      renders.inc({ remote: 'marketing', release: 'r1', outcome: 'fallback' }, 1);
      for (const seconds of [0.3, 0.8, 2]) lcp.observe({ remote: 'marketing', release: 'r1', route: '/' }, seconds);
      for (const shift of [0.01, 0.02, 0.2, 0.3]) cls.observe({ remote: 'marketing', release: 'r1', route: '/' }, shift);
    });
    const second = await metricsServer(({ views, failures, lcp }) => {
      views.inc({ remote: 'marketing', release: 'r1', route: '/' }, 4);
      views.inc({ remote: 'marketing', release: 'r2', route: '/' }, 2);
      failures.inc({ remote: 'marketing', release: 'r2', route: '/', kind: 'hydration' }, 2);
      lcp.observe({ remote: 'marketing', release: 'r1', route: '/about' }, 3);
    });
    const counts = await serverMetricsFigures([first, second], TOKEN).counts('marketing');
    const byRelease = Object.fromEntries(counts.map((release) => [release.release, releaseFigures(release)]));
    expect(Object.keys(byRelease).sort()).toEqual(['r1', 'r2']);
    expect(byRelease.r1).toEqual({
      remote: 'marketing',
      release: 'r1',
      pageViews: 8,
      failuresPerPageView: 1 / 8,
      renders: 5,
      fallbacksPerRender: 1 / 5,
      fetchFailures: 0,
      // Four observations over both servers: rank 3 is the (1, 2.5] bucket's only one.
      lcpP75Seconds: 2.5,
      inpP75Seconds: undefined,
      // Rank 3 of 4 shifts: the (0.1, 0.25] bucket's only one.
      clsP75: 0.25,
    });
    expect(byRelease.r2).toMatchObject({ pageViews: 2, failuresPerPageView: 1, renders: 0, lcpP75Seconds: undefined });
  });

  test('a server that refuses the token fails the reading: a sum without one instance would mislead', async () => {
    const server = await metricsServer(() => undefined);
    await expect(serverMetricsFigures([server], 'x'.repeat(40)).counts('marketing')).rejects.toThrow(/answered 401/);
  });
});
