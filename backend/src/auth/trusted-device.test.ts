import { keyRingFromSecrets } from './jwt-keys';
import { issueTrustedDevice, trustedDeviceOf } from './trusted-device';

const keys = keyRingFromSecrets('k'.repeat(40));

test('a device cookie vouches for the account it was issued for, and only that one', () => {
  const cookie = issueTrustedDevice('owner@clinic.com', keys);
  const deviceId = trustedDeviceOf(cookie, 'owner@clinic.com', keys);
  expect(deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(cookie.startsWith(`${deviceId}.`)).toBe(true);
  expect(trustedDeviceOf(cookie, 'someone.else@clinic.com', keys)).toBeNull();
});

test("a forged, altered or foreign-key cookie is nobody's device", () => {
  const cookie = issueTrustedDevice('owner@clinic.com', keys);
  const [deviceId, signature] = cookie.split('.') as [string, string];
  expect(trustedDeviceOf(`other-device.${signature}`, 'owner@clinic.com', keys)).toBeNull();
  expect(trustedDeviceOf(`${deviceId}.${signature.slice(1)}A`, 'owner@clinic.com', keys)).toBeNull();
  expect(trustedDeviceOf(`${cookie}.extra`, 'owner@clinic.com', keys)).toBeNull();
  expect(trustedDeviceOf(undefined, 'owner@clinic.com', keys)).toBeNull();
  expect(trustedDeviceOf(cookie, 'owner@clinic.com', keyRingFromSecrets('z'.repeat(40)))).toBeNull();
});

test('after a key rotation, cookies signed with the previous key still vouch', () => {
  const cookie = issueTrustedDevice('owner@clinic.com', keys);
  const rotated = keyRingFromSecrets('n'.repeat(40), ['k'.repeat(40)]);
  expect(trustedDeviceOf(cookie, 'owner@clinic.com', rotated)).not.toBeNull();
});

test("a cookie without its signature part, or none at all, is nobody's device", () => {
  const keys = keyRingFromSecrets('d'.repeat(32));
  for (const cookie of [undefined, '', 'device-id-only', '.signature-only'])
    expect(trustedDeviceOf(cookie, 'ann@example.com', keys)).toBeNull();
});
