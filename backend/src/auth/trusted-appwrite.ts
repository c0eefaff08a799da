import { apiErrors } from '../errors/api-error';

/** Production mode with a real Appwrite project: where to check a caller's `X-Appwrite-JWT`. */
export interface TrustedAppwrite {
  endpoint: string;
  projectId: string;
}

/**
 * Asks the trusted Appwrite for `path` with the caller's JWT. Null when Appwrite says the JWT
 * is not valid; Appwrite's 401 user_more_factors_required (a session that owes its second
 * factor) is passed on as ours. An Appwrite that cannot be asked (network, 5xx, a reply that is
 * not JSON) is a 503, never taken for a logged-out visitor. Redirects are refused, so the JWT is
 * never sent anywhere but the configured endpoint.
 */
async function askAppwrite(trusted: TrustedAppwrite, jwt: string, path: string): Promise<Record<string, unknown> | null> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${trusted.endpoint}${path}`, {
      headers: { 'X-Appwrite-Project': trusted.projectId, 'X-Appwrite-JWT': jwt, accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(5000),
    });
    body = await response.json().catch(() => undefined);
  } catch {
    throw apiErrors.accountServiceUnavailable();
  }
  if (response.status === 401 && (body as { type?: unknown } | undefined)?.type === 'user_more_factors_required')
    throw apiErrors.moreFactorsRequired();
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok || typeof body !== 'object' || body === null) throw apiErrors.accountServiceUnavailable();
  return body as Record<string, unknown>;
}

/**
 * Production mode: the pages log in to a real Appwrite project and send `account.createJWT()`
 * as `X-Appwrite-JWT`; Appwrite itself says whose JWT it is (null: nobody), with its labels,
 * whether the address is verified and whether two-step verification is on.
 */
export async function appwriteAccountForJwt(
  trusted: TrustedAppwrite,
  jwt: string,
): Promise<{ id: string; email: string; name: string; labels: string[]; emailVerification: boolean; mfa: boolean } | null> {
  const account = await askAppwrite(trusted, jwt, '/account');
  if (!account) return null;
  if (typeof account.$id !== 'string' || typeof account.email !== 'string') throw apiErrors.accountServiceUnavailable();
  const labels = Array.isArray(account.labels) ? account.labels.filter((label): label is string => typeof label === 'string') : [];
  // Only Appwrite's own `true` says the address is verified, or that two-step verification is on.
  return {
    id: account.$id,
    email: account.email,
    name: typeof account.name === 'string' ? account.name : '',
    labels,
    emailVerification: account.emailVerification === true,
    mfa: account.mfa === true,
  };
}

/** The session a JWT stands for: Appwrite signs its `sessionId` claim, and answers nothing for a JWT it did not sign. */
function sessionIdOf(jwt: string): string {
  try {
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sessionId?: unknown };
    return typeof claims.sessionId === 'string' ? claims.sessionId : '';
  } catch {
    return '';
  }
}

/**
 * What Appwrite knows of the JWT's second factors: whether the account has a verified
 * authenticator app (`listMFAFactors`), and when the JWT's session last completed a challenge
 * (`mfaUpdatedAt` from `listSessions`, '' never). Null when the JWT is not valid.
 */
export async function appwriteSecondFactorsForJwt(
  trusted: TrustedAppwrite,
  jwt: string,
): Promise<{ totp: boolean; mfaUpdatedAt: string } | null> {
  const [mfaFactors, sessionList] = await Promise.all([
    askAppwrite(trusted, jwt, '/account/mfa/factors'),
    askAppwrite(trusted, jwt, '/account/sessions'),
  ]);
  if (!mfaFactors || !sessionList) return null;
  if (!Array.isArray(sessionList.sessions)) throw apiErrors.accountServiceUnavailable();
  const sessionId = sessionIdOf(jwt);
  const session = (sessionList.sessions as Array<{ $id?: unknown; mfaUpdatedAt?: unknown }>).find(
    (candidate) => candidate.$id === sessionId,
  );
  return { totp: mfaFactors.totp === true, mfaUpdatedAt: typeof session?.mfaUpdatedAt === 'string' ? session.mfaUpdatedAt : '' };
}
