import { LruMap } from 'toad-cache';
import { storedKey, type CounterStore } from './counter-store';

/**
 * Enough for every client of a busy hour: past it the least recently counted key is dropped.
 * Each entry is about 200 bytes (a hashed key, a count and a time), so the store stays under
 * 20 MB whatever clients send.
 */
export const DEFAULT_COUNTER_CAPACITY = 100_000;

interface Entry {
  count: number;
  resetAt: number;
}

/** Counters of this process only, in one bounded LRU shared by every limit. */
export function createMemoryCounterStore(capacity = DEFAULT_COUNTER_CAPACITY, now: () => number = Date.now): CounterStore & { size: () => number } {
  const entries = new LruMap<Entry>(capacity);
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    return entry && entry.resetAt > now() ? entry : undefined;
  };
  return {
    async increment(key, windowMs) {
      const hashed = storedKey(key);
      const entry = live(hashed) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      entries.set(hashed, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async peek(key) {
      return live(storedKey(key))?.count ?? 0;
    },
    async decrement(key) {
      const entry = live(storedKey(key));
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      entries.delete(storedKey(key));
    },
    async close() {
      entries.clear();
    },
    size: () => entries.size,
  };
}
