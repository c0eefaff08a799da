import { setStaffRole } from '../staff/staff-roles';
import { authenticatorApp, type AuthenticatorApp } from './authenticator-app';
import { queuedMailsTo } from './outbox';
import { sendJson, signedInCookie, SITE_ORIGIN, type TestServer } from './test-server';

export interface SignedInStaff {
  email: string;
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

const operator = { id: 'cli', name: 'cli:test', address: '' };

/**
 * A staff member signed in with two factors, as the staff API requires: a registered account
 * whose address is verified (through the mailed link), given the staff role (as `npm run
 * staff` does), with a verified authenticator app, two-step verification on, and a session that
 * completed a TOTP challenge just now.
 */
export async function signedInStaff(server: TestServer, email = `staff.${Math.random().toString(36).slice(2)}@example.com`): Promise<SignedInStaff> {
  const cookie = await signedInCookie(server, email);
  const headers = { cookie, 'x-appwrite-project': server.options.projectId };
  const v1 = async (method: string, path: string, body: unknown = {}) => {
    const reply = await sendJson(`${server.url}/v1${path}`, method, body, headers);
    if (reply.status >= 300) throw new Error(`${method} /v1${path} as ${email}: ${reply.status} ${reply.text}`);
    return reply.json;
  };

  await v1('POST', '/account/verifications/email', { url: `${SITE_ORIGIN}/verify-email` });
  const link = new URL(/https?:\/\/\S+verify-email\S+/.exec((await queuedMailsTo(server.app.db, email)).at(-1)?.text ?? '')?.[0] ?? 'http://no-link');
  await v1('PUT', '/account/verifications/email', { userId: link.searchParams.get('userId'), secret: link.searchParams.get('secret') });
  await setStaffRole(server.app.db, email, true, operator);

  const { secret } = (await v1('POST', '/account/mfa/authenticators/totp')) as { secret: string };
  const authenticator = authenticatorApp(server, secret);
  await v1('PUT', '/account/mfa/authenticators/totp', { otp: authenticator.nextCode() });
  await v1('PATCH', '/account/mfa', { mfa: true });
  const stepUp = async () => {
    const challenge = (await v1('POST', '/account/mfa/challenges', { factor: 'totp' })) as { $id: string };
    await v1('PUT', '/account/mfa/challenges', { challengeId: challenge.$id, otp: authenticator.nextCode() });
  };
  await stepUp();
  return { email, cookie, authenticator, stepUp };
}
