import { STAFF_STEP_UP_ERROR_TYPE, STAFF_STEP_UP_MESSAGE, STAFF_STEP_UP_SECONDS } from '@rcm/shared';
import { staffApiRoutes } from '@rcm/shared/testing';
import { authenticatorApp } from '../../testing/authenticator-app';
import { queuedMailsTo } from '../../testing/outbox';
import { consoleHeaders, setStaffRoleOf, signedInStaff, verifyAddress, type SignedInStaff } from '../../testing/staff-member';
import { describeDatabase, loggedInCookie, sendJson, setUpTestServer, signedInCookie, SITE_ORIGIN } from '../../testing/test-server';

/**
 * The staff console needs two-step verification (security review M11): every staff route a
 * staff member without it, or with a session that still owes the factor, is refused 401
 * user_more_factors_required; an export needs a factor at most five minutes old (403
 * user_mfa_step_up_required), which a new challenge gives.
 */

const server = setUpTestServer();
const project = { 'x-appwrite-project': 'rcm' };
const exportRoutes = staffApiRoutes.filter(([, path]) => path.startsWith('/staff/exports/'));

/** A staff route as the console calls it, with a session cookie: the status and the error type. */
async function staffCall(method: string, path: string, cookie: string): Promise<{ status: number; type: string | undefined }> {
  const body = method === 'PATCH' ? JSON.stringify({}) : undefined;
  const reply = await fetch(`${server.url}${path}`, {
    method,
    headers: { origin: SITE_ORIGIN, ...consoleHeaders(cookie), ...(body ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  const text = await reply.text();
  const type = reply.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { type?: string }).type : undefined;
  return { status: reply.status, type };
}

const v1 = (method: string, path: string, cookie: string, body: unknown = {}) =>
  sendJson(`${server.url}/v1${path}`, method, body, { ...project, cookie });

describe(`staff without two-step verification (${describeDatabase()})`, () => {
  test.each(staffApiRoutes)('%s %s: 401 user_more_factors_required for a staff member without MFA', async (method, path) => {
    const email = `no.mfa.${method}.${path.replace(/\W/g, '')}@example.com`.toLowerCase();
    const cookie = await signedInCookie(server, email);
    await verifyAddress(server, email);
    await setStaffRoleOf(server, email, true);
    expect(await staffCall(method, path, cookie)).toEqual({ status: 401, type: 'user_more_factors_required' });
  });

  test('the app confirmed is not enough while MFA is off; MFA on with the app and a session of two factors is', async () => {
    const email = 'enrolling.staff@example.com';
    const cookie = await signedInCookie(server, email);
    await verifyAddress(server, email);
    await setStaffRoleOf(server, email, true);
    const added = await v1('POST', '/account/mfa/authenticators/totp', cookie);
    const app = authenticatorApp(server, added.json.secret as string);
    expect((await v1('PUT', '/account/mfa/authenticators/totp', cookie, { otp: app.nextCode() })).status).toBe(200);
    expect(await staffCall('GET', '/staff/enquiries', cookie)).toEqual({ status: 401, type: 'user_more_factors_required' });
    expect((await v1('PATCH', '/account/mfa', cookie, { mfa: true })).json.mfa).toBe(true);
    expect(await staffCall('GET', '/staff/enquiries', cookie)).toEqual({ status: 200, type: undefined });
  });

  test('MFA on with a verified address as the only second factor is not enough: staff need the authenticator app', async () => {
    const email = 'email.only.staff@example.com';
    const cookie = await signedInCookie(server, email);
    await v1('POST', '/account/verifications/email', cookie, { url: `${SITE_ORIGIN}/verify-email` });
    const link = new URL(/https?:\/\/\S+verify-email\S+/.exec((await queuedMailsTo(server.app.db, email)).at(-1)!.text)![0]);
    await v1('PUT', '/account/verifications/email', cookie, {
      userId: link.searchParams.get('userId'),
      secret: link.searchParams.get('secret'),
    });
    await setStaffRoleOf(server, email, true);
    expect((await v1('PATCH', '/account/mfa', cookie, { mfa: true })).status).toBe(200);
    // This session counts the verified address (Appwrite's rule when MFA is turned on): two factors, no app.
    const { sessions } = (await (await fetch(`${server.url}/v1/account/sessions`, { headers: { ...project, cookie } })).json()) as {
      sessions: Array<{ factors: string[] }>;
    };
    expect(sessions[0]!.factors).toEqual(['password', 'email']);
    expect(await staffCall('GET', '/staff/enquiries', cookie)).toEqual({ status: 401, type: 'user_more_factors_required' });
  });

  test('an authenticator app added but never confirmed with a code does not count', async () => {
    const email = 'unconfirmed.app.staff@example.com';
    const cookie = await signedInCookie(server, email);
    await verifyAddress(server, email);
    await setStaffRoleOf(server, email, true);
    expect((await v1('POST', '/account/mfa/authenticators/totp', cookie)).status).toBe(200);
    expect((await v1('PATCH', '/account/mfa', cookie, { mfa: true })).status).toBe(200);
    expect(await staffCall('GET', '/staff/enquiries', cookie)).toEqual({ status: 401, type: 'user_more_factors_required' });
  });

  test('a customer is still 403 and a guest 401, as before', async () => {
    const cookie = await signedInCookie(server, 'plain.customer@example.com');
    expect((await staffCall('GET', '/staff/enquiries', cookie)).status).toBe(403);
    expect(await staffCall('GET', '/staff/enquiries', '')).toEqual({ status: 401, type: 'user_unauthorized' });
  });
});

describe(`staff with two-step verification (${describeDatabase()})`, () => {
  let staff: SignedInStaff;
  beforeAll(async () => {
    staff = await signedInStaff(server, 'two.factors@example.com');
  });

  test('a new login owes the factor (401 user_more_factors_required) until a challenge, then every route answers', async () => {
    const cookie = await loggedInCookie(server, staff.email);
    expect(await staffCall('GET', '/staff/enquiries', cookie)).toEqual({ status: 401, type: 'user_more_factors_required' });
    const challenge = await v1('POST', '/account/mfa/challenges', cookie, { factor: 'totp' });
    expect(
      (await v1('PUT', '/account/mfa/challenges', cookie, { challengeId: challenge.json.$id, otp: staff.authenticator.nextCode() })).status,
    ).toBe(200);
    for (const [method, path] of staffApiRoutes) {
      const { status } = await staffCall(method, path, cookie);
      expect({ route: `${method} ${path}`, ok: status !== 401 && status !== 403 }).toEqual({ route: `${method} ${path}`, ok: true });
    }
  });

  test.each(exportRoutes)(
    '%s %s: a factor at most 5 minutes old; older, 403 user_mfa_step_up_required until a new challenge',
    async (method, path) => {
      expect(STAFF_STEP_UP_SECONDS).toBe(300);
      await staff.stepUp();
      server.advanceClock(STAFF_STEP_UP_SECONDS - 1);
      expect((await staffCall(method, path, staff.cookie)).status).toBe(200);
      server.advanceClock(2);
      const refused = await fetch(`${server.url}${path}`, { method, headers: { origin: SITE_ORIGIN, ...consoleHeaders(staff.cookie) } });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 403, type: STAFF_STEP_UP_ERROR_TYPE, message: STAFF_STEP_UP_MESSAGE });
      // The other staff routes need no step-up.
      expect((await staffCall('GET', '/staff/enquiries', staff.cookie)).status).toBe(200);
      await staff.stepUp();
      expect((await staffCall(method, path, staff.cookie)).status).toBe(200);
    },
  );

  test('a recovery code is a step-up too', async () => {
    const codes = (await v1('POST', '/account/mfa/recovery-codes', staff.cookie)).json.recoveryCodes as string[];
    server.advanceClock(STAFF_STEP_UP_SECONDS + 1);
    const [method, path] = exportRoutes[0]!;
    expect((await staffCall(method, path, staff.cookie)).status).toBe(403);
    const challenge = await v1('POST', '/account/mfa/challenges', staff.cookie, { factor: 'recoverycode' });
    expect((await v1('PUT', '/account/mfa/challenges', staff.cookie, { challengeId: challenge.json.$id, otp: codes[0] })).status).toBe(200);
    expect((await staffCall(method, path, staff.cookie)).status).toBe(200);
  });

  test('turning MFA off, or removing the app, shuts the console again', async () => {
    const other = await signedInStaff(server, 'leaving.mfa@example.com');
    expect((await v1('PATCH', '/account/mfa', other.cookie, { mfa: false })).status).toBe(200);
    expect(await staffCall('GET', '/staff/enquiries', other.cookie)).toEqual({ status: 401, type: 'user_more_factors_required' });
    expect((await v1('PATCH', '/account/mfa', other.cookie, { mfa: true })).status).toBe(200);
    expect((await staffCall('GET', '/staff/enquiries', other.cookie)).status).toBe(200);
    expect((await v1('DELETE', '/account/mfa/authenticators/totp', other.cookie)).status).toBe(204);
    expect(await staffCall('GET', '/staff/enquiries', other.cookie)).toEqual({ status: 401, type: 'user_more_factors_required' });
  });
});
