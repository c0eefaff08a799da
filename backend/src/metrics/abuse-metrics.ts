import { counterIn } from '@rcm/shared/server';
import type { Registry } from 'prom-client';

/** Requests no route matched are counted under this route label. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** What a password was checked for: a login, or a signed-in holder giving it again. */
export type PasswordCheckKind = 'login' | 'reentry';

export interface AbuseMetrics {
  /**
   * A limit refused a request (429). `limit` names it with a word from the code (`address`,
   * `login`, a counter's name such as `recovery`), never with what the request sent; `route` is
   * the route's pattern.
   */
  refused(limit: string, route: string | undefined): void;
  /** A wrong password (or an unknown email) was given. */
  passwordFailed(check: PasswordCheckKind): void;
}

/** The counters of refusals by limit and of wrong passwords. */
export function abuseMetrics(registry: Registry): AbuseMetrics {
  const refusals = counterIn(registry, 'rcm_limit_refusals_total', 'Requests refused by a limit (429), by limit and route pattern.', [
    'limit',
    'route',
  ]);
  const failures = counterIn(
    registry,
    'rcm_password_failures_total',
    'Wrong passwords or unknown emails given, at a login or a re-entry by a signed-in holder.',
    ['check'],
  );
  return {
    refused: (limit, route) => refusals.inc({ limit, route: route ?? UNMATCHED_ROUTE }),
    passwordFailed: (check) => failures.inc({ check }),
  };
}
