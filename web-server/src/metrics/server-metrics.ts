import { countRequests, serveMetrics, serverRegistry } from '@rcm/shared/server';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { pageMetrics, PAGE_ROUTE, type PageMetrics } from './page-metrics';

/** Page counters that count nothing: a server that collects no metrics (`collect: false`). */
const uncountedPages: PageMetrics = { rendered: () => undefined, pageCache: () => undefined, fetchFailed: () => undefined };

/**
 * The shell server's own metrics: a registry with the process metrics, every reply in the
 * request histogram (pages under `PAGE_ROUTE`: the not-found handler serves them), the page
 * counters, and `/metrics` for whoever holds `token`. With `collect: false` — for `npm run bench`
 * only, which measures what collecting them costs (docs/performance.md) — none of it: no hook,
 * no counter, no process metrics, no `/metrics`; the registry is a bare one that the beacons'
 * histograms are kept in, since `/rum` answers either way.
 */
export function shellServerMetrics(
  app: FastifyInstance,
  { collect, storeUrl, token }: { collect: boolean; storeUrl: string | undefined; token: string | undefined },
): { registry: Registry; pages: PageMetrics } {
  if (!collect) return { registry: new Registry(), pages: uncountedPages };
  const registry = serverRegistry();
  countRequests(app, registry, { unmatchedRoute: PAGE_ROUTE });
  serveMetrics(app, registry, token);
  return { registry, pages: pageMetrics(registry, storeUrl) };
}
