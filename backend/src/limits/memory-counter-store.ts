import { LruMap } from 'toad-cache';
import { CounterStoreFullError, storedKey, type CounterStore } from './counter-store';

/**
 * Enough for every client of a busy hour. Each entry is about 200 bytes (a hashed key, a count
 * and a time), so a store stays under 20 MB whatever clients send.
 */
export const DEFAULT_COUNTER_CAPACITY = 100_000;

/** A full store that keeps its live counters does not look for expired ones more often than this. */
const SWEEP_INTERVAL_MS = 1000;

/**
 * What a full store does with a new key: drop the least recently counted one (rate limits: a
 * forgotten count only lets a client start again), or keep every live counter and refuse the
 * new key (failure counters: dropping one would let an attacker who fills the store reset the
 * limit on the account they are guessing at).
 */
export type WhenFull = 'evict-least-recent' | 'refuse-new-keys';

interface Entry {
  count: number;
  resetAt: number;
}

/** The map behind a store: a bounded LRU, or a map that expires entries but never evicts a live one. */
function entryMap(capacity: number, whenFull: WhenFull, now: () => number) {
  if (whenFull === 'evict-least-recent') return new LruMap<Entry>(capacity);
  const entries = new Map<string, Entry>();
  let sweptAt = -Infinity;
  return {
    get: (key: string) => entries.get(key),
    set(key: string, entry: Entry) {
      if (!entries.has(key) && entries.size >= capacity) {
        if (now() - sweptAt >= SWEEP_INTERVAL_MS) {
          sweptAt = now();
          for (const [stored, { resetAt }] of entries) if (resetAt <= sweptAt) entries.delete(stored);
        }
        if (entries.size >= capacity) throw new CounterStoreFullError();
      }
      entries.set(key, entry);
    },
    delete: (key: string) => entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

/** Counters of this process only, in one bounded map shared by every limit that uses the store. */
export function createMemoryCounterStore(
  capacity = DEFAULT_COUNTER_CAPACITY,
  now: () => number = Date.now,
  whenFull: WhenFull = 'evict-least-recent',
): CounterStore & { size: () => number } {
  const entries = entryMap(capacity, whenFull, now);
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
