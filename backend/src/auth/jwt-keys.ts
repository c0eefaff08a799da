import {
  developmentSecretKeyRing,
  MIN_SECRET_BYTES,
  secretKey,
  secretKeyRing,
  type KeyPurpose,
  type SecretKey,
  type SecretKeyRing,
} from './secret-keys';

/** An HS256 key and the id (`kid`) tokens signed with it carry. */
export type JwtKey = SecretKey;

/**
 * The keys JWTs are signed with: `current` signs, every key in `accepted` (current first)
 * verifies, so a rotated-out key keeps its tokens valid until they expire. Never stored in
 * the application database: a copy of the database alone must not be enough to act as a user.
 */
export type JwtKeyRing = SecretKeyRing;

/** Below this a secret can be guessed offline from one token. */
export const MIN_JWT_SECRET_BYTES = MIN_SECRET_BYTES;

const jwtKeys: KeyPurpose = { idPrefix: 'jwt-key-id', description: 'a JWT secret', setting: 'JWT_SECRET' };

export function jwtKey(secret: string): JwtKey {
  return secretKey(jwtKeys, secret);
}

/** `JWT_SECRET` signs; `JWT_PREVIOUS_SECRETS` (comma-separated) still verify, for rotation. */
export function keyRingFromSecrets(current: string, previous: readonly string[] = [], origin = 'JWT_SECRET'): JwtKeyRing {
  return secretKeyRing(jwtKeys, current, previous, origin);
}

/** For a development machine only: a key generated once into `file` (see `developmentSecretKeyRing`). */
export function developmentKeyRing(file: string): JwtKeyRing {
  return developmentSecretKeyRing(jwtKeys, file);
}
