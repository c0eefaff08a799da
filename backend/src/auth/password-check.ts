import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../net/client-address';
import type { SessionRow, UserRow } from './account-store';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { trustedDeviceOf } from './trusted-device';

export type PasswordCheck = { outcome: 'valid'; user: UserRow } | { outcome: 'invalid' } | { outcome: 'throttled' };

interface Admitted {
  settle(succeeded: boolean): Promise<void>;
}

/**
 * A signed-in session's holder giving the password again: only wrong passwords count, per
 * session (`passwordReentryLimit`), counted while the check runs and taken back when it was
 * right, so parallel guesses cannot slip past. Nothing sprayed at the account from elsewhere
 * counts here; and a session is only had with the password, so this is never a cheaper way to
 * guess it than the login.
 */
async function admitReentry(request: FastifyRequest, session: SessionRow): Promise<Admitted | null> {
  const { counters, passwordReentryLimit: limit } = request.server;
  if (!limit) return { settle: async () => undefined };
  const key = `password-reentry:session:${session.id}`;
  const { count } = await counters.increment(key, limit.window);
  if (count > limit.max) {
    await counters.decrement(key);
    return null;
  }
  return { settle: async (succeeded) => (succeeded ? counters.decrement(key) : undefined) };
}

/**
 * Checks an email and password: a login under the login throttle (which may refuse before the
 * password is looked at), or, given the caller's live `session` of that account, a re-entry
 * under the per-session limit instead. An unknown email costs the same time as a wrong password.
 */
export async function checkPasswordOf(
  request: FastifyRequest,
  email: string,
  password: string,
  session?: SessionRow,
): Promise<PasswordCheck> {
  const { accounts, jwtKeys, loginThrottle, passwordCost, trustedDeviceCookieName } = request.server;
  let admitted: Admitted | null;
  if (session) admitted = await admitReentry(request, session);
  else {
    const device = trustedDeviceOf(request.cookies[trustedDeviceCookieName], email, jwtKeys);
    admitted = loginThrottle
      ? await loginThrottle.admit({ email, address: clientAddress(request), device })
      : { settle: async () => undefined };
  }
  const check = session ? 'reentry' : 'login';
  if (!admitted) {
    request.server.metrics.refused(session ? 'password-reentry' : 'login', request.routeOptions.url);
    return { outcome: 'throttled' };
  }
  const user = await accounts.findUserByEmail(email);
  const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password, passwordCost);
  // A session proves only its own account: another account's password is no re-entry.
  const succeeded = valid && (!session || user?.id === session.user_id);
  await admitted.settle(succeeded);
  if (!succeeded) request.server.metrics.passwordFailed(check);
  return user && succeeded ? { outcome: 'valid', user } : { outcome: 'invalid' };
}
