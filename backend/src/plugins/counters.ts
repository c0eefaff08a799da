import fp from 'fastify-plugin';
import type { CounterStore } from '../limits/counter-store';
import { withFallback } from '../limits/fallback-counter-store';
import { createMemoryCounterStore } from '../limits/memory-counter-store';
import { createRedisCounterStore } from '../limits/redis-counter-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every limit's counters: in this process, or in Redis shared by every instance. */
    counters: CounterStore;
  }
}

/** With `redisUrl`, counters shared by every instance (this process's own while Redis is down). */
export const countersPlugin = fp<{ redisUrl?: string; redisKeyPrefix?: string }>(
  async (app, { redisUrl, redisKeyPrefix }) => {
    const local = createMemoryCounterStore();
    let counters: CounterStore = local;
    if (redisUrl) {
      const shared = createRedisCounterStore(redisUrl, redisKeyPrefix);
      const unreachable = (error: unknown) => app.log.error({ err: error }, 'Redis is unreachable: rate limits count per instance until it answers again');
      await shared.connected().catch(unreachable);
      counters = withFallback(shared, local, unreachable);
    }
    app.decorate('counters', counters);
    app.addHook('onClose', async () => counters.close());
  },
  { name: 'counters' },
);
