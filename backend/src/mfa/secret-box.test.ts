import { jwtKey } from '../auth/jwt-keys';
import { mfaKeyRingFromSecrets } from './encryption-keys';
import { open, seal } from './secret-box';

const ring = mfaKeyRingFromSecrets('a'.repeat(32));
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

test('a sealed value opens with the key and context it was sealed with, and shows nothing of what it holds', () => {
  const sealed = seal(SECRET, ring, 'totp:u1');
  expect(open(sealed, ring, 'totp:u1')).toBe(SECRET);
  expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
  expect(sealed.split('.')[1]).toBe(ring.current.id);
  expect(sealed).not.toContain(SECRET);
  expect(Buffer.from(sealed.split('.')[3]!, 'base64url').toString('latin1')).not.toContain('JBSWY');
  // A fresh IV each time: the same secret seals differently.
  expect(seal(SECRET, ring, 'totp:u1')).not.toBe(sealed);
  expect(open(seal('', ring, 'x'), ring, 'x')).toBe('');
});

test('a value sealed before still opens: the key derivation and the format do not drift between releases', () => {
  // Sealed with the key 'a' × 32 when the format was made: every authenticator and recovery code stored depends on reading it.
  const stored = 'v1.IG-eMU7t33OsTdup.6JRDy6_11MTRkdvc.VP6FjNLF9iHtVf5yUUwXlsw9MAu1P6aPb6lksuLwGKY.fU_EUr059ITHKPLLxOExKw';
  expect(open(stored, ring, 'totp:u1')).toBe(SECRET);
});

test('copied into another context (another account or row) it does not open', () => {
  const sealed = seal(SECRET, ring, 'totp:u1');
  expect(() => open(sealed, ring, 'totp:u2')).toThrow();
  expect(() => open(sealed, ring, 'recovery-codes:u1')).toThrow();
});

test('an altered value does not open: ciphertext, tag, IV or version', () => {
  const sealed = seal(SECRET, ring, 'c');
  const parts = sealed.split('.');
  const flipped = (text: string) => {
    const bytes = Buffer.from(text, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    return bytes.toString('base64url');
  };
  for (const index of [2, 3, 4]) {
    const altered = [...parts];
    altered[index] = flipped(parts[index]!);
    expect(() => open(altered.join('.'), ring, 'c')).toThrow();
  }
  expect(() => open(['v2', ...parts.slice(1)].join('.'), ring, 'c')).toThrow('not a sealed MFA value');
  expect(() => open(`${sealed}.extra`, ring, 'c')).toThrow('not a sealed MFA value');
  expect(() => open(parts.slice(0, 4).join('.'), ring, 'c')).toThrow('not a sealed MFA value');
  expect(() => open(SECRET, ring, 'c')).toThrow('not a sealed MFA value');
  // A shortened tag is refused, not checked on fewer bytes.
  expect(() => open([...parts.slice(0, 4), parts[4]!.slice(0, 6)].join('.'), ring, 'c')).toThrow();
});

test('after a rotation the previous key still opens what it sealed; a key the ring lacks is named in the error', () => {
  const old = mfaKeyRingFromSecrets('o'.repeat(32));
  const sealed = seal(SECRET, old, 'c');
  const rotated = mfaKeyRingFromSecrets('n'.repeat(32), ['o'.repeat(32)]);
  expect(open(sealed, rotated, 'c')).toBe(SECRET);
  expect(seal(SECRET, rotated, 'c').split('.')[1]).toBe(rotated.current.id);
  expect(() => open(sealed, mfaKeyRingFromSecrets('n'.repeat(32)), 'c')).toThrow(
    `sealed with key ${old.current.id}, which MFA_ENCRYPTION_KEY / MFA_ENCRYPTION_PREVIOUS_KEYS do not hold`,
  );
});

test('an MFA key and a JWT key made from one secret get different ids', () => {
  expect(mfaKeyRingFromSecrets('s'.repeat(32)).current.id).not.toBe(jwtKey('s'.repeat(32)).id);
  expect(() => mfaKeyRingFromSecrets('s'.repeat(31))).toThrow('an MFA encryption key must be at least 32 bytes');
});
