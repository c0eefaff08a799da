import { createHash } from 'node:crypto';

export interface CounterWindow {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

/**
 * Counters that live for a time window: what every rate limit and the login throttle count
 * with. In process by default; in Redis when several instances must share them.
 */
export interface CounterStore {
  /** Adds one to `key`; a window of `windowMs` opens at the first count. */
  increment(key: string, windowMs: number): Promise<CounterWindow>;
  /** The count in the open window, 0 when none is open; nothing changes. */
  peek(key: string): Promise<number>;
  /** Takes one back (a count that turned out not to count); never below zero, never opens a window. */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Thrown by a store that keeps every live counter when it is full and a new key comes. */
export class CounterStoreFullError extends Error {
  constructor() {
    super('the counter store is full of live counters');
    this.name = 'CounterStoreFullError';
  }
}

/**
 * Keys are hashed before they are kept: every entry costs the same whatever a client sends
 * (an email of 64 KB is 22 characters here), and no address or email sits in memory or Redis.
 */
export function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 22);
}
