import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { JwtKey, JwtKeyRing } from './jwt-keys';

/** How long a browser stays a device this account logged in from. */
export const TRUSTED_DEVICE_SECONDS = 180 * 24 * 3600;

const signature = (key: JwtKey, deviceId: string, email: string) =>
  createHmac('sha256', createHmac('sha256', key.secret).update('trusted-device').digest())
    .update(`${deviceId}:${email}`)
    .digest('base64url');

/**
 * OWASP's device cookie: after a successful login the browser gets a signed token naming a
 * device id and (by signature only) the account. While an account is being attacked from
 * elsewhere, a login from such a device is still checked, so an attacker who sprays wrong
 * passwords cannot lock the account holder out. The cookie holds no session and no secret of
 * the account; it only vouches that this browser logged in as `email` before.
 */
export function issueTrustedDevice(email: string, keys: JwtKeyRing): string {
  const deviceId = randomBytes(16).toString('base64url');
  return `${deviceId}.${signature(keys.current, deviceId, email)}`;
}

/** The device id of a cookie this server issued for `email`, or null. */
export function trustedDeviceOf(cookie: string | undefined, email: string, keys: JwtKeyRing): string | null {
  const [deviceId, given, extra] = (cookie ?? '').split('.');
  if (!deviceId || !given || extra !== undefined) return null;
  const givenBytes = Buffer.from(given, 'base64url');
  const valid = keys.accepted.some((key) => {
    const expected = Buffer.from(signature(key, deviceId, email), 'base64url');
    return expected.length === givenBytes.length && timingSafeEqual(expected, givenBytes);
  });
  return valid ? deviceId : null;
}
