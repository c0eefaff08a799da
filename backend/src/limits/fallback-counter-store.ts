import type { CounterStore } from './counter-store';

/**
 * The shared store while it answers, this process's own counters while it does not: a Redis
 * outage turns limits per-instance for its duration instead of turning them off or failing
 * every request. `onFailure` is told once per outage.
 */
export function withFallback(primary: CounterStore, fallback: CounterStore, onFailure: (error: unknown) => void): CounterStore {
  let failing = false;
  const attempt = async <T>(call: (store: CounterStore) => Promise<T>): Promise<T> => {
    try {
      const result = await call(primary);
      failing = false;
      return result;
    } catch (error) {
      if (!failing) onFailure(error);
      failing = true;
      return call(fallback);
    }
  };
  return {
    increment: (key, windowMs) => attempt((store) => store.increment(key, windowMs)),
    peek: (key) => attempt((store) => store.peek(key)),
    decrement: (key) => attempt((store) => store.decrement(key)),
    reset: (key) => attempt((store) => store.reset(key)),
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
