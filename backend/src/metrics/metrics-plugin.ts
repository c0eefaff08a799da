import fp from 'fastify-plugin';
import { countRequests, serveMetrics, serverRegistry } from '@rcm/shared/server';
import { abuseMetrics, UNMATCHED_ROUTE, type AbuseMetrics } from './abuse-metrics';
import { outboxMetrics } from './outbox-metrics';
import { poolMetrics } from './pool-metrics';

/** What the API counts; the rest of its metrics are read at scrape time. */
export type BackendMetrics = AbuseMetrics;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: BackendMetrics;
  }
}

/**
 * The API's metrics, in a registry of this instance's own: requests by route and status with
 * their latency, refusals by limit, wrong passwords, the mail outbox and the database pool
 * (both read at scrape time, through the app's database once it is open), event loop lag and
 * the process. `GET /metrics` serves them to whoever holds `METRICS_TOKEN` (see `serveMetrics`).
 * Registered first, so every route is counted and every plugin can count.
 */
export const metricsPlugin = fp<{ token: string | undefined; clock: () => Date }>(
  async (app, { token, clock }) => {
    const registry = serverRegistry();
    countRequests(app, registry, { unmatchedRoute: UNMATCHED_ROUTE });
    outboxMetrics(registry, () => app.db, clock);
    // The database opens after this plugin (its pool, if any, is known once every plugin is in).
    app.addHook('onReady', async () => {
      if (app.dbPool) poolMetrics(registry, app.dbPool);
    });
    app.decorate('metrics', abuseMetrics(registry));
    serveMetrics(app, registry, token);
  },
  { name: 'metrics' },
);
