import { Redis } from 'ioredis';
import { storedKey, type CounterStore } from './counter-store';

/** One round trip: count, open the window on the first count, and say how long it has left. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Only an open window is taken from, so a late decrement cannot leave a key without expiry. */
const DECREMENT = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

export const DEFAULT_REDIS_KEY_PREFIX = 'rcm:limit:';

/**
 * Counters in Redis, shared by every backend instance, so N instances still allow each client
 * what one would. Redis expires every key with its window: memory follows the clients of the
 * last window only. Commands fail fast (no offline queue) so a Redis outage costs a request
 * milliseconds, not a timeout.
 */
export function createRedisCounterStore(
  url: string,
  prefix = DEFAULT_REDIS_KEY_PREFIX,
): CounterStore & { redis: Redis; connected: () => Promise<void> } {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    lazyConnect: true,
  });
  // Connection errors are reported through the commands that fail; without a listener ioredis logs each retry itself.
  redis.on('error', () => undefined);
  return {
    redis,
    /** Connects (once); rejects when Redis does not answer, and ioredis keeps trying in the background. */
    connected: () => redis.connect(),
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCREMENT, 1, prefix + storedKey(key), String(windowMs))) as [number, number];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      return Number((await redis.get(prefix + storedKey(key))) ?? 0);
    },
    async decrement(key) {
      await redis.eval(DECREMENT, 1, prefix + storedKey(key));
    },
    async reset(key) {
      await redis.del(prefix + storedKey(key));
    },
    async close() {
      redis.disconnect();
    },
  };
}
