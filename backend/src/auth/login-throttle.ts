import type { RateLimit } from '../config';

/**
 * Counts login attempts per account (across addresses) and per address (across accounts), on
 * top of @fastify/rate-limit's per account-and-address limit: that plugin runs one limiter
 * per request, and brute force spreads across either dimension.
 */
export function createLoginThrottle(limits: { perAccount: RateLimit; perAddress: RateLimit }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;

  const hit = (key: string, limit: RateLimit, now: number): boolean => {
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + limit.window };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count <= limit.max;
  };

  return {
    /** Records one attempt; false when either limit is exceeded. */
    allow(email: string, address: string, now = Date.now()): boolean {
      if (now >= nextSweep) {
        for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
        nextSweep = now + 60_000;
      }
      const accountAllowed = hit(`account:${email}`, limits.perAccount, now);
      const addressAllowed = hit(`address:${address}`, limits.perAddress, now);
      return accountAllowed && addressAllowed;
    },
  };
}
