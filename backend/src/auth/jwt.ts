import { createHmac, timingSafeEqual } from 'node:crypto';

export interface JwtClaims {
  userId: string;
  sessionId: string;
  /** Seconds since the epoch. */
  exp: number;
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
const HEADER = base64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }));

/** An HS256 JWT with Appwrite's payload `{userId, sessionId, exp}`. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/** The claims of a token this server signed and that has not expired, or null. */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature || header !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
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
