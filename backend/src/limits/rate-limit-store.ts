import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from './counter-store';

/** What @fastify/rate-limit passes to `child()`: it always gives `routeInfo` (`{}` for a limit made by `fastify.rateLimit()`). */
interface RouteLimitOptions {
  groupId?: string;
  routeInfo: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store interface over our counters: every limit lives in the one
 * bounded (or shared) store, and routes with the same `groupId` share one counter, so an
 * alias route does not double a limit.
 */
export function rateLimitStoreOver(counters: CounterStore): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counters.increment(`${this.scope}:${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const { groupId, routeInfo } = routeOptions as RouteLimitOptions;
      return new CounterRateLimitStore({}, groupId ?? `${String(routeInfo.method)} ${routeInfo.url}`);
    }
  }
  return CounterRateLimitStore;
}
