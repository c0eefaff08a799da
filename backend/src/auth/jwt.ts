import { createHmac, timingSafeEqual } from 'node:crypto';
import type { JwtKey, JwtKeyRing } from './jwt-keys';

export interface JwtClaims {
  userId: string;
  sessionId: string;
  /** Seconds since the epoch. */
  exp: number;
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

/** Appwrite's header plus the key id; compared byte for byte, so no other algorithm is ever tried. */
const headerFor = (key: JwtKey) => base64url(JSON.stringify({ typ: 'JWT', alg: 'HS256', kid: key.id }));

const signatureOf = (key: JwtKey, signed: string) => createHmac('sha256', key.secret).update(signed).digest();

/** An HS256 JWT with Appwrite's payload `{userId, sessionId, exp}`, signed with the ring's current key. */
export function signJwt(claims: JwtClaims, keys: JwtKeyRing): string {
  const signed = `${headerFor(keys.current)}.${base64url(JSON.stringify(claims))}`;
  return `${signed}.${signatureOf(keys.current, signed).toString('base64url')}`;
}

/** The claims of a token one of the ring's keys signed and that has not expired, or null. */
export function verifyJwt(token: string, keys: JwtKeyRing, nowSeconds = Math.floor(Date.now() / 1000)): JwtClaims | null {
  const [header, payload, signature, extra] = token.split('.');
  if (!header || !payload || !signature || extra !== undefined) return null;
  const key = keys.accepted.find((candidate) => headerFor(candidate) === header);
  if (!key) return null;
  const expected = signatureOf(key, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<JwtClaims>;
    if (typeof claims.userId !== 'string' || typeof claims.sessionId !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp > nowSeconds ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}
