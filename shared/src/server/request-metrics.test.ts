import { Histogram, Registry } from 'prom-client';
import { metricValue } from '../testing/metrics-text';
import { countRequests } from './request-metrics';

interface Reply {
  method: string;
  /** The route pattern the request matched; undefined when none did. */
  route?: string;
  statusCode: number;
  milliseconds: number;
}

/** A registry counting `replies` as a Fastify server's onResponse hook would see them. */
async function countedText(replies: readonly Reply[]): Promise<{ text: string; registry: Registry }> {
  const registry = new Registry();
  let hook: Parameters<Parameters<typeof countRequests>[0]['addHook']>[1] | undefined;
  countRequests({ addHook: (_name, given) => (hook = given) }, registry, { unmatchedRoute: 'page' });
  for (const reply of replies) {
    let done = false;
    const request = {
      method: reply.method,
      is404: reply.route === undefined,
      get routeOptions() {
        if (reply.route === undefined) throw new Error('an unmatched request never builds routeOptions');
        return { url: reply.route };
      },
    };
    hook?.(request, { statusCode: reply.statusCode, elapsedTime: reply.milliseconds }, () => (done = true));
    expect(done).toBe(true);
  }
  return { text: await registry.metrics(), registry };
}

/** The same replies in prom-client's own Histogram, as the request histogram was before. */
async function promClientText(replies: readonly Reply[]): Promise<string> {
  const registry = new Registry();
  const histogram = new Histogram({
    name: 'rcm_http_request_duration_seconds',
    help: 'Time from a request to its reply, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  for (const reply of replies)
    histogram.observe({ method: reply.method, route: reply.route ?? 'page', status_code: reply.statusCode }, reply.milliseconds / 1000);
  return registry.metrics();
}

const replies: Reply[] = [
  { method: 'GET', route: '/v1/account', statusCode: 200, milliseconds: 3 },
  { method: 'GET', route: '/v1/account', statusCode: 200, milliseconds: 5 },
  { method: 'GET', route: '/v1/account', statusCode: 200, milliseconds: 5.0001 },
  { method: 'GET', route: '/v1/account', statusCode: 401, milliseconds: 0.2 },
  { method: 'POST', route: '/v1/account', statusCode: 201, milliseconds: 240 },
  { method: 'GET', statusCode: 200, milliseconds: 0.06 },
  { method: 'GET', statusCode: 404, milliseconds: 12_000 },
  { method: 'HEAD', statusCode: 200, milliseconds: 10_000 },
  { method: 'GET', route: '/v1/contact/:id', statusCode: 500, milliseconds: 2500 },
];

test('the text is what prom-client’s own histogram gives for the same replies, bucket for bucket', async () => {
  const { text } = await countedText(replies);
  expect(text).toBe(await promClientText(replies));
});

test('buckets are cumulative, a bound holds what equals it, and +Inf, sum and count close each series', async () => {
  const { text } = await countedText(replies);
  const account = { method: 'GET', route: '/v1/account', status_code: '200' };
  const bucket = (le: string, labels: Record<string, string> = account) =>
    metricValue(text, 'rcm_http_request_duration_seconds_bucket', { ...labels, le });
  expect(bucket('0.001')).toBeUndefined();
  expect(bucket('0.005')).toBe(2);
  expect(bucket('0.01')).toBe(3);
  expect(bucket('10')).toBe(3);
  expect(bucket('+Inf')).toBe(3);
  expect(metricValue(text, 'rcm_http_request_duration_seconds_count', account)).toBe(3);
  expect(metricValue(text, 'rcm_http_request_duration_seconds_sum', account)).toBeCloseTo(0.0130001, 9);
  const slowPage = { method: 'GET', route: 'page', status_code: '404' };
  expect(bucket('10', slowPage)).toBe(0);
  expect(bucket('+Inf', slowPage)).toBe(1);
  expect(bucket('10', { method: 'HEAD', route: 'page', status_code: '200' })).toBe(1);
});

test('a reply no route matched is counted under the unmatched route, by its method and status', async () => {
  const { text } = await countedText(replies);
  expect(metricValue(text, 'rcm_http_request_duration_seconds_count', { method: 'GET', route: 'page', status_code: '200' })).toBe(1);
  expect(metricValue(text, 'rcm_http_request_duration_seconds_count', { method: 'HEAD', route: 'page', status_code: '200' })).toBe(1);
  expect(
    metricValue(text, 'rcm_http_request_duration_seconds_count', { method: 'POST', route: 'page', status_code: '201' }),
  ).toBeUndefined();
});

test('the registry’s reset empties it, and JSON reads it too (7 series of 14 lines)', async () => {
  const { registry } = await countedText(replies);
  const [json] = (await registry.getMetricsAsJSON()).filter((metric) => metric.name === 'rcm_http_request_duration_seconds');
  expect(json?.values).toHaveLength(7 * 14);
  // As prom-client's histogram: summed across a cluster's workers, and typed so in the text.
  expect(json).toMatchObject({ type: 'histogram', aggregator: 'sum', help: expect.stringContaining('Time from a request to its reply') });
  registry.resetMetrics();
  expect(await registry.metrics()).toBe(await promClientText([]));
});
