import { Histogram, type Registry } from 'prom-client';

/** The part of a Fastify server that `countRequests` uses (so @rcm/shared needs no Fastify). */
interface CountedServer {
  addHook(
    name: 'onResponse',
    hook: (
      request: { method: string; routeOptions: { url?: string } },
      reply: { statusCode: number; elapsedTime: number },
      done: () => void,
    ) => void,
  ): unknown;
}

/**
 * Counts every reply in a latency histogram by method, route and status. The route is the
 * pattern the request matched (`/v1/account/sessions/:sessionId`), never its URL: a label takes
 * only values from a set the code bounds, or each visitor's URL would make a new series. A
 * request no route matched is counted under `unmatchedRoute`.
 */
export function countRequests(app: CountedServer, registry: Registry, { unmatchedRoute }: { unmatchedRoute: string }): void {
  const duration = new Histogram({
    name: 'rcm_http_request_duration_seconds',
    help: 'Time from a request to its reply, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  // A callback hook, not an async one: no promise and no microtask at every reply (the web
  // server's cached pages are a few hundred microseconds each; docs/performance.md).
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? unmatchedRoute, status_code: reply.statusCode };
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
