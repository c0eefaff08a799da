import { createBackendClient, SESSION_ENDED_STATUS, type ApiResult, type RuntimeConfig, type ServerVisitor } from '@rcm/shared';

/**
 * How long a page of the visitor's own account waits for the backend to say who they are: past
 * it the page goes out as the layout and the browser renders the page, as it does without this
 * server. A little above the backend's usual answer, far below a visitor's patience.
 */
export const SESSION_READ_TIMEOUT_MS = 800;

/**
 * Who a page of one's own account is rendered for: the signed-in visitor, no one (no session
 * cookie, or one the backend refuses), or unknown (the backend is slow or down: the browser
 * then renders the page from what it has stored, as the spec has it).
 */
export type SessionVisitor = { state: 'signed-in'; user: ServerVisitor } | { state: 'signed-out' } | { state: 'unknown' };

/** The session cookie Appwrite (and the backend's Appwrite-compatible API) sets for a project. */
export const sessionCookieName = (projectId: string) => `a_session_${projectId}`;

interface AccountReply {
  name: string;
  email: string;
  labels: string[];
  emailVerified: boolean;
}

function accountOf(body: Record<string, unknown>): AccountReply | undefined {
  if (typeof body.name !== 'string' || typeof body.email !== 'string') return undefined;
  const labels = Array.isArray(body.labels) ? body.labels.filter((label): label is string => typeof label === 'string') : [];
  return { name: body.name, email: body.email, labels, emailVerified: body.emailVerification === true };
}

const refused = (result: ApiResult<unknown>) => !result.ok && !result.unreachable && result.status === SESSION_ENDED_STATUS;

/**
 * The signed-in visitor as the backend answers their session cookie, read as the login reads it
 * for the stored user (`signedInUser`): the name, address and whether it is verified from the
 * account, the package and score from the customer record, both asked at once. Only that one cookie is sent, never the
 * visitor's others, with the visitor's address as `X-Forwarded-For` (as the contact form's
 * forwarding does): the backend's per-address limits then count the visitor, not this server,
 * when its `TRUST_PROXY` trusts this server.
 */
export async function readSessionVisitor(
  config: Pick<RuntimeConfig, 'backendUrl' | 'appwrite'>,
  request: { cookies: Readonly<Record<string, string | undefined>>; clientAddress: string },
  timeoutMs: number = SESSION_READ_TIMEOUT_MS,
): Promise<SessionVisitor> {
  const name = sessionCookieName(config.appwrite.projectId);
  const session = request.cookies[name];
  if (!session) return { state: 'signed-out' };
  const signal = AbortSignal.timeout(timeoutMs);
  const headers = { cookie: `${name}=${encodeURIComponent(session)}`, 'x-forwarded-for': request.clientAddress };
  const [account, summary] = await Promise.all([
    createBackendClient(config.appwrite.endpoint, { headers: { ...headers, 'x-appwrite-project': config.appwrite.projectId } }).request(
      'GET',
      '/account',
      { read: accountOf, signal },
    ),
    createBackendClient(config.backendUrl, { headers }).customer(signal),
  ]);
  if (account.ok && summary.ok) {
    const { name: fullName, email, labels, emailVerified } = account.value;
    const { subscribtion, rc_score } = summary.value;
    return { state: 'signed-in', user: { name: fullName, username: email, subscribtion, rc_score, labels, emailVerified } };
  }
  // A session the account server refuses (ended, or still owing its second factor) is no one's.
  // A customer record refused to a session the account server accepts is not a signed-out
  // visitor: with accounts in a real Appwrite project the backend reads only a JWT of the
  // session, which this server does not ask for (each would spend the visitor's JWT allowance).
  return refused(account) ? { state: 'signed-out' } : { state: 'unknown' };
}
