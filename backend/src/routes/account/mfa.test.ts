import { sdkAccount, sdkFailure } from '../../testing/appwrite-sdk';
import { AuthenticationFactor, AuthenticatorType, ID } from 'appwrite';
import { STAFF_REQUEST_HEADER } from '@rcm/shared';
import { sampleCard } from '@rcm/shared/testing';
import {
  APPWRITE_DATETIME,
  accountModel,
  mfaChallengeModel,
  mfaFactorsModel,
  mfaRecoveryCodesModel,
  mfaTypeModel,
  modelProblems,
  sessionModel,
  type Model,
} from '../../testing/appwrite-models';
import { defaultRateLimits, defaultSessionPolicy } from '../../config';
import { totpCodeAt, totpStepAt } from '../../mfa/totp';
import { authenticatorApp, type AuthenticatorApp } from '../../testing/authenticator-app';
import { installCookieJarFetch } from '../../testing/cookie-jar-fetch';
import { startTestMailServer } from '../../testing/mail-server';
import { queuedMailsTo } from '../../testing/outbox';
import {
  describeDatabase,
  nodeFetch,
  setUpTestServer,
  SITE_ORIGIN,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from '../../testing/test-server';
import { waitUntil } from '../../testing/wait-until';
import { EMAIL_CHALLENGE_TTL_MS } from './mfa-routes';

/**
 * Two-step verification through the official web SDK (27.0.0, what the pages use), against the
 * real backend over HTTP: every MFA call the SDK has, its replies held to Appwrite's models,
 * codes computed from the returned secret as an authenticator app does.
 */

let server: TestServer;
let cookies: ReturnType<typeof installCookieJarFetch>;
const project = { 'x-appwrite-project': 'rcm' };

const sdk = (target = server) => sdkAccount(target);

function expectConforms(value: unknown, model: Model): void {
  expect(modelProblems(value, model)).toEqual([]);
}

let accounts = 0;
const newEmail = (label: string) => `mfa.${label}.${process.pid}.${(accounts += 1)}@example.com`;

/** A browser of its own: the SDK's calls from now on carry only its cookies. */
function newBrowser(): void {
  cookies.jar.clear();
}

/** The session cookie of the browser in use, as a `cookie` header wants it. */
const sessionCookie = () => `a_session_rcm=${cookies.jar.get('a_session_rcm')}`;

/** Registers and logs in, in a new browser. */
async function signedUp(label: string, target = server): Promise<string> {
  newBrowser();
  const email = newEmail(label);
  await sdk(target).create({ userId: ID.unique(), email, password: TEST_PASSWORD, name: 'Dana Reyes' });
  await sdk(target).createEmailPasswordSession({ email, password: TEST_PASSWORD });
  return email;
}

/** Enrols as the enrolment page does: add the app, confirm it with a code, recovery codes, then MFA on. */
async function enrolled(target = server): Promise<{ app: AuthenticatorApp; recoveryCodes: string[] }> {
  const account = sdk(target);
  const { secret } = await account.createMFAAuthenticator({ type: AuthenticatorType.Totp });
  const app = authenticatorApp(target, secret);
  await account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: app.nextCode() });
  const { recoveryCodes } = await account.createMFARecoveryCodes();
  await account.updateMFA({ mfa: true });
  return { app, recoveryCodes };
}

/** Logs in again in a new browser: a session that owes its second factor. */
async function loggedInAgain(email: string, target = server) {
  newBrowser();
  return sdk(target).createEmailPasswordSession({ email, password: TEST_PASSWORD });
}

/** Answers a new challenge of `factor` with `otp` through the SDK. */
async function challenged(factor: AuthenticationFactor, otp: () => string, target = server) {
  const account = sdk(target);
  const challenge = await account.createMFAChallenge({ factor });
  return account.updateMFAChallenge({ challengeId: challenge.$id, otp: otp() });
}

/** Marks the address verified through the mailed link, as the verification page does. */
async function verifyEmail(email: string, target = server): Promise<void> {
  await sdk(target).createEmailVerification({ url: `${SITE_ORIGIN}/verify-email` });
  const link = new URL(/https?:\/\/\S+verify-email\S+/.exec((await queuedMailsTo(target.app.db, email)).at(-1)!.text)![0]);
  await sdk(target).updateEmailVerification({ userId: link.searchParams.get('userId')!, secret: link.searchParams.get('secret')! });
}

