import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../net/client-address';
import type { UserRow } from './account-store';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { trustedDeviceOf } from './trusted-device';

export type PasswordCheck = { outcome: 'valid'; user: UserRow } | { outcome: 'invalid' } | { outcome: 'throttled' };

/**
 * Checks an email and password under the login throttle: the throttle may refuse before the
 * password is looked at; an unknown email costs the same time as a wrong password.
 */
export async function checkPasswordOf(request: FastifyRequest, email: string, password: string): Promise<PasswordCheck> {
  const { accounts, jwtKeys, loginThrottle, passwordCost, trustedDeviceCookieName } = request.server;
  const device = trustedDeviceOf(request.cookies[trustedDeviceCookieName], email, jwtKeys);
  const admitted = loginThrottle ? await loginThrottle.admit({ email, address: clientAddress(request), device }) : { settle: async () => undefined };
  if (!admitted) return { outcome: 'throttled' };
  const user = await accounts.findUserByEmail(email);
  const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password, passwordCost);
  await admitted.settle(valid);
  return user && valid ? { outcome: 'valid', user } : { outcome: 'invalid' };
}
