import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { SecretKey } from '../auth/secret-keys';
import type { MfaKeyRing } from './encryption-keys';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The AES-256 key of a configured secret (any text of at least 32 bytes), for this one use. */
function aesKeyOf(key: SecretKey): Buffer {
  return Buffer.from(hkdfSync('sha256', key.secret, '', 'rcm mfa secret-box aes-256-gcm', 32));
}

/**
 * Seals `plaintext` with AES-256-GCM under the ring's current key: `v1.<key id>.<iv>.<ciphertext>.<tag>`
 * (base64url). `context` (e.g. `totp:<userId>`) is authenticated with it, so a sealed value copied
 * into another row or account does not open there.
 */
export function seal(plaintext: string, ring: MfaKeyRing, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', aesKeyOf(ring.current), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [
    VERSION,
    ring.current.id,
    iv.toString('base64url'),
    ciphertext.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join('.');
}

/**
 * What `seal` sealed, with any key of the ring. Throws when the value was sealed with a key the
 * ring does not hold (MFA_ENCRYPTION_KEY changed without MFA_ENCRYPTION_PREVIOUS_KEYS), or was
 * altered, or belongs to another context: a configuration fault or tampering, never a wrong code.
 */
export function open(sealed: string, ring: MfaKeyRing, context: string): string {
  const [version, keyId, iv, ciphertext, tag, ...rest] = sealed.split('.');
  if (version !== VERSION || rest.length > 0 || iv === undefined || ciphertext === undefined || tag === undefined)
    throw new Error('not a sealed MFA value');
  const key = ring.accepted.find((candidate) => candidate.id === keyId);
  if (!key)
    throw new Error(`an MFA value is sealed with key ${keyId}, which MFA_ENCRYPTION_KEY / MFA_ENCRYPTION_PREVIOUS_KEYS do not hold`);
  const decipher = createDecipheriv('aes-256-gcm', aesKeyOf(key), Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  // `final` throws when the tag does not match: altered, or sealed for another context.
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
