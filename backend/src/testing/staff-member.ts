import { STAFF_LABEL, STAFF_REQUEST_HEADER } from '@rcm/shared';
import { appwriteDate } from '../db/timestamp';
import { findAccount, setStaffRole } from '../staff/staff-roles';
import { authenticatorApp, type AuthenticatorApp } from './authenticator-app';
import { queuedMailsTo } from './outbox';
import { sendJson, signedInCookie, SITE_ORIGIN, type TestServer } from './test-server';

/** An operator at the command line, as the audit log names one. */
export const testOperator = { id: 'cli', name: 'cli:test', address: '' } as const;

/** The headers the staff console sends: its header, and the session cookie. */
export const consoleHeaders = (cookie: string): Record<string, string> => ({ cookie, [STAFF_REQUEST_HEADER]: '1' });

/** Marks the account's address verified, as following its verification link does (account routes test the link itself). */
export async function verifyAddress(server: TestServer, email: string): Promise<void> {
  await server.app.db
    .updateTable('users')
    .set({ email_verified_at: appwriteDate(server.app.clock()) })
    .where('email', '=', email)
    .execute();
}

/** Gives (or takes) the staff role, or another (`release:marketing`), as `npm run staff` does; throws unless it changed. */
export async function setStaffRoleOf(server: TestServer, email: string, grant: boolean, role = STAFF_LABEL): Promise<void> {
  const account = await findAccount(server.app.db, { email });
  const result = account ? await setStaffRole(server.app.db, account, grant, testOperator, server.app.clock(), role) : 'no such account';
  if (result !== (grant ? 'granted' : 'revoked'))
    throw new Error(`${grant ? 'granting' : 'revoking'} the ${role} role of ${email}: ${result}`);
}

export interface SignedInStaff {
  email: string;
  userId: string;
  /** The session cookie as a request's `cookie` header wants it. */
  cookie: string;
  /** The staff member's authenticator app: its codes, each accepted once. */
  authenticator: AuthenticatorApp;
  /**
   * Completes a TOTP challenge in this session now: a fresh second factor, as an export asks
   * for. Each call uses a code of a later 30-second step than the last (moving the server's
   * clock on when the window has no unused step left).
   */
  stepUp(): Promise<void>;
}

/**
 * A staff member signed in with two factors, as the staff API requires: a registered account
 * whose address is verified (through the mailed link), given the staff role (as `npm run
 * staff` does), with a verified authenticator app, two-step verification on, and a session that
 * completed a TOTP challenge just now.
 */
export async function signedInStaff(
  server: TestServer,
  email = `staff.${Math.random().toString(36).slice(2)}@example.com`,
): Promise<SignedInStaff> {
  const cookie = await signedInCookie(server, email);
  const headers = { cookie, 'x-appwrite-project': server.options.projectId };
  const v1 = async (method: string, path: string, body: unknown = {}) => {
    const reply = await sendJson(`${server.url}/v1${path}`, method, body, headers);
    if (reply.status >= 300) throw new Error(`${method} /v1${path} as ${email}: ${reply.status} ${reply.text}`);
    return reply.json;
  };

  await v1('POST', '/account/verifications/email', { url: `${SITE_ORIGIN}/verify-email` });
  const link = new URL(
    /https?:\/\/\S+verify-email\S+/.exec((await queuedMailsTo(server.app.db, email)).at(-1)?.text ?? '')?.[0] ?? 'http://no-link',
  );
  await v1('PUT', '/account/verifications/email', { userId: link.searchParams.get('userId'), secret: link.searchParams.get('secret') });
  await setStaffRoleOf(server, email, true);

  const { secret } = (await v1('POST', '/account/mfa/authenticators/totp')) as { secret: string };
  const authenticator = authenticatorApp(server, secret);
  await v1('PUT', '/account/mfa/authenticators/totp', { otp: authenticator.nextCode() });
  await v1('PATCH', '/account/mfa', { mfa: true });
  const stepUp = async () => {
    const challenge = (await v1('POST', '/account/mfa/challenges', { factor: 'totp' })) as { $id: string };
    await v1('PUT', '/account/mfa/challenges', { challengeId: challenge.$id, otp: authenticator.nextCode() });
  };
  await stepUp();
  const account = await findAccount(server.app.db, { email });
  return { email, userId: account!.id, cookie, authenticator, stepUp };
}