/** The six-digit code in the newest two-step verification mail to `email`. */
async function mailedCode(email: string, target = server): Promise<string> {
  const mail = (await queuedMailsTo(target.app.db, email)).filter((queued) => queued.kind === 'mfa-challenge').at(-1)!;
  return /^(\d{6})$/m.exec(mail.text)![1]!;
}

beforeAll(async () => {
  server = await startTestServer();
  cookies = installCookieJarFetch();
});
afterAll(async () => {
  cookies.restore();
  await server.close();
});

describe(`enrolment and login through the SDK (${describeDatabase()})`, () => {
  test("enrolment: add the app, confirm it with a code from it, make recovery codes, turn MFA on; each reply is Appwrite's model", async () => {
    const email = await signedUp('enrol');
    const account = sdk();
    const before = await account.listMFAFactors();
    expectConforms(before, mfaFactorsModel);
    expect(before).toEqual({ totp: false, phone: false, email: false, recoveryCode: false, custom: false });

    const added = await account.createMFAAuthenticator({ type: AuthenticatorType.Totp });
    expectConforms(added, mfaTypeModel);
    expect(added.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(added.uri);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(`otpauth://totp/Clarity RCM:${email}`);
    expect(uri.searchParams.get('secret')).toBe(added.secret);
    expect(uri.searchParams.get('issuer')).toBe('Clarity RCM');
    // Added, not yet confirmed: no factor yet; adding again replaces the unconfirmed secret.
    expect((await account.listMFAFactors()).totp).toBe(false);
    const again = await account.createMFAAuthenticator({ type: AuthenticatorType.Totp });
    expect(again.secret).not.toBe(added.secret);
    const stale = authenticatorApp(server, added.secret);
    expect(await sdkFailure(() => account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: stale.nextCode() }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });

    const app = authenticatorApp(server, again.secret);
    const confirmed = await account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: app.nextCode() });
    expectConforms(confirmed, accountModel);
    expect(confirmed).toMatchObject({ email, mfa: false });
    // As Appwrite: the code counts as this session's second factor, but is no challenge.
    const [current] = (await account.listSessions()).sessions;
    expect(current).toMatchObject({ factors: ['password', 'totp'], mfaUpdatedAt: '' });

    const created = await account.createMFARecoveryCodes();
    expectConforms(created, mfaRecoveryCodesModel);
    const { recoveryCodes } = created;
    expect(recoveryCodes).toHaveLength(6);
    expect(await sdkFailure(() => account.createMFARecoveryCodes())).toMatchObject({
      code: 409,
      type: 'user_recovery_codes_already_exists',
    });
    const on = await account.updateMFA({ mfa: true });
    expectConforms(on, accountModel);
    expect(on.mfa).toBe(true);
    expect(await account.listMFAFactors()).toEqual({ totp: true, phone: false, email: false, recoveryCode: true, custom: false });
    expect(await sdkFailure(() => account.createMFAAuthenticator({ type: AuthenticatorType.Totp }))).toMatchObject({
      code: 409,
      type: 'user_authenticator_already_verified',
    });
    expect((await account.get()).mfa).toBe(true);
  });

  test('login: the new session owes its second factor (401 user_more_factors_required) until a TOTP challenge, which it may still list, answer or log out from', async () => {
    const email = await signedUp('login');
    const { app } = await enrolled();
    const login = await loggedInAgain(email);
    expectConforms(login, sessionModel);
    expect(login).toMatchObject({ factors: ['password'], mfaUpdatedAt: '' });
    const account = sdk();
    expect(await sdkFailure(() => account.get())).toMatchObject({
      code: 401,
      type: 'user_more_factors_required',
      message: 'More factors are required to complete the sign in process.',
    });
    expect((await account.listMFAFactors()).totp).toBe(true);

    const challenge = await account.createMFAChallenge({ factor: AuthenticationFactor.Totp });
    expectConforms(challenge, mfaChallengeModel);
    expect(challenge.userId).toBe(login.userId);
    // The code already used at enrolment is spent, and so is a wrong one.
    for (const otp of [app.lastCode(), app.lastCode() === '000000' ? '111111' : '000000']) {
      expect(await sdkFailure(() => account.updateMFAChallenge({ challengeId: challenge.$id, otp }))).toMatchObject({
        code: 401,
        type: 'user_invalid_token',
      });
    }
    const before = Date.now();
    const session = await account.updateMFAChallenge({ challengeId: challenge.$id, otp: app.nextCode() });
    expectConforms(session, sessionModel);
    expect(session).toMatchObject({ $id: login.$id, current: true, factors: ['password', 'totp'] });
    expect(session.mfaUpdatedAt).toMatch(APPWRITE_DATETIME);
    expect(Date.parse(session.mfaUpdatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await account.get()).email).toBe(email);
    // Answered once: the challenge is gone.
    expect(await sdkFailure(() => account.updateMFAChallenge({ challengeId: challenge.$id, otp: app.nextCode() }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });

    // Logging out needs no second factor.
    await loggedInAgain(email);
    expect(await sdk().deleteSession({ sessionId: 'current' })).toEqual({ message: '' });
    expect(cookies.jar.has('a_session_rcm')).toBe(false);
  });

  test('a code is accepted once: a second challenge answered with the same code is refused, the next code passes', async () => {
    const email = await signedUp('reuse');
    const { app } = await enrolled();
    await loggedInAgain(email);
    const code = app.nextCode();
    expect((await challenged(AuthenticationFactor.Totp, () => code)).factors).toContain('totp');
    // Another browser, the same code within its 30 seconds: refused.
    await loggedInAgain(email);
    expect(await sdkFailure(() => challenged(AuthenticationFactor.Totp, () => code))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    expect((await challenged(AuthenticationFactor.Totp, () => app.nextCode())).factors).toEqual(['password', 'totp']);
  });

  test('a step earlier than the last one accepted is refused too, even inside the window', async () => {
    await signedUp('earlier');
    const account = sdk();
    const { secret } = await account.createMFAAuthenticator({ type: AuthenticatorType.Totp });
    const current = totpStepAt(server.options.clock!());
    const codeOf = (step: number) => totpCodeAt(secret, new Date(step * 30_000));
    // The app's clock a step ahead: accepted (the window), and from then on that step is the last.
    await account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: codeOf(current + 1) });
    for (const step of [current, current - 1, current + 1]) {
      expect(await sdkFailure(() => challenged(AuthenticationFactor.Totp, () => codeOf(step)))).toMatchObject({
        type: 'user_invalid_token',
      });
    }
    server.advanceClock(60);
    expect((await challenged(AuthenticationFactor.Totp, () => codeOf(current + 2))).factors).toEqual(['password', 'totp']);
  });

  test('a recovery code works once; it counts as the second factor; the rest are left to read, and regenerating ends the old ones', async () => {
    const email = await signedUp('recovery');
    const { recoveryCodes } = await enrolled();
    await loggedInAgain(email);
    const used = await challenged(AuthenticationFactor.Recoverycode, () => recoveryCodes[2]!);
    expect(used.factors).toEqual(['password', 'recoveryCode']);
    expect((await sdk().get()).email).toBe(email);

    await loggedInAgain(email);
    expect(await sdkFailure(() => challenged(AuthenticationFactor.Recoverycode, () => recoveryCodes[2]!))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    expect(await sdkFailure(() => sdk().get())).toMatchObject({ type: 'user_more_factors_required' });
    await challenged(AuthenticationFactor.Recoverycode, () => recoveryCodes[0]!);
    const left = await sdk().getMFARecoveryCodes();
    expectConforms(left, mfaRecoveryCodesModel);
    expect(left.recoveryCodes).toEqual([recoveryCodes[1], recoveryCodes[3], recoveryCodes[4], recoveryCodes[5]]);

    const regenerated = await sdk().updateMFARecoveryCodes();
    expectConforms(regenerated, mfaRecoveryCodesModel);
    expect(regenerated.recoveryCodes).toHaveLength(6);
    expect(regenerated.recoveryCodes.some((code) => recoveryCodes.includes(code))).toBe(false);
    await loggedInAgain(email);
    expect(await sdkFailure(() => challenged(AuthenticationFactor.Recoverycode, () => recoveryCodes[1]!))).toMatchObject({
      type: 'user_invalid_token',
    });
    expect((await challenged(AuthenticationFactor.Recoverycode, () => regenerated.recoveryCodes[5]!)).factors).toContain('recoveryCode');
  });

  test('the email factor: a verified address only; the code arrives in the mail, works once, and not after 15 minutes', async () => {
    const email = await signedUp('email');
    expect(await sdkFailure(() => sdk().createMFAChallenge({ factor: AuthenticationFactor.Email }))).toMatchObject({
      code: 400,
      type: 'user_email_not_verified',
    });
    await verifyEmail(email);
    expect((await sdk().listMFAFactors()).email).toBe(true);
    // A verified address is a second factor of its own: with MFA on, the next login owes it.
    expect((await sdk().updateMFA({ mfa: true })).mfa).toBe(true);
    await loggedInAgain(email);
    expect(await sdkFailure(() => sdk().get())).toMatchObject({ type: 'user_more_factors_required' });

    const challenge = await sdk().createMFAChallenge({ factor: AuthenticationFactor.Email });
    expect(Date.parse(challenge.expire) - Date.parse(challenge.$createdAt)).toBe(EMAIL_CHALLENGE_TTL_MS);
    const code = await mailedCode(email);
    const [mail] = (await queuedMailsTo(server.app.db, email)).filter((queued) => queued.kind === 'mfa-challenge');
    expect(mail!.subject).toBe('Verification code for Clarity RCM');
    expect(mail!.text).toContain('It expires in 15 minutes and works once.');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await sdkFailure(() => sdk().updateMFAChallenge({ challengeId: challenge.$id, otp: wrong }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    const session = await sdk().updateMFAChallenge({ challengeId: challenge.$id, otp: code });
    expect(session.factors).toEqual(['password', 'email']);
    expect(await sdkFailure(() => sdk().updateMFAChallenge({ challengeId: challenge.$id, otp: code }))).toMatchObject({
      type: 'user_invalid_token',
    });

    // Another browser: its mailed code works for 15 minutes, not a millisecond more.
    await loggedInAgain(email);
    const late = await sdk().createMFAChallenge({ factor: AuthenticationFactor.Email });
    const lateCode = await mailedCode(email);
    expect(lateCode).not.toBe(code);
    server.advanceClock(EMAIL_CHALLENGE_TTL_MS / 1000);
    expect(await sdkFailure(() => sdk().updateMFAChallenge({ challengeId: late.$id, otp: lateCode }))).toMatchObject({
      type: 'user_invalid_token',
    });
    const inTime = await sdk().createMFAChallenge({ factor: AuthenticationFactor.Email });
    server.advanceClock(EMAIL_CHALLENGE_TTL_MS / 1000 - 1);
    expect((await sdk().updateMFAChallenge({ challengeId: inTime.$id, otp: await mailedCode(email) })).factors).toContain('email');
  });

  test('the mailed code says which browser and system asked for it, as far as they are known, and nothing when neither is', async () => {
    const email = await signedUp('requested.from');
    await verifyEmail(email);
    const askedFrom = async (userAgent: string) => {
      const reply = await nodeFetch(`${server.url}/v1/account/mfa/challenges`, {
        method: 'POST',
        headers: { ...project, origin: SITE_ORIGIN, cookie: sessionCookie(), 'content-type': 'application/json', 'user-agent': userAgent },
        body: JSON.stringify({ factor: 'email' }),
      });
      expect(reply.status).toBe(201);
      const mail = (await queuedMailsTo(server.app.db, email)).filter((queued) => queued.kind === 'mfa-challenge').at(-1)!;
      return /It was requested from (.*?)\. /.exec(mail.text)?.[1] ?? 'nothing said';
    };
    expect(await askedFrom('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on GNU/Linux');
    expect(await askedFrom('Mozilla/5.0 (X11; FreeBSD amd64) Lynx')).toBe('FreeBSD');
    expect(await askedFrom('curl/8.5.0')).toBe('nothing said');
  });

  test('a blank challenge id or code is refused naming the parameter, as Appwrite', async () => {
    await signedUp('blank.answer');
    await enrolled();
    const challenge = await sdk().createMFAChallenge({ factor: AuthenticationFactor.Totp });
    const answer = (body: unknown) =>
      nodeFetch(`${server.url}/v1/account/mfa/challenges`, {
        method: 'PUT',
        headers: { ...project, origin: SITE_ORIGIN, cookie: sessionCookie(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (reply) => ({ status: reply.status, ...((await reply.json()) as { type: string; message: string }) }));
    const blank = (param: string) => ({
      status: 400,
      type: 'general_argument_invalid',
      message: `Invalid \`${param}\` param: Value must be a valid string and at least 1 chars and no longer than 256 chars`,
    });
    expect(await answer({ challengeId: '', otp: '123456' })).toMatchObject(blank('challengeId'));
    expect(await answer({ challengeId: challenge.$id, otp: '' })).toMatchObject(blank('otp'));
  });

  test("a challenge is answered only by the session that asked for it (Appwrite: by any of the account's)", async () => {
    const email = await signedUp('bound');
    const { app } = await enrolled();
    const first = await loggedInAgain(email);
    const challenge = await sdk().createMFAChallenge({ factor: AuthenticationFactor.Totp });
    const firstCookie = sessionCookie();
    await loggedInAgain(email);
    expect(await sdkFailure(() => sdk().updateMFAChallenge({ challengeId: challenge.$id, otp: app.nextCode() }))).toMatchObject({
      type: 'user_invalid_token',
    });
    const answer = await nodeFetch(`${server.url}/v1/account/mfa/challenges`, {
      method: 'PUT',
      headers: { ...project, 'content-type': 'application/json', origin: SITE_ORIGIN, cookie: firstCookie },
      body: JSON.stringify({ challengeId: challenge.$id, otp: app.nextCode() }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { $id: string }).$id).toBe(first.$id);
  });

  test('turning MFA off: the next login needs no second factor; the factors stay for when it is turned on again', async () => {
    const email = await signedUp('off');
    await enrolled();
    const off = await sdk().updateMFA({ mfa: false });
    expect(off.mfa).toBe(false);
    await loggedInAgain(email);
    expect((await sdk().get()).mfa).toBe(false);
    expect((await sdk().listMFAFactors()).totp).toBe(true);
  });
});

describe(`a session that owes its second factor (${describeDatabase()})`, () => {
  test("gets 401 user_more_factors_required on every /v1 route but the mfa ones and logging out, and on the site's own routes", async () => {
    const email = await signedUp('owing');
    await enrolled();
    await loggedInAgain(email);
    const cookie = sessionCookie();
    const send = (method: string, path: string, body?: unknown) =>
      nodeFetch(`${server.url}${path}`, {
        method,
        headers: {
          ...project,
          origin: SITE_ORIGIN,
          cookie,
          ...(path.startsWith('/staff/') ? { [STAFF_REQUEST_HEADER]: '1' } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const refused: Array<[string, string, unknown?]> = [
      ['GET', '/v1/account'],
      ['GET', '/v1/account/prefs'],
      ['PATCH', '/v1/account/prefs', { prefs: {} }],
      ['PATCH', '/v1/account/name', { name: 'Mallory' }],
      ['GET', '/v1/account/sessions'],
      ['DELETE', '/v1/account/sessions'],
      ['POST', '/v1/account/jwts', {}],
      ['POST', '/v1/account/verifications/email', { url: `${SITE_ORIGIN}/verify-email` }],
      // A route a guest may use is refused too, as Appwrite checks the session on every route.
      ['POST', '/v1/account/recovery', { email, url: `${SITE_ORIGIN}/reset-password` }],
      ['PATCH', '/v1/account/mfa', { mfa: false }],
      ['POST', '/v1/account/mfa/authenticators/totp', {}],
      ['DELETE', '/v1/account/mfa/authenticators/totp', {}],
      ['POST', '/v1/account/mfa/recovery-codes', {}],
      ['GET', '/v1/account/mfa/recovery-codes'],
      ['GET', '/customer'],
      ['GET', '/customer/data'],
      ['POST', '/customer/reauthenticate', { password: TEST_PASSWORD }],
      ['PUT', '/subscribtion', { username: email, subscribtion: 'gold', creditCard: sampleCard.number, password: TEST_PASSWORD }],
      ['DELETE', '/subscribtion'],
      ['GET', '/subscribtion/history'],
      ['GET', '/staff/enquiries'],
    ];
    for (const [method, path, body] of refused) {
      const reply = await send(method, path, body);
      expect({ route: `${method} ${path}`, status: reply.status, type: ((await reply.json()) as { type?: string }).type }).toEqual({
        route: `${method} ${path}`,
        status: 401,
        type: 'user_more_factors_required',
      });
    }
    expect((await send('GET', '/v1/account/mfa/factors')).status).toBe(200);
    for (const path of ['/v1/account/mfa/challenges', '/v1/account/mfa/challenge'])
      expect((await send('POST', path, { factor: 'totp' })).status).toBe(201);
    expect((await send('PUT', '/v1/account/mfa/challenge', { challengeId: 'none', otp: '123456' })).status).toBe(401);
    expect((await send('DELETE', '/v1/account/sessions/current')).status).toBe(204);
  });

  test("a JWT of such a session is refused the same way on the site's routes", async () => {
    await signedUp('owing.jwt');
    const { app } = await enrolled();
    const { jwt } = await sdk().createJWT();
    // The JWT's session turns into one that owes a factor once the factors it had are gone from it.
    await server.app.db
      .updateTable('sessions')
      .set({ factors: '["password"]' })
      .where('user_id', '=', (await sdk().get()).$id)
      .execute();
    for (const path of ['/customer', '/subscribtion/history']) {
      const reply = await nodeFetch(`${server.url}${path}`, { headers: { 'x-appwrite-jwt': jwt } });
      expect({ path, status: reply.status, type: ((await reply.json()) as { type: string }).type }).toEqual({
        path,
        status: 401,
        type: 'user_more_factors_required',
      });
    }
    expect((await challenged(AuthenticationFactor.Totp, () => app.nextCode())).factors).toEqual(['password', 'totp']);
    expect((await nodeFetch(`${server.url}/customer`, { headers: { 'x-appwrite-jwt': jwt } })).status).toBe(200);
  });

  test('MFA on with no second factor to give (no verified address, no app) asks for nothing, as Appwrite', async () => {
    const email = await signedUp('nothing');
    expect((await sdk().updateMFA({ mfa: true })).mfa).toBe(true);
    await loggedInAgain(email);
    expect((await sdk().get()).mfa).toBe(true);
  });
});

describe(`reading and changing the factors needs a challenge within 30 minutes (${describeDatabase()})`, () => {
  test('recovery codes and removing the app: 401 user_challenge_required, then allowed for 30 minutes after a challenge', async () => {
    await signedUp('recent');
    const { app } = await enrolled();
    const account = sdk();
    for (const call of [
      () => account.getMFARecoveryCodes(),
      () => account.updateMFARecoveryCodes(),
      () => account.deleteMFAAuthenticator({ type: AuthenticatorType.Totp }),
    ]) {
      expect(await sdkFailure(call)).toMatchObject({ code: 401, type: 'user_challenge_required' });
    }
    await challenged(AuthenticationFactor.Totp, () => app.nextCode());
    server.advanceClock(1790);
    expect((await account.getMFARecoveryCodes()).recoveryCodes).toHaveLength(6);
    server.advanceClock(11);
    expect(await sdkFailure(() => account.getMFARecoveryCodes())).toMatchObject({ type: 'user_challenge_required' });
    await challenged(AuthenticationFactor.Totp, () => app.nextCode());
    expect(await account.deleteMFAAuthenticator({ type: AuthenticatorType.Totp })).toEqual({ message: '' });
    expect(await sdkFailure(() => account.deleteMFAAuthenticator({ type: AuthenticatorType.Totp }))).toMatchObject({
      code: 404,
      type: 'user_authenticator_not_found',
    });
    expect((await account.listMFAFactors()).totp).toBe(false);
    // The app removed, its codes answer no challenge.
    expect(await sdkFailure(() => challenged(AuthenticationFactor.Totp, () => app.nextCode()))).toMatchObject({
      type: 'user_invalid_token',
    });
  });
});

describe(`challenges expire (${describeDatabase()})`, () => {
  let patient: TestServer;
  beforeAll(async () => {
    // Sessions idle for two hours here, so that an hour can pass without a request.
    patient = await startTestServer({ sessions: { ...defaultSessionPolicy, idleSeconds: 7200 } });
  });
  afterAll(() => patient.close());

  test("a TOTP or recovery-code challenge can be answered for an hour (Appwrite's), not a millisecond more", async () => {
    const email = await signedUp('expiry', patient);
    const { app, recoveryCodes } = await enrolled(patient);
    await loggedInAgain(email, patient);
    const account = sdk(patient);
    const totp = await account.createMFAChallenge({ factor: AuthenticationFactor.Totp });
    const recovery = await account.createMFAChallenge({ factor: AuthenticationFactor.Recoverycode });
    patient.advanceClock(3600);
    expect(await sdkFailure(() => account.updateMFAChallenge({ challengeId: totp.$id, otp: app.nextCode() }))).toMatchObject({
      type: 'user_invalid_token',
    });
    expect(await sdkFailure(() => account.updateMFAChallenge({ challengeId: recovery.$id, otp: recoveryCodes[0]! }))).toMatchObject({
      type: 'user_invalid_token',
    });
    const inTime = await account.createMFAChallenge({ factor: AuthenticationFactor.Recoverycode });
    patient.advanceClock(3599);
    expect((await account.updateMFAChallenge({ challengeId: inTime.$id, otp: recoveryCodes[0]! })).factors).toContain('recoveryCode');
    // Expired challenges of the session are cleared when it asks for a new one.
    const rows = await patient.app.db.selectFrom('mfa_challenges').select('id').execute();
    expect(rows.map((row) => row.id)).not.toContain(totp.$id);
  });
});

describe(`what is stored (${describeDatabase()})`, () => {
  test('no authenticator secret and no recovery code is stored in clear; a sealed secret copied to another account opens nothing there', async () => {
    const email = await signedUp('stored');
    const { app, recoveryCodes } = await enrolled();
    const everything = await server.dumpAllTables();
    expect(everything).not.toContain(app.secret);
    for (const code of recoveryCodes) expect(everything).not.toContain(code);
    const victimEmail = await signedUp('stored.victim');
    await enrolled();
    const [attacker, target] = await Promise.all(
      [email, victimEmail].map(
        async (address) => (await server.app.db.selectFrom('users').select('id').where('email', '=', address).executeTakeFirstOrThrow()).id,
      ),
    );
    // Someone who can write the database puts their own sealed secret on the victim's account.
    const own = await server.app.db
      .selectFrom('mfa_authenticators')
      .select('secret')
      .where('user_id', '=', attacker!)
      .executeTakeFirstOrThrow();
    await server.app.db.updateTable('mfa_authenticators').set({ secret: own.secret }).where('user_id', '=', target!).execute();
    await loggedInAgain(victimEmail);
    const refused = await sdkFailure(() => challenged(AuthenticationFactor.Totp, () => app.nextCode()));
    expect(refused.code).toBe(500);
    expect(await sdkFailure(() => sdk().get())).toMatchObject({ type: 'user_more_factors_required' });
  });

  test('closing the account deletes its authenticator and recovery codes', async () => {
    await signedUp('closing');
    await enrolled();
    const { $id } = await sdk().get();
    await sdk().updateStatus();
    expect(await server.app.db.selectFrom('mfa_authenticators').selectAll().where('user_id', '=', $id).execute()).toEqual([]);
    expect(await server.app.db.selectFrom('mfa_recovery_codes').selectAll().where('user_id', '=', $id).execute()).toEqual([]);
    expect(
      (await server.app.db.selectFrom('users').select('mfa_enabled_at').where('id', '=', $id).executeTakeFirstOrThrow()).mfa_enabled_at,
    ).toBe('');
  });

  test('the mailed code reaches the mail server, and the outbox keeps nothing of it once sent', async () => {
    const mailServer = await startTestMailServer();
    const mailing = await startTestServer({
      mail: {
        smtpUrl: mailServer.smtpUrl,
        from: 'Clarity RCM <no-reply@clarityrcm.com>',
        salesEmail: 'sales@clarityrcm.com',
        siteUrl: SITE_ORIGIN,
        apiUrl: 'http://localhost:4000',
      },
      mailWorker: { pollMs: 50 },
    });
    try {
      const email = await signedUp('mailed', mailing);
      await sdk(mailing).createEmailVerification({ url: `${SITE_ORIGIN}/verify-email` });
      const verification = await mailServer.waitFor((received) => received.subject.startsWith('Verify your email address'));
      const link = new URL(/https?:\/\/\S+verify-email\S+/.exec(verification.text)![0]);
      await sdk(mailing).updateEmailVerification({ userId: link.searchParams.get('userId')!, secret: link.searchParams.get('secret')! });
      await sdk(mailing).updateMFA({ mfa: true });
      await loggedInAgain(email, mailing);
      const challenge = await sdk(mailing).createMFAChallenge({ factor: AuthenticationFactor.Email });
      const mail = await mailServer.waitFor((received) => received.subject === 'Verification code for Clarity RCM');
      expect(mail.to).toEqual([{ address: email, name: '' }]);
      const code = /^(\d{6})$/m.exec(mail.text)![1]!;
      await waitUntil(
        async () =>
          (await mailing.app.db.selectFrom('mail_outbox').select('status').where('kind', '=', 'mfa-challenge').executeTakeFirst())
            ?.status === 'sent',
      );
      expect(
        await mailing.app.db.selectFrom('mail_outbox').select(['data', 'headers']).where('kind', '=', 'mfa-challenge').execute(),
      ).toEqual([{ data: '{}', headers: '{}' }]);
      expect(await mailing.dumpAllTables()).not.toContain(code);
      expect((await sdk(mailing).updateMFAChallenge({ challengeId: challenge.$id, otp: code })).factors).toEqual(['password', 'email']);
    } finally {
      await mailing.close();
      await mailServer.close();
    }
  });
});

test(`with the abuse limits disabled (ABUSE_LIMITS=disabled, for test harnesses), codes are still checked and none is refused for their number (${describeDatabase()})`, async () => {
  const unlimited = await startTestServer({ rateLimits: 'disabled' });
  try {
    await signedUp('unlimited', unlimited);
    const account = sdk(unlimited);
    const app = authenticatorApp(unlimited, (await account.createMFAAuthenticator({ type: AuthenticatorType.Totp })).secret);
    const wrong = () => (app.lastCode() === '000000' ? '111111' : '000000');
    expect(await sdkFailure(() => account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: wrong() }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    await account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: app.nextCode() });
    const challenge = await account.createMFAChallenge({ factor: AuthenticationFactor.Totp });
    // Past the 10 an hour that the default limits allow.
    for (let index = 0; index < 11; index += 1) {
      expect(await sdkFailure(() => account.updateMFAChallenge({ challengeId: challenge.$id, otp: wrong() }))).toMatchObject({
        code: 401,
        type: 'user_invalid_token',
      });
    }
    expect((await account.updateMFAChallenge({ challengeId: challenge.$id, otp: app.nextCode() })).factors).toContain('totp');
  } finally {
    await unlimited.close();
  }
});

describe(`limits on guessing codes (${describeDatabase()})`, () => {
  const limited = setUpTestServer({ rateLimits: defaultRateLimits() });

  test("10 wrong codes an hour per user, over every challenge and the app's confirmation; right codes do not count; then 429", async () => {
    await signedUp('guessing', limited);
    const account = sdk(limited);
    const { secret } = await account.createMFAAuthenticator({ type: AuthenticatorType.Totp });
    const app = authenticatorApp(limited, secret);
    const wrong = () => (app.lastCode() === '000000' ? '111111' : '000000');
    for (let index = 0; index < 3; index += 1) {
      expect(await sdkFailure(() => account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: wrong() }))).toMatchObject({
        code: 401,
      });
    }
    await account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: app.nextCode() });
    const challenges = await Promise.all([1, 2, 3].map(() => account.createMFAChallenge({ factor: AuthenticationFactor.Totp })));
    const answer = (index: number, otp: string) => account.updateMFAChallenge({ challengeId: challenges[index]!.$id, otp });
    for (const index of [0, 0, 0, 1, 1, 1]) expect(await sdkFailure(() => answer(index, wrong()))).toMatchObject({ code: 401 });
    // Right: it takes its own count back (9 wrong so far).
    await answer(2, app.nextCode());
    const last = await account.createMFAChallenge({ factor: AuthenticationFactor.Totp });
    expect(await sdkFailure(() => account.updateMFAChallenge({ challengeId: last.$id, otp: wrong() }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    expect(await sdkFailure(() => account.updateMFAChallenge({ challengeId: last.$id, otp: app.nextCode() }))).toMatchObject({
      code: 429,
      type: 'general_rate_limit_exceeded',
    });

    // Per user and per challenge: another account's codes are still checked (11 answers in all now).
    await signedUp('guessing.other', limited);
    const other = sdk(limited);
    const otherApp = authenticatorApp(limited, (await other.createMFAAuthenticator({ type: AuthenticatorType.Totp })).secret);
    await other.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: otherApp.nextCode() });
    for (let index = 0; index < 2; index += 1) {
      const challenge = await other.createMFAChallenge({ factor: AuthenticationFactor.Totp });
      expect((await other.updateMFAChallenge({ challengeId: challenge.$id, otp: otherApp.nextCode() })).factors).toContain('totp');
    }
  });
});
