import { createHash, randomBytes } from 'node:crypto';

/** Appwrite's cookie value: base64 of `{"id": userId, "secret": secret}`. */
export function encodeSessionCookie(userId: string, secret: string): string {
  return Buffer.from(JSON.stringify({ id: userId, secret })).toString('base64');
}

export function decodeSessionCookie(value: string): { id: string; secret: string } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  // Any JSON value: a primitive has no `id`, and `null` is read as no fields at all.
  const { id, secret } = (parsed ?? {}) as Record<string, unknown>;
  return typeof id === 'string' && typeof secret === 'string' && secret !== '' ? { id, secret } : null;
}

export function newSessionSecret(): string {
  return randomBytes(32).toString('hex');
}

/** Only this hash is stored: a stolen database does not yield usable sessions. */
export function hashSessionSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** 20 lowercase hex characters, like the SDK's `ID.unique()`. */
export function uniqueId(): string {
  const seconds = Math.floor(Date.now() / 1000).toString(16);
  const millis = new Date().getMilliseconds().toString(16).padStart(5, '0');
  return `${seconds}${millis}${randomBytes(4).toString('hex').slice(0, 7)}`;
}
