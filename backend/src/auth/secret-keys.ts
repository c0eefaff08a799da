import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A key from the environment and the id (`kid`) what it signs or seals carries. */
export interface SecretKey {
  id: string;
  secret: string;
}

/**
 * Keys of one purpose (signing JWTs, sealing MFA secrets): `current` signs or seals, every key
 * in `accepted` (current first) verifies or opens, so a rotated-out key keeps working for what
 * it made. Never stored in the application database: a copy of the database alone must not be
 * enough to act as a user or to read a secret.
 */
export interface SecretKeyRing {
  current: SecretKey;
  accepted: readonly SecretKey[];
  /** Where the keys came from, for the start-up log. */
  origin: string;
}

/** What the keys are for: how their ids are derived, and the words and setting the messages name. */
export interface KeyPurpose {
  /** Mixed into the id's hash, so one secret used for two purposes gets two unrelated ids. */
  idPrefix: string;
  /** e.g. "a JWT secret", for the refusal of a short one. */
  description: string;
  /** The environment variable that gives the key in production. */
  setting: string;
}

/** Below this a secret can be guessed offline. */
export const MIN_SECRET_BYTES = 32;

export function secretKey(purpose: KeyPurpose, secret: string): SecretKey {
  if (Buffer.byteLength(secret) < MIN_SECRET_BYTES) throw new Error(`${purpose.description} must be at least ${MIN_SECRET_BYTES} bytes`);
  // Not secret: derived from the key, so every instance agrees without configuration.
  return { id: createHash('sha256').update(`${purpose.idPrefix}:${secret}`).digest('base64url').slice(0, 16), secret };
}

/** `current` signs or seals; `previous` still verify or open (rotation). */
export function secretKeyRing(purpose: KeyPurpose, current: string, previous: readonly string[], origin: string): SecretKeyRing {
  const key = secretKey(purpose, current);
  return { current: key, accepted: [key, ...previous.map((secret) => secretKey(purpose, secret))], origin };
}

/**
 * For a development machine only: a random key generated once into `file` (mode 0600, outside
 * the database folder), so restarts keep what it made valid. Two local instances started at
 * once agree, because only the first write wins.
 */
export function developmentSecretKeyRing(purpose: KeyPurpose, file: string): SecretKeyRing {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let generated = false;
  try {
    fs.writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    generated = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  return secretKeyRing(
    purpose,
    secret,
    [],
    `${generated ? 'generated a development key in' : 'the development key in'} ${file} (set ${purpose.setting} in production)`,
  );
}
