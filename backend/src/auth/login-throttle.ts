import type { RateLimits } from '../limits/rate-limit-options';
import { CounterStoreFullError, type CounterStore } from '../limits/counter-store';
import { limitKeyOf } from '../net/client-address';

export interface LoginAttempt {
  /** Normalised (trimmed, lowercased). */
  email: string;
  address: string;
  /** The id of a valid trusted-device cookie for this account, if the browser has one. */
  device: string | null;
}

export interface AdmittedLogin {
  /** Call once the password has been checked. */
  settle(succeeded: boolean): Promise<void>;
}

type LoginLimits = Pick<RateLimits, 'loginPerAccountAndAddress' | 'loginPerAccount' | 'loginPerAddress'>;

interface Check {
  key: string;
  limit: { max: number; window: number };
}

/**
 * Brute force is throttled, and no attacker can lock the account holder out:
 * - only failures count: an attempt is counted while it runs and taken back if the password
 *   was right (so parallel guesses cannot slip past the limit), and a success clears the
 *   failures of that account from that address (as Appwrite does);
 * - per address across accounts (password spraying), checked first, so an address past its
 *   limit adds no counter for any account; then per account and address (or per trusted
 *   device), and per account across addresses;
 * - past the per-account limit only devices that logged in before may try: the real user's
 *   browser still gets in, whatever was sprayed at the account from elsewhere.
 * The counters live in a store that never drops a live one (`counters.failureCounters`): when
 * it is full, a new account's attempt is refused like one past the per-account limit, and only
 * trusted devices are let through, uncounted.
 */
export function createLoginThrottle(counters: CounterStore, limits: LoginLimits) {
  return {
    /** Counts the attempt and says whether its password may be checked at all (null: refused). */
    async admit(attempt: LoginAttempt): Promise<AdmittedLogin | null> {
      const address = limitKeyOf(attempt.address);
      const accountAtAddress: Check = attempt.device
        ? { key: `login:device:${attempt.device}`, limit: limits.loginPerAccountAndAddress }
        : { key: `login:account-address:${attempt.email}:${address}`, limit: limits.loginPerAccountAndAddress };
      const checks: Check[] = attempt.device
        ? [accountAtAddress]
        : [
            { key: `login:address:${address}`, limit: limits.loginPerAddress },
            accountAtAddress,
            { key: `login:account:${attempt.email}`, limit: limits.loginPerAccount },
          ];
      const counted: Check[] = [];
      const takeBack = () => Promise.all(counted.map(({ key }) => counters.decrement(key)));
      try {
        // One at a time: an attempt refused by an earlier limit never creates a later key.
        for (const check of checks) {
          const { count } = await counters.increment(check.key, check.limit.window);
          counted.push(check);
          if (count > check.limit.max) {
            await takeBack();
            return null;
          }
        }
      } catch (error) {
        if (!(error instanceof CounterStoreFullError)) throw error;
        await takeBack();
        return attempt.device ? { settle: async () => undefined } : null;
      }
      return {
        async settle(succeeded) {
          if (!succeeded) return;
          await takeBack();
          await counters.reset(accountAtAddress.key);
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
