import { apiErrors } from '../errors/api-error';

/**
 * Production mode: the pages log in to a real Appwrite project and send `account.createJWT()`
 * as `X-Appwrite-JWT`; Appwrite itself says whose JWT it is. Null when Appwrite says the JWT
 * is not valid; an Appwrite that cannot be asked (network, 5xx, a reply that is not its
 * account model) is a 503, never taken for a logged-out visitor. Redirects are refused, so the
 * JWT is never sent anywhere but the configured endpoint.
 */
export async function appwriteAccountForJwt(
  trusted: { endpoint: string; projectId: string },
  jwt: string,
): Promise<{ id: string; email: string; name: string; labels: string[]; emailVerification: boolean } | null> {
  let response: Response;
  let account: { $id?: unknown; email?: unknown; name?: unknown; labels?: unknown; emailVerification?: unknown };
  try {
    response = await fetch(`${trusted.endpoint}/account`, {
      headers: { 'X-Appwrite-Project': trusted.projectId, 'X-Appwrite-JWT': jwt, accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(5000),
    });
    if (response.status === 401 || response.status === 403) return null;
    if (!response.ok) throw new Error(`Appwrite answered ${response.status}`);
    account = (await response.json()) as typeof account;
  } catch {
    throw apiErrors.accountServiceUnavailable();
  }
  if (typeof account.$id !== 'string' || typeof account.email !== 'string') throw apiErrors.accountServiceUnavailable();
  const labels = Array.isArray(account.labels) ? account.labels.filter((label): label is string => typeof label === 'string') : [];
  return { id: account.$id, email: account.email, name: typeof account.name === 'string' ? account.name : '', labels, emailVerification: account.emailVerification === true };
}
