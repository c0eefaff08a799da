/**
 * Production mode: the pages log in to a real Appwrite project and send `account.createJWT()`
 * as `X-Appwrite-JWT`; Appwrite itself says whose JWT it is.
 */
export async function appwriteAccountForJwt(
  trusted: { endpoint: string; projectId: string },
  jwt: string,
): Promise<{ id: string; email: string } | null> {
  let response: Response;
  try {
    response = await fetch(`${trusted.endpoint}/account`, {
      headers: { 'X-Appwrite-Project': trusted.projectId, 'X-Appwrite-JWT': jwt, accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return null;
  }
  if (!response.ok) return null;
  const account = (await response.json()) as { $id?: unknown; email?: unknown };
  return typeof account.$id === 'string' && typeof account.email === 'string' ? { id: account.$id, email: account.email } : null;
}
