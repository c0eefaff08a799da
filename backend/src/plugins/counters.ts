import fp from 'fastify-plugin';
import type { CounterStore } from '../limits/counter-store';
import { withFallback } from '../limits/fallback-counter-store';
import { createMemoryCounterStore, DEFAULT_COUNTER_CAPACITY } from '../limits/memory-counter-store';
import { createRedisCounterStore } from '../limits/redis-counter-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every rate limit's counters: in this process, or in Redis shared by every instance. */
    counters: CounterStore;
    /**
     * The login throttle's failure counters: the same Redis when there is one; in this process,
     * a store that never evicts a live counter (it refuses new keys when full instead), so
     * filling it cannot reset the limit on an account under attack.
     */
    failureCounters: CounterStore;
  }
}

/** With `redisUrl`, counters shared by every instance (this process's own while Redis is down). */
export const countersPlugin = fp<{ redisUrl?: string; redisKeyPrefix?: string }>(
  async (app, { redisUrl, redisKeyPrefix }) => {
    const local = createMemoryCounterStore();
    const localFailures = createMemoryCounterStore(DEFAULT_COUNTER_CAPACITY, Date.now, 'refuse-new-keys');
    let counters: CounterStore = local;
    let failureCounters: CounterStore = localFailures;
    if (redisUrl) {
      const shared = createRedisCounterStore(redisUrl, redisKeyPrefix);
      const unreachable = (what: string) => (error: unknown) =>
        app.log.error({ err: error }, `Redis is unreachable: ${what} count per instance until it answers again`);
      await shared.connected().catch(unreachable('rate limits'));
      counters = withFallback(shared, local, unreachable('rate limits'));
      failureCounters = withFallback(shared, localFailures, unreachable('failed logins'));
    }
    app.decorate('counters', counters);
    app.decorate('failureCounters', failureCounters);
    // `counters` closes Redis and its own store; the failure store's fallback is closed here.
    app.addHook('onClose', async () => {
      await Promise.all([counters.close(), localFailures.close()]);
    });
  },
  { name: 'counters' },
);
