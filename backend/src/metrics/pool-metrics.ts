import { Gauge, type Registry } from 'prom-client';
import type { PoolCounts } from '../db/database';

/**
 * The PostgreSQL connection pool at each scrape: its connections, the idle ones, and the
 * queries waiting for one (a pool too small for the load shows there first). Called only with
 * a pool: SQLite has none, and reports no pool metrics at all.
 */
export function poolMetrics(registry: Registry, pool: PoolCounts): void {
  const gauge = (name: string, help: string, count: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(count());
      },
    });
  gauge('rcm_db_pool_connections', 'Connections the PostgreSQL pool holds.', () => pool.totalCount);
  gauge('rcm_db_pool_idle_connections', 'Connections of the pool not in use.', () => pool.idleCount);
  gauge('rcm_db_pool_waiting_queries', 'Queries waiting for a connection of the pool.', () => pool.waitingCount);
}
