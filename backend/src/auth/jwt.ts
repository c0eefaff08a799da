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

/** A token's claims, or why it is refused (what the `user_jwt_invalid` message says). */
export type JwtCheck = { claims: JwtClaims } | { refused: 'Invalid token.' | 'Signature verification failed.' | 'Token expired.' };

/** Checks a token: one of the ring's keys signed it, its claims are Appwrite's, and it has not expired. */
export function checkJwt(token: string, keys: JwtKeyRing, nowSeconds: number): JwtCheck {
  const [header, payload, signature, extra] = token.split('.');
  if (!header || !payload || !signature || extra !== undefined) return { refused: 'Invalid token.' };
  const key = keys.accepted.find((candidate) => headerFor(candidate) === header);
  if (!key) return { refused: 'Signature verification failed.' };
  const expected = signatureOf(key, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'Signature verification failed.' };
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<JwtClaims>;
    if (typeof claims.userId !== 'string' || typeof claims.sessionId !== 'string' || typeof claims.exp !== 'number')
      return { refused: 'Invalid token.' };
    return claims.exp > nowSeconds ? { claims: claims as JwtClaims } : { refused: 'Token expired.' };
  } catch {
    return { refused: 'Invalid token.' };
  }
}

/** The claims of a token one of the ring's keys signed and that has not expired, or null. */
export function verifyJwt(token: string, keys: JwtKeyRing, nowSeconds: number): JwtClaims | null {
  const check = checkJwt(token, keys, nowSeconds);
  return 'claims' in check ? check.claims : null;
}
