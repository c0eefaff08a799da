import type { RateLimits } from '../config';
import type { CounterStore } from '../limits/counter-store';
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

/**
 * Brute force is throttled, and no attacker can lock the account holder out:
 * - only failures count: an attempt is counted while it runs and taken back if the password
 *   was right (so parallel guesses cannot slip past the limit), and a success clears the
 *   failures of that account from that address (as Appwrite does);
 * - per account and address (or per trusted device), per address across accounts (password
 *   spraying), and per account across addresses;
 * - past the per-account limit only devices that logged in before may try: the real user's
 *   browser still gets in, whatever was sprayed at the account from elsewhere.
 */
export function createLoginThrottle(counters: CounterStore, limits: LoginLimits) {
  return {
    /** Counts the attempt and says whether its password may be checked at all (null: refused). */
    async admit(attempt: LoginAttempt): Promise<AdmittedLogin | null> {
      const address = limitKeyOf(attempt.address);
      const checks: Array<{ key: string; limit: { max: number; window: number } }> = attempt.device
        ? [{ key: `login:device:${attempt.device}`, limit: limits.loginPerAccountAndAddress }]
        : [
            { key: `login:account-address:${attempt.email}:${address}`, limit: limits.loginPerAccountAndAddress },
            { key: `login:account:${attempt.email}`, limit: limits.loginPerAccount },
            { key: `login:address:${address}`, limit: limits.loginPerAddress },
          ];
      const counts = await Promise.all(checks.map(({ key, limit }) => counters.increment(key, limit.window)));
      const takeBack = () => Promise.all(checks.map(({ key }) => counters.decrement(key)));
      if (counts.some(({ count }, index) => count > checks[index]!.limit.max)) {
        await takeBack();
        return null;
      }
      return {
        async settle(succeeded) {
          if (!succeeded) return;
          await takeBack();
          await counters.reset(checks[0]!.key);
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
