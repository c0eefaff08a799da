import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** An HS256 key and the id (`kid`) tokens signed with it carry. */
export interface JwtKey {
  id: string;
  secret: string;
}

/**
 * The keys JWTs are signed with: `current` signs, every key in `accepted` (current first)
 * verifies, so a rotated-out key keeps its tokens valid until they expire. Never stored in
 * the application database: a copy of the database alone must not be enough to act as a user.
 */
export interface JwtKeyRing {
  current: JwtKey;
  accepted: readonly JwtKey[];
  /** Where the keys came from, for the start-up log. */
  origin: string;
}

/** Below this a secret can be guessed offline from one token. */
export const MIN_JWT_SECRET_BYTES = 32;

/** The key id: not secret, derived from the key so every instance agrees without configuration. */
function keyId(secret: string): string {
  return createHash('sha256').update(`jwt-key-id:${secret}`).digest('base64url').slice(0, 16);
}

export function jwtKey(secret: string): JwtKey {
  if (Buffer.byteLength(secret) < MIN_JWT_SECRET_BYTES) throw new Error(`a JWT secret must be at least ${MIN_JWT_SECRET_BYTES} bytes`);
  return { id: keyId(secret), secret };
}

/** `JWT_SECRET` signs; `JWT_PREVIOUS_SECRETS` (comma-separated) still verify, for rotation. */
export function keyRingFromSecrets(current: string, previous: readonly string[] = [], origin = 'JWT_SECRET'): JwtKeyRing {
  const key = jwtKey(current);
  return { current: key, accepted: [key, ...previous.map(jwtKey)], origin };
}

/**
 * For a development machine only: a random key generated once into `file` (mode 0600, outside
 * the database folder), so restarts keep everyone logged in. Two local instances started at
 * once agree, because only the first write wins.
 */
export function developmentKeyRing(file: string): JwtKeyRing {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let generated = false;
  try {
    fs.writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    generated = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  return keyRingFromSecrets(secret, [], `${generated ? 'generated a development key in' : 'the development key in'} ${file} (set JWT_SECRET in production)`);
}
