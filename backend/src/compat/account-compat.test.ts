import { sdkAccount, sdkFailure, sdkTestServer } from '../testing/appwrite-sdk';
import { Account, Client, ID, type Models } from 'appwrite';
import { defaultRateLimits } from '../config';
import { type installCookieJarFetch } from '../testing/cookie-jar-fetch';
import { queuedMailsTo } from '../testing/outbox';
import {
  describeDatabase,
  loggedInCookie,
  nodeFetch,
  sendJson,
  setUpTestServer,
  SITE_ORIGIN,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from '../testing/test-server';
import { authenticatorApp } from '../testing/authenticator-app';
import {
  accountModel,
  APPWRITE_DATETIME,
  errorModel,
  jwtModel,
  mfaChallengeModel,
  mfaFactorsModel,
  mfaRecoveryCodesModel,
  mfaTypeModel,
  modelProblems,
  sessionListModel,
  sessionModel,
  tokenModel,
  type Model,
} from '../testing/appwrite-models';

/**
 * Our /v1 held against what the Appwrite server the web SDK 27.0.0 targets (2.0.x as on
 * Appwrite Cloud: appwrite/appwrite main at 0cefd06, version constant 1.9.6) defines for every
 * endpoint we serve: statuses, model fields and types, error types and cookies, as
 * Appwrite's own e2e tests (`tests/e2e/Services/Account/`) and response models state them.
 * Through the official SDK where it has the call, over raw HTTP where a client could send
 * what the SDK never does.
 */

/** The User-Agent of Appwrite's e2e test client: its session assertions are about this one. */
const APPWRITE_TEST_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.77 Safari/537.36';

const project = { 'x-appwrite-project': 'rcm' };

let server: TestServer;
let cookies: ReturnType<typeof installCookieJarFetch>;

const sdk = () => sdkAccount(server);

function expectConforms(value: unknown, model: Model): void {
  expect(modelProblems(value, model)).toEqual([]);
}

/** An Appwrite error: the status, the type, and the error model's fields. */
function expectError(reply: { status: number; json: Record<string, unknown> }, status: number, type: string): void {
  expect({ status: reply.status, type: reply.json.type }).toEqual({ status, type });
  expectConforms(reply.json, errorModel);
  expect(reply.json).toMatchObject({ code: status, version: '1.9.6' });
}

let accounts = 0;
const newEmail = () => `compat.${process.pid}.${(accounts += 1)}@example.com`;

/** A raw-HTTP account and its session cookie (`name=value`). */
async function signedUp(target = server, email = newEmail(), headers: Record<string, string> = {}) {
  const created = await sendJson(`${target.url}/v1/account`, 'POST', { userId: 'unique()', email, password: TEST_PASSWORD }, project);
  expect(created.status).toBe(201);
  const login = await sendJson(
    `${target.url}/v1/account/sessions/email`,
    'POST',
    { email, password: TEST_PASSWORD },
    { ...project, ...headers },
  );
  expect(login.status).toBe(201);
  const cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('a_session_rcm='))!
    .split(';')[0]!;
  return { email, user: created.json, session: login.json, cookie };
}

function request(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return nodeFetch(`${server.url}${path}`, { method, headers: { origin: SITE_ORIGIN, ...project, ...headers }, body });
}

async function json(response: Response) {
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : {}) as Record<string, unknown>, text };
}

sdkTestServer((started, jar) => ((server = started), (cookies = jar)));

describe(`Appwrite compatibility of /v1 (${describeDatabase()})`, () => {
  describe('POST /v1/account (account.create)', () => {
    test('201 with the Account model, its email target and email metadata, and no cookie', async () => {
      // A practice's own domain: on neither the free nor the disposable list.
      const email = `front.desk.${process.pid}@clarityrcm.com`;
      const user = await sdk().create({ userId: ID.unique(), email, password: TEST_PASSWORD, name: 'Compat' });
      expectConforms(user, accountModel);
      expect(user).toMatchObject({ email, name: 'Compat', labels: [], prefs: {}, emailVerification: false, status: true });
      expect(user.targets).toEqual([
        expect.objectContaining({ userId: user.$id, providerType: 'email', identifier: email, expired: false }),
      ]);
      expect(user).toMatchObject({
        emailCanonical: email,
        emailIsCanonical: true,
        emailIsCorporate: true,
        emailIsFree: false,
        emailIsDisposable: false,
      });
      expect(cookies.jar.size).toBe(0);
    });

    test('email metadata as Appwrite works it out: aliases folded, free and disposable providers', async () => {
      const gmail = await sdk().create({ userId: ID.unique(), email: 'Jo.Hn+Clinic@GoogleMail.com', password: TEST_PASSWORD });
      expect(gmail).toMatchObject({
        email: 'jo.hn+clinic@googlemail.com',
        emailCanonical: 'john@gmail.com',
        emailIsCanonical: false,
        emailIsFree: true,
        emailIsCorporate: false,
      });
      const disposable = await sdk().create({ userId: ID.unique(), email: 'someone@mailinator.com', password: TEST_PASSWORD });
      expect(disposable).toMatchObject({ emailIsDisposable: true, emailIsFree: false, emailIsCorporate: false });
      const nothingLeft = await sendJson(
        `${server.url}/v1/account`,
        'POST',
        { userId: 'unique()', email: '+tag@gmail.com', password: TEST_PASSWORD },
        project,
      );
      expectError(nothingLeft, 400, 'general_invalid_email');
    });

    test('409 user_already_exists for a taken id or email; 400 general_argument_invalid for bad parameters', async () => {
      const email = newEmail();
      const userId = ID.unique();
      await sdk().create({ userId, email, password: TEST_PASSWORD });
      expect(await sdkFailure(() => sdk().create({ userId: ID.unique(), email, password: TEST_PASSWORD }))).toMatchObject({
        code: 409,
        type: 'user_already_exists',
      });
      expect(await sdkFailure(() => sdk().create({ userId, email: newEmail(), password: TEST_PASSWORD }))).toMatchObject({
        code: 409,
        type: 'user_already_exists',
      });
      for (const bad of [
        { userId: ID.unique(), email: 'not-an-email', password: TEST_PASSWORD },
        { userId: ID.unique(), email: newEmail(), password: 'short' },
        { userId: ID.unique(), email: newEmail(), password: TEST_PASSWORD, name: 'n'.repeat(129) },
        { userId: '_starts-with-underscore', email: newEmail(), password: TEST_PASSWORD },
      ]) {
        expect(await sdkFailure(() => sdk().create(bad))).toMatchObject({ code: 400, type: 'general_argument_invalid' });
      }
      const missing = await sendJson(`${server.url}/v1/account`, 'POST', { userId: 'unique()', email: newEmail() }, project);
      expectError(missing, 400, 'general_argument_invalid');
      expect(missing.json.message).toBe('Param "password" is not optional.');
    });
  });

  describe('POST /v1/account/sessions/email and /v1/account/sessions (createEmailPasswordSession)', () => {
    test('201 with the Session model, an empty secret, and the session cookie', async () => {
      const email = newEmail();
      await sdk().create({ userId: ID.unique(), email, password: TEST_PASSWORD });
      const session = await sdk().createEmailPasswordSession({ email, password: TEST_PASSWORD });
      expectConforms(session, sessionModel);
      expect(session).toMatchObject({
        provider: 'email',
        providerUid: email,
        current: true,
        secret: '',
        factors: ['password'],
        countryCode: '--',
        countryName: 'Unknown',
      });
      expect(cookies.jar.has('a_session_rcm')).toBe(true);

      const alias = await sendJson(`${server.url}/v1/account/sessions`, 'POST', { email, password: TEST_PASSWORD }, project);
      expect(alias.status).toBe(201);
      expectConforms(alias.json, sessionModel);
      const [cookie] = alias.headers.getSetCookie().filter((line) => line.startsWith('a_session_rcm='));
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(new Date(cookie!.match(/Expires=([^;]+)/)![1]!).getTime()).toBe(
        Math.floor(Date.parse(alias.json.expire as string) / 1000) * 1000,
      );
    });

    test("the device fields come from the User-Agent, as Appwrite's own test of them reads", async () => {
      const { cookie } = await signedUp(server, newEmail(), { 'user-agent': APPWRITE_TEST_USER_AGENT });
      const list = await json(await request('GET', '/v1/account/sessions', { cookie }));
      expect(list.json.sessions).toEqual([
        expect.objectContaining({
          osName: 'Windows',
          osCode: 'WIN',
          osVersion: '10',
          clientType: 'browser',
          clientName: 'Chrome',
          clientCode: 'CH',
          clientVersion: '70.0',
          clientEngine: 'Blink',
          deviceName: 'desktop',
          deviceBrand: '',
          deviceModel: '',
          countryCode: '--',
          countryName: 'Unknown',
        }),
      ]);
    });

    test('401 user_invalid_credentials, 400 for empty parameters, 401 user_session_already_exists before any parameter is read', async () => {
      const { email, cookie } = await signedUp();
      expectError(
        await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email: `x${email}`, password: TEST_PASSWORD }, project),
        401,
        'user_invalid_credentials',
      );
      expectError(
        await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email, password: `${TEST_PASSWORD}x` }, project),
        401,
        'user_invalid_credentials',
      );
      expectError(
        await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email: '', password: '' }, project),
        400,
        'general_argument_invalid',
      );
      expectError(
        await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email, password: TEST_PASSWORD }, { ...project, cookie }),
        401,
        'user_session_already_exists',
      );
      expectError(
        await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', {}, { ...project, cookie }),
        401,
        'user_session_already_exists',
      );
    });
  });

  describe('GET /v1/account (account.get)', () => {
    test('200 with the Account model; 401 general_unauthorized_scope for a guest or a broken cookie', async () => {
      const email = newEmail();
      await sdk().create({ userId: ID.unique(), email, password: TEST_PASSWORD });
      await sdk().createEmailPasswordSession({ email, password: TEST_PASSWORD });
      const user: Models.User<Models.Preferences> = await sdk().get();
      expectConforms(user, accountModel);
      expect(user.targets[0]).toMatchObject({ identifier: email });
      cookies.jar.clear();
      expect(await sdkFailure(() => sdk().get())).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
      const { cookie } = await signedUp();
      expectError(await json(await request('GET', '/v1/account', { cookie: `${cookie}xx` })), 401, 'general_unauthorized_scope');
    });
  });

  describe('GET and PATCH /v1/account/prefs (getPrefs, updatePrefs)', () => {
    test('empty prefs are {}; PATCH replaces them and answers the Account model', async () => {
      const email = newEmail();
      await sdk().create({ userId: ID.unique(), email, password: TEST_PASSWORD });
      await sdk().createEmailPasswordSession({ email, password: TEST_PASSWORD });
      expect(await sdk().getPrefs()).toEqual({});
      const updated = await sdk().updatePrefs({ prefs: { prefKey1: 'prefValue1', prefKey2: 'prefValue2' } });
      expectConforms(updated, accountModel);
      expect(updated.prefs).toEqual({ prefKey1: 'prefValue1', prefKey2: 'prefValue2' });
      expect(await sdk().updatePrefs({ prefs: { only: 1 } })).toMatchObject({ prefs: { only: 1 } });
      expect(await sdk().getPrefs()).toEqual({ only: 1 });
    });

    test('a guest is 401 before any parameter is looked at, even with no parameters at all', async () => {
      expectError(await json(await request('GET', '/v1/account/prefs')), 401, 'general_unauthorized_scope');
      expectError(
        await json(await request('PATCH', '/v1/account/prefs', { 'content-type': 'application/json' }, '{}')),
        401,
        'general_unauthorized_scope',
      );
      expectError(
        await json(await request('PATCH', '/v1/account/prefs', { 'content-type': 'application/json' })),
        401,
        'general_unauthorized_scope',
      );
      const oversized = JSON.stringify({ prefs: { longValue: '-'.repeat(100_000) } });
      expectError(
        await json(await request('PATCH', '/v1/account/prefs', { 'content-type': 'application/json' }, oversized)),
        401,
        'general_unauthorized_scope',
      );
    });

    test('prefs that are not an object, or too large to store, are 400 general_argument_invalid (never 413)', async () => {
      const { cookie } = await signedUp();
      const patch = (prefs: unknown) => sendJson(`${server.url}/v1/account/prefs`, 'PATCH', { prefs }, { ...project, cookie });
      for (const prefs of [
        '{}',
        '[]',
        '{"test": "value"}',
        [1, 2],
        { longValue: '🍰'.repeat(100_000) },
        { longValue: '-'.repeat(100_000) },
      ]) {
        expectError(await patch(prefs), 400, 'general_argument_invalid');
      }
      // Far past the body limit, as PHP sends the cake (each one escaped to 12 bytes).
      const escaped = `{"prefs":{"longValue":"${'\\ud83c\\udf70'.repeat(100_000)}"}}`;
      expectError(
        await sendJson(`${server.url}/v1/account/prefs`, 'PATCH', escaped, { ...project, cookie }),
        400,
        'general_argument_invalid',
      );
      expectError(await sendJson(`${server.url}/v1/account/prefs`, 'PATCH', {}, { ...project, cookie }), 400, 'general_argument_invalid');
    });
  });

  describe('GET /v1/account/sessions (listSessions)', () => {
    test('200 with the SessionList model, the current session marked; 401 for a guest', async () => {
      const email = newEmail();
      await sdk().create({ userId: ID.unique(), email, password: TEST_PASSWORD });
      await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email, password: TEST_PASSWORD }, project);
      const current = await sdk().createEmailPasswordSession({ email, password: TEST_PASSWORD });
      const list: Models.SessionList = await sdk().listSessions();
      expectConforms(list, sessionListModel);
      expect(list.total).toBe(2);
      expect(list.sessions.filter((session) => session.current).map((session) => session.$id)).toEqual([current.$id]);
      expect(list.sessions.every((session) => session.secret === '')).toBe(true);
      cookies.jar.clear();
      expect(await sdkFailure(() => sdk().listSessions())).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
    });
  });

  describe('DELETE /v1/account/sessions/:sessionId (deleteSession)', () => {
    test('204 without a JSON content type, the cookie expired for the current session only', async () => {
      const email = newEmail();
      await sdk().create({ userId: ID.unique(), email, password: TEST_PASSWORD });
      const other = await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email, password: TEST_PASSWORD }, project);
      await sdk().createEmailPasswordSession({ email, password: TEST_PASSWORD });
      const cookie = `a_session_rcm=${cookies.jar.get('a_session_rcm')}`;

      const ended = await request(
        'DELETE',
        `/v1/account/sessions/${other.json.$id as string}`,
        { cookie, 'content-type': 'application/json' },
        '{}',
      );
      expect(ended.status).toBe(204);
      expect(ended.headers.get('content-type')).toBeNull();
      expect(ended.headers.getSetCookie()).toEqual([]);

      expect(await sdk().deleteSession({ sessionId: 'current' })).toEqual({ message: '' });
      expect(cookies.jar.has('a_session_rcm')).toBe(false);
    });

    test('a JSON content type with an empty body, as a hand-written fetch logout sends, is accepted', async () => {
      const { cookie } = await signedUp();
      const reply = await request('DELETE', '/v1/account/sessions/current', { cookie, 'content-type': 'application/json' });
      expect(reply.status).toBe(204);
      const cleared = reply.headers.getSetCookie().find((line) => line.startsWith('a_session_rcm='));
      expect(cleared).toMatch(/^a_session_rcm=;/);
      expect(Date.parse(cleared!.match(/Expires=([^;]+)/)![1]!)).toBeLessThanOrEqual(Date.now());
    });

    test('404 user_session_not_found for an unknown session; 401 for a guest', async () => {
      const { cookie } = await signedUp();
      expectError(await json(await request('DELETE', '/v1/account/sessions/unknown', { cookie })), 404, 'user_session_not_found');
      expectError(await json(await request('DELETE', '/v1/account/sessions/current')), 401, 'general_unauthorized_scope');
    });
  });

  describe('DELETE /v1/account/sessions (deleteSessions)', () => {
    test('204, every session of the account ends and the cookie is expired; 401 for a guest', async () => {
      const email = newEmail();
      await sdk().create({ userId: ID.unique(), email, password: TEST_PASSWORD });
      // Logged in over raw HTTP: a second device.
      const other = await loggedInCookie(server, email);
      await sdk().createEmailPasswordSession({ email, password: TEST_PASSWORD });
      expect(await sdk().deleteSessions()).toEqual({ message: '' });
      expect(cookies.jar.has('a_session_rcm')).toBe(false);
      expectError(await json(await request('GET', '/v1/account', { cookie: other })), 401, 'general_unauthorized_scope');
      expect(await sdkFailure(() => sdk().deleteSessions())).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
    });
  });

  describe('POST /v1/account/jwts and /v1/account/jwt (createJWT)', () => {
    test('201 with the JWT model, with or without a duration, no cookie', async () => {
      const email = newEmail();
      await sdk().create({ userId: ID.unique(), email, password: TEST_PASSWORD });
      await sdk().createEmailPasswordSession({ email, password: TEST_PASSWORD });
      const token: Models.Jwt = await sdk().createJWT();
      expectConforms(token, jwtModel);
      expectConforms(await sdk().createJWT({ duration: 60 }), jwtModel);
      expect(await sdkFailure(() => sdk().createJWT({ duration: 3601 }))).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    });

    test('no parameters sent as [] or as an empty (or blank) JSON body mean no parameters', async () => {
      const { cookie } = await signedUp();
      for (const body of ['[]', undefined, ' \r\n ', '{}']) {
        const reply = await json(await request('POST', '/v1/account/jwts', { cookie, 'content-type': 'application/json' }, body));
        expect(reply.status).toBe(201);
        expectConforms(reply.json, jwtModel);
        expect(reply.headers.getSetCookie()).toEqual([]);
      }
      const alias = await json(await request('POST', '/v1/account/jwt', { cookie, 'content-type': 'application/json' }, '[]'));
      expect(alias.status).toBe(201);
    });

    test('a guest is 401; a JWT cannot make a JWT (403 user_jwt_creation_denied)', async () => {
      expectError(
        await json(await request('POST', '/v1/account/jwts', { 'content-type': 'application/json' }, '{"duration": 99999}')),
        401,
        'general_unauthorized_scope',
      );
      const { cookie } = await signedUp();
      const { jwt } = (await json(await request('POST', '/v1/account/jwts', { cookie, 'content-type': 'application/json' }, '{}')))
        .json as { jwt: string };
      const fromJwt = await sdkFailure(() =>
        new Account(new Client().setEndpoint(`${server.url}/v1`).setProject('rcm').setJWT(jwt)).createJWT(),
      );
      expect(fromJwt).toMatchObject({ code: 403, type: 'user_jwt_creation_denied' });
    });

    test('a JWT and a session in one request is 403 user_jwt_and_cookie_set; a JWT alone may end every session', async () => {
      const { cookie } = await signedUp();
      const { jwt } = (await json(await request('POST', '/v1/account/jwts', { cookie, 'content-type': 'application/json' }, '{}')))
        .json as { jwt: string };
      expectError(await json(await request('GET', '/v1/account', { cookie, 'x-appwrite-jwt': jwt })), 403, 'user_jwt_and_cookie_set');
      const ended = await request('DELETE', '/v1/account/sessions', { 'x-appwrite-jwt': jwt, 'content-type': 'application/json' }, '{}');
      expect(ended.status).toBe(204);
      expectError(await json(await request('GET', '/v1/account', { cookie })), 401, 'general_unauthorized_scope');
    });

    test('a bad or expired JWT is 401 user_jwt_invalid, the type clients refresh their JWT on; one of an ended session is a guest', async () => {
      const { cookie } = await signedUp();
      const { jwt } = (
        await json(await request('POST', '/v1/account/jwts', { cookie, 'content-type': 'application/json' }, '{"duration": 1}'))
      ).json as { jwt: string };
      const withJwt = (token: string) => new Account(new Client().setEndpoint(`${server.url}/v1`).setProject('rcm').setJWT(token));
      expectConforms(await withJwt(jwt).get(), accountModel);
      const [header, payload, signature] = jwt.split('.');
      const forged = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const bad of ['not-a-jwt', forged])
        expect(await sdkFailure(() => withJwt(bad).get())).toMatchObject({ code: 401, type: 'user_jwt_invalid' });
      server.advanceClock(5);
      expect(await sdkFailure(() => withJwt(jwt).get())).toMatchObject({ code: 401, type: 'user_jwt_invalid' });

      const live = (await json(await request('POST', '/v1/account/jwts', { cookie, 'content-type': 'application/json' }, '{}'))).json
        .jwt as string;
      expect((await request('DELETE', '/v1/account/sessions/current', { cookie })).status).toBe(204);
      expect(await sdkFailure(() => withJwt(live).get())).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
    });
  });

  /** The secret of the newest mail to `to`, from the outbox (our stand-in for Appwrite's test mailbox). */
  async function mailedSecret(to: string): Promise<{ userId: string; secret: string; expire: string }> {
    const mail = (await queuedMailsTo(server.app.db, to)).at(-1)!;
    const link = new URL(/http:\/\/localhost:3000\/\S+/.exec(mail.text)![0]);
    return { userId: link.searchParams.get('userId')!, secret: link.searchParams.get('secret')!, expire: link.searchParams.get('expire')! };
  }

  describe('POST and PUT /v1/account/recovery (createRecovery, updateRecovery)', () => {
    test("as Appwrite's testCreateAccountRecovery and testUpdateAccountRecovery, except that an unknown email is not a 404", async () => {
      const { email, user } = await signedUp();
      cookies.jar.clear();
      const token: Models.Token = await sdk().createRecovery({ email, url: `${SITE_ORIGIN}/recovery` });
      expectConforms(token, tokenModel);
      expect(token).toMatchObject({ secret: '', userId: '' });
      const link = await mailedSecret(email);
      expect(link).toMatchObject({ userId: user.$id, expire: token.expire });

      expectError(
        await sendJson(`${server.url}/v1/account/recovery`, 'POST', { email, url: 'localhost/recovery' }, project),
        400,
        'general_argument_invalid',
      );
      expectError(
        await sendJson(`${server.url}/v1/account/recovery`, 'POST', { email, url: 'http://remotehost/recovery' }, project),
        400,
        'general_argument_invalid',
      );
      // Appwrite: 404 user_not_found; here the same 201 as for a known address.
      const unknown = await sendJson(
        `${server.url}/v1/account/recovery`,
        'POST',
        { email: 'not-found@localhost.test', url: `${SITE_ORIGIN}/recovery` },
        project,
      );
      expect(unknown.status).toBe(201);
      expectConforms(unknown.json, tokenModel);

      const updated: Models.Token = await sdk().updateRecovery({ userId: link.userId, secret: link.secret, password: 'test-recovery' });
      expectConforms(updated, tokenModel);
      expect(updated.userId).toBe(user.$id);
      expectError(
        await sendJson(
          `${server.url}/v1/account/recovery`,
          'PUT',
          { userId: 'ewewe', secret: link.secret, password: 'test-recovery' },
          project,
        ),
        404,
        'user_not_found',
      );
      expectError(
        await sendJson(
          `${server.url}/v1/account/recovery`,
          'PUT',
          { userId: user.$id, secret: 'sdasdasdasd', password: 'test-recovery' },
          project,
        ),
        401,
        'user_invalid_token',
      );
    });
  });

  describe('POST and PUT /v1/account/verifications/email, alias /v1/account/verification (createEmailVerification, updateEmailVerification)', () => {
    test("as Appwrite's testCreateAccountVerification and testUpdateAccountVerification", async () => {
      const { email, user, cookie } = await signedUp();
      const created = await sendJson(
        `${server.url}/v1/account/verification`,
        'POST',
        { url: `${SITE_ORIGIN}/verification` },
        { ...project, cookie },
      );
      expect(created.status).toBe(201);
      expectConforms(created.json, tokenModel);
      expect(created.json).toMatchObject({ secret: '', userId: user.$id });
      const link = await mailedSecret(email);
      expect(link.expire).toBe(created.json.expire);
      expectError(
        await sendJson(`${server.url}/v1/account/verification`, 'POST', { url: 'localhost/verification' }, { ...project, cookie }),
        400,
        'general_argument_invalid',
      );
      expectError(
        await sendJson(`${server.url}/v1/account/verification`, 'POST', { url: 'http://remotehost/verification' }, { ...project, cookie }),
        400,
        'general_argument_invalid',
      );
      expectError(
        await sendJson(`${server.url}/v1/account/verification`, 'POST', { url: `${SITE_ORIGIN}/verification` }, project),
        401,
        'general_unauthorized_scope',
      );

      const confirmed = await sendJson(
        `${server.url}/v1/account/verification`,
        'PUT',
        { userId: link.userId, secret: link.secret },
        { ...project, cookie },
      );
      expect(confirmed.status).toBe(200);
      expectConforms(confirmed.json, tokenModel);
      expectError(
        await sendJson(`${server.url}/v1/account/verification`, 'PUT', { userId: 'ewewe', secret: link.secret }, { ...project, cookie }),
        404,
        'user_not_found',
      );
      expectError(
        await sendJson(`${server.url}/v1/account/verification`, 'PUT', { userId: user.$id, secret: 'sdasdasdasd' }, { ...project, cookie }),
        401,
        'user_invalid_token',
      );
      const account = await json(await request('GET', '/v1/account', { cookie }));
      expect(account.json.emailVerification).toBe(true);
      expectError(
        await sendJson(
          `${server.url}/v1/account/verifications/email`,
          'POST',
          { url: `${SITE_ORIGIN}/verification` },
          { ...project, cookie },
        ),
        409,
        'user_email_already_verified',
      );
    });
  });

  describe('PATCH /v1/account/name, /password, /email (updateName, updatePassword, updateEmail)', () => {
    /** A raw PATCH of /v1/account/…, with the session's cookie when one is given. */
    const patch = (path: string, body: Record<string, unknown>, cookie?: string) =>
      sendJson(`${server.url}/v1/account${path}`, 'PATCH', body, cookie ? { ...project, cookie } : project);

    test("as Appwrite's testUpdateAccountName", async () => {
      const { cookie } = await signedUp();
      const updated = await patch('/name', { name: 'New Name' }, cookie);
      expect(updated.status).toBe(200);
      expectConforms(updated.json, accountModel);
      expect(updated.json.name).toBe('New Name');
      expectError(await patch('/name', { name: 'New Name' }), 401, 'general_unauthorized_scope');
      expectError(await patch('/name', {}, cookie), 400, 'general_argument_invalid');
      expectError(await patch('/name', { name: 'x'.repeat(129) }, cookie), 400, 'general_argument_invalid');
    });

    test("as Appwrite's testUpdateAccountPassword: the current password is checked (401 user_invalid_credentials)", async () => {
      const { email, cookie } = await signedUp();
      const updated = await patch('/password', { password: 'new-password-7341', oldPassword: TEST_PASSWORD }, cookie);
      expect(updated.status).toBe(200);
      expectConforms(updated.json, accountModel);
      expect(
        (await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email, password: 'new-password-7341' }, project)).status,
      ).toBe(201);
      expectError(await patch('/password', { password: 'new-password-7341' }), 401, 'general_unauthorized_scope');
      expectError(await patch('/password', {}, cookie), 400, 'general_argument_invalid');
      expectError(
        await patch('/password', { password: 'another-pass-2231', oldPassword: TEST_PASSWORD }, cookie),
        401,
        'user_invalid_credentials',
      );
      expectError(await patch('/password', { password: 'another-pass-2231' }, cookie), 401, 'user_invalid_credentials');
      expectError(
        await patch('/password', { password: 'short', oldPassword: 'new-password-7341' }, cookie),
        400,
        'general_argument_invalid',
      );
    });

    test("as Appwrite's testUpdateAccountEmail, confirmed first: the Account model as it is, a taken address 409 user_target_already_exists; the link makes the change", async () => {
      const { email, cookie } = await signedUp();
      const taken = await signedUp();
      const next = newEmail();
      const updated = await patch('/email', { email: next, password: TEST_PASSWORD }, cookie);
      expect(updated.status).toBe(200);
      expectConforms(updated.json, accountModel);
      // Departure from Appwrite: nothing changes until the new address is proved.
      expect(updated.json).toMatchObject({ email, emailVerification: false, targets: [expect.objectContaining({ identifier: email })] });
      const [mail] = await queuedMailsTo(server.app.db, next);
      const link = new URL(mail!.text.match(/http:\/\/localhost:3000\/verify-email\?\S+/)![0]);
      const confirmed = await sendJson(
        `${server.url}/v1/account/verification`,
        'PUT',
        { userId: link.searchParams.get('userId'), secret: link.searchParams.get('secret') },
        { ...project, cookie },
      );
      expect(confirmed.status).toBe(200);
      expectConforms(confirmed.json, tokenModel);
      expect((await sendJson(`${server.url}/v1/account`, 'GET', undefined, { ...project, cookie })).json).toMatchObject({
        email: next,
        emailVerification: true,
      });
      expectError(await patch('/email', { email: taken.email, password: TEST_PASSWORD }, cookie), 409, 'user_target_already_exists');
      expectError(await patch('/email', { email: newEmail(), password: 'wrong-password-1' }, cookie), 401, 'user_invalid_credentials');
      expectError(await patch('/email', { email: newEmail() }, cookie), 400, 'general_argument_invalid');
      expectError(await patch('/email', { email: 'not-an-email', password: TEST_PASSWORD }, cookie), 400, 'general_argument_invalid');
      expectError(await patch('/email', { email: newEmail(), password: TEST_PASSWORD }), 401, 'general_unauthorized_scope');
    });
  });

  describe('PATCH /v1/account/status (updateStatus)', () => {
    test("as Appwrite's testUpdateAccountStatus: 200 with status false, the session ended, the cookie cleared, no more logins (401)", async () => {
      const { email, cookie } = await signedUp();
      const closed = await sendJson(`${server.url}/v1/account/status`, 'PATCH', {}, { ...project, cookie });
      expect(closed.status).toBe(200);
      expectConforms(closed.json, accountModel);
      expect(closed.json.status).toBe(false);
      expect(closed.headers.getSetCookie().some((line) => /^a_session_rcm=;/.test(line))).toBe(true);
      expectError(await json(await request('GET', '/v1/account', { cookie })), 401, 'general_unauthorized_scope');
      expect((await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email, password: TEST_PASSWORD }, project)).status).toBe(
        401,
      );
      expectError(await sendJson(`${server.url}/v1/account/status`, 'PATCH', {}, project), 401, 'general_unauthorized_scope');
    });

    test('through the SDK: updateStatus after a recent login; a session older than the recent-login window is 403 user_reauthentication_required', async () => {
      const email = newEmail();
      await sdk().create({ userId: ID.unique(), email, password: TEST_PASSWORD });
      await sdk().createEmailPasswordSession({ email, password: TEST_PASSWORD });
      server.advanceClock(301);
      expect(await sdkFailure(() => sdk().updateStatus())).toMatchObject({ code: 403, type: 'user_reauthentication_required' });
      await sdk().deleteSession({ sessionId: 'current' });
      await sdk().createEmailPasswordSession({ email, password: TEST_PASSWORD });
      const closed = await sdk().updateStatus();
      expectConforms(closed, accountModel);
      expect(closed.status).toBe(false);
      expect(cookies.jar.has('a_session_rcm')).toBe(false);
    });
  });

  test('an unknown project is 404 project_not_found on every endpoint', async () => {
    for (const [method, path] of [
      ['POST', '/v1/account'],
      ['GET', '/v1/account'],
      ['POST', '/v1/account/sessions/email'],
      ['GET', '/v1/account/prefs'],
      ['PATCH', '/v1/account/prefs'],
      ['GET', '/v1/account/sessions'],
      ['DELETE', '/v1/account/sessions'],
      ['DELETE', '/v1/account/sessions/current'],
      ['POST', '/v1/account/jwts'],
      ['POST', '/v1/account/recovery'],
      ['PUT', '/v1/account/recovery'],
      ['POST', '/v1/account/verifications/email'],
      ['PUT', '/v1/account/verification'],
      ['PATCH', '/v1/account/name'],
      ['PATCH', '/v1/account/password'],
      ['PATCH', '/v1/account/email'],
      ['PATCH', '/v1/account/status'],
    ] as const) {
      expectError(await json(await request(method, path, { 'x-appwrite-project': 'another' })), 404, 'project_not_found');
    }
  });
});

describe("Appwrite's rate limits at their real numbers", () => {
  const limited = setUpTestServer({ rateLimits: defaultRateLimits() });

  test("logins as Appwrite's testAccountAbuseReset: 20 successes are never blocked, after 10 failures the next is 429, the right password too", async () => {
    const email = newEmail();
    expect(
      (await sendJson(`${limited.url}/v1/account`, 'POST', { userId: 'unique()', email, password: TEST_PASSWORD }, project)).status,
    ).toBe(201);
    const logIn = (password: string) => sendJson(`${limited.url}/v1/account/sessions/email`, 'POST', { email, password }, project);
    const statuses = async (count: number, password: string) => {
      const result = [];
      for (let index = 0; index < count; index += 1) result.push((await logIn(password)).status);
      return result;
    };
    expect(await statuses(20, TEST_PASSWORD)).toEqual(Array(20).fill(201));
    expect(await statuses(10, 'wrongPassword')).toEqual(Array(10).fill(401));
    const limitedReply = await logIn('wrongPassword');
    expectError(limitedReply, 429, 'general_rate_limit_exceeded');
    // No trusted-device cookie here (a browser that logged in before still may: see rate-limits.test.ts).
    expect((await logIn(TEST_PASSWORD)).status).toBe(429);
  });

  test('JWTs: 120 a minute per user, counted per user and not per address', async () => {
    const first = await signedUp(limited);
    const second = await signedUp(limited);
    const createJwt = (cookie: string) => sendJson(`${limited.url}/v1/account/jwts`, 'POST', {}, { ...project, cookie });
    const statuses = [];
    for (let index = 0; index < 121; index += 1) statuses.push((await createJwt(first.cookie)).status);
    expect(statuses.slice(0, 120)).toEqual(Array(120).fill(201));
    expect(statuses[120]).toBe(429);
    const refused = await createJwt(first.cookie);
    expectError(refused, 429, 'general_rate_limit_exceeded');
    expect(refused.headers.get('x-ratelimit-limit')).toBe('120');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    // Appwrite's reset header is the window's end as a unix time, within the minute.
    const reset = Number(refused.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
    expect(reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 60);
    expect((await createJwt(second.cookie)).status).toBe(201);
  });

  test('logouts: 100 an hour per address on each of the two routes', async () => {
    const { cookie } = await signedUp(limited);
    const endOne = () => sendJson(`${limited.url}/v1/account/sessions/not-a-session`, 'DELETE', {}, { ...project, cookie });
    const statuses = [];
    for (let index = 0; index < 101; index += 1) statuses.push((await endOne()).status);
    expect(statuses.slice(0, 100)).toEqual(Array(100).fill(404));
    expect(statuses[100]).toBe(429);
    expect((await sendJson(`${limited.url}/v1/account/sessions`, 'DELETE', {}, { ...project, cookie })).status).toBe(204);
  });

  test('registrations: 10 an hour per address', async () => {
    const fresh = await startTestServer({ rateLimits: defaultRateLimits() });
    const statuses = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push(
        (await sendJson(`${fresh.url}/v1/account`, 'POST', { userId: 'unique()', email: newEmail(), password: TEST_PASSWORD }, project))
          .status,
      );
    }
    await fresh.close();
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});

describe(`two-step verification, as Appwrite's MFA tests (${describeDatabase()})`, () => {
  /** A call as Appwrite's test client makes it, with the session cookie (a GET without a body). */
  const call = async (method: string, path: string, cookie: string, body?: unknown, target = server) =>
    body === undefined && method === 'GET'
      ? json(await nodeFetch(`${target.url}/v1${path}`, { headers: { origin: SITE_ORIGIN, ...project, cookie } }))
      : sendJson(`${target.url}/v1${path}`, method, body ?? {}, { ...project, cookie });

  /** Adds and confirms the authenticator app; returns the app. */
  async function withAuthenticator(cookie: string, target = server) {
    const added = await call('POST', '/account/mfa/authenticators/totp', cookie, undefined, target);
    expect(added.status).toBe(200);
    const app = authenticatorApp(target, added.json.secret as string);
    expect((await call('PUT', '/account/mfa/authenticators/totp', cookie, { otp: app.nextCode() }, target)).status).toBe(200);
    return app;
  }

  /** Opens a challenge and answers it; returns the answer. */
  async function challenged(cookie: string, factor: string, otp: () => string, path = '/account/mfa/challenges') {
    const challenge = await call('POST', path, cookie, { factor });
    expect(challenge.status).toBe(201);
    return call('PUT', path, cookie, { challengeId: challenge.json.$id, otp: otp() });
  }

  test('testMFAAuthenticatorLifecycle: add, confirm, list, challenge, remove', async () => {
    const { cookie, user } = await signedUp();
    const factors = await call('GET', '/account/mfa/factors', cookie);
    expect(factors.status).toBe(200);
    expectConforms(factors.json, mfaFactorsModel);
    expect(factors.json).toEqual({ totp: false, phone: false, email: false, recoveryCode: false, custom: false });

    const added = await call('POST', '/account/mfa/authenticators/totp', cookie);
    expect(added.status).toBe(200);
    expectConforms(added.json, mfaTypeModel);
    expect(added.json.uri).toContain(`secret=${added.json.secret as string}`);
    expect((await call('GET', '/account/mfa/factors', cookie)).json.totp).toBe(false);

    const app = authenticatorApp(server, added.json.secret as string);
    const invalidOtp = app.nextCode() === '000000' ? '111111' : '000000';
    expectError(await call('PUT', '/account/mfa/authenticators/totp', cookie, { otp: invalidOtp }), 401, 'user_invalid_token');
    const verified = await call('PUT', '/account/mfa/authenticators/totp', cookie, { otp: app.nextCode() });
    expect(verified.status).toBe(200);
    expectConforms(verified.json, accountModel);
    expect(verified.json).toMatchObject({ $id: user.$id, mfa: false });
    expect((await call('GET', '/account/mfa/factors', cookie)).json.totp).toBe(true);
    expectError(await call('POST', '/account/mfa/authenticators/totp', cookie), 409, 'user_authenticator_already_verified');

    const challenge = await call('POST', '/account/mfa/challenges', cookie, { factor: 'totp' });
    expect(challenge.status).toBe(201);
    expectConforms(challenge.json, mfaChallengeModel);
    expect(challenge.json.userId).toBe(user.$id);
    // Appwrite's TOKEN_EXPIRATION_CONFIRM: an hour.
    expect(Date.parse(challenge.json.expire as string) - Date.parse(challenge.json.$createdAt as string)).toBe(3_600_000);
    expectError(
      await call('PUT', '/account/mfa/challenges', cookie, { challengeId: challenge.json.$id, otp: invalidOtp }),
      401,
      'user_invalid_token',
    );
    const answered = await call('PUT', '/account/mfa/challenges', cookie, { challengeId: challenge.json.$id, otp: app.nextCode() });
    expect(answered.status).toBe(200);
    expectConforms(answered.json, sessionModel);
    expect(answered.json.factors).toEqual(['password', 'totp']);
    expect(answered.json.mfaUpdatedAt).toMatch(APPWRITE_DATETIME);

    const removed = await call('DELETE', '/account/mfa/authenticators/totp', cookie);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expectError(await call('DELETE', '/account/mfa/authenticators/totp', cookie), 404, 'user_authenticator_not_found');
  });

  test('testMFAAuthenticatorCompletesEmailPasswordSession: with mfa on, a new login owes its second factor until a challenge', async () => {
    const { cookie, email, user } = await signedUp();
    const app = await withAuthenticator(cookie);
    const mfa = await call('PATCH', '/account/mfa', cookie, { mfa: true });
    expect(mfa.status).toBe(200);
    expectConforms(mfa.json, accountModel);
    expect(mfa.json.mfa).toBe(true);

    const login = await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email, password: TEST_PASSWORD }, project);
    expect(login.status).toBe(201);
    expect(login.json).toMatchObject({ factors: ['password'], mfaUpdatedAt: '' });
    const newSession = login.headers
      .getSetCookie()
      .find((line) => line.startsWith('a_session_rcm='))!
      .split(';')[0]!;
    expectError(await call('GET', '/account', newSession), 401, 'user_more_factors_required');
    expect((await call('GET', '/account', newSession)).json.message).toBe('More factors are required to complete the sign in process.');

    const answered = await challenged(newSession, 'totp', () => app.nextCode());
    expect(answered.status).toBe(200);
    expect(answered.json.factors).toEqual(['password', 'totp']);
    expect(answered.json.mfaUpdatedAt).toMatch(APPWRITE_DATETIME);
    const account = await call('GET', '/account', newSession);
    expect(account.status).toBe(200);
    expect(account.json.$id).toBe(user.$id);
  });

  test('testMFARecoveryCodeChallenge: a recovery code works once (the /challenge alias too)', async () => {
    const { cookie } = await signedUp();
    const created = await call('POST', '/account/mfa/recovery-codes', cookie);
    expect(created.status).toBe(201);
    expectConforms(created.json, mfaRecoveryCodesModel);
    const codes = created.json.recoveryCodes as string[];
    expect(codes).toHaveLength(6);
    const first = await challenged(cookie, 'recoveryCode', () => codes[0]!, '/account/mfa/challenge');
    expect(first.status).toBe(200);
    expect(first.json.factors).toContain('recoveryCode');
    expectError(await challenged(cookie, 'recoveryCode', () => codes[0]!, '/account/mfa/challenge'), 401, 'user_invalid_token');
    expectError(await challenged(cookie, 'recoveryCode', () => 'invalid-code-123', '/account/mfa/challenge'), 401, 'user_invalid_token');
    expectError(await call('POST', '/account/mfa/recovery-codes', cookie), 409, 'user_recovery_codes_already_exists');
  });

  test('testRegenerateMFARecoveryCodesRequiresRecentChallenge, and reading them too', async () => {
    const { cookie } = await signedUp();
    const created = await call('POST', '/account/mfa/recovery-codes', cookie);
    const codes = created.json.recoveryCodes as string[];
    for (const method of ['GET', 'PATCH']) {
      const refused = await call(method, '/account/mfa/recovery-codes', cookie);
      expectError(refused, 401, 'user_challenge_required');
      expect(refused.json.message).toBe(
        'A recently successful challenge is required to complete this action. A challenge is considered recent for 5 minutes.',
      );
    }
    expect((await challenged(cookie, 'recoveryCode', () => codes[0]!)).json.mfaUpdatedAt).toMatch(APPWRITE_DATETIME);
    const read = await call('GET', '/account/mfa/recovery-codes', cookie);
    expect(read.status).toBe(200);
    expectConforms(read.json, mfaRecoveryCodesModel);
    expect(read.json.recoveryCodes).toEqual(codes.slice(1));
    const regenerated = await call('PATCH', '/account/mfa/recovery-codes', cookie);
    expect(regenerated.status).toBe(200);
    expectConforms(regenerated.json, mfaRecoveryCodesModel);
    expect(regenerated.json.recoveryCodes).toHaveLength(6);
    expect(regenerated.json.recoveryCodes).not.toEqual(codes.slice(1));
  });

  test('testDeleteMFAAuthenticatorRequiresRecentChallenge', async () => {
    const { cookie } = await signedUp();
    await withAuthenticator(cookie);
    const codes = (await call('POST', '/account/mfa/recovery-codes', cookie)).json.recoveryCodes as string[];
    expectError(await call('DELETE', '/account/mfa/authenticators/totp', cookie), 401, 'user_challenge_required');
    expect((await challenged(cookie, 'recoveryCode', () => codes[0]!)).status).toBe(200);
    expect((await call('DELETE', '/account/mfa/authenticators/totp', cookie)).status).toBe(204);
  });

  test("parameters and refusals: Appwrite's types, a guest 401 before any parameter, factors in any letter case", async () => {
    const guest = '';
    for (const [method, path] of [
      ['POST', '/account/mfa/authenticators/totp'],
      ['PUT', '/account/mfa/authenticators/totp'],
      ['DELETE', '/account/mfa/authenticators/totp'],
      ['POST', '/account/mfa/challenges'],
      ['PUT', '/account/mfa/challenges'],
      ['GET', '/account/mfa/factors'],
      ['POST', '/account/mfa/recovery-codes'],
      ['GET', '/account/mfa/recovery-codes'],
      ['PATCH', '/account/mfa/recovery-codes'],
      ['PATCH', '/account/mfa'],
    ]) {
      expectError(await call(method!, path!, guest), 401, 'general_unauthorized_scope');
    }
    const { cookie } = await signedUp();
    const wrongType = await call('POST', '/account/mfa/authenticators/hotp', cookie);
    expectError(wrongType, 400, 'general_argument_invalid');
    expect(wrongType.json.message).toBe('Invalid `type` param: Value must be one of (totp)');
    expect((await call('POST', '/account/mfa/authenticators/TOTP', cookie)).status).toBe(200);
    expectError(await call('PUT', '/account/mfa/authenticators/totp', cookie, {}), 400, 'general_argument_invalid');
    expect((await call('PUT', '/account/mfa/authenticators/totp', cookie, {})).json.message).toBe('Param "otp" is not optional.');
    expect((await call('PUT', '/account/mfa/authenticators/totp', cookie, { otp: '' })).json.message).toBe(
      'Invalid `otp` param: Value must be a valid string and at least 1 chars and no longer than 256 chars',
    );
    const badFactor = await call('POST', '/account/mfa/challenges', cookie, { factor: 'sms' });
    expectError(badFactor, 400, 'general_argument_invalid');
    expect(badFactor.json.message).toBe('Invalid `factor` param: Value must be one of (email, phone, totp, recoveryCode, custom)');
    for (const factor of ['TOTP', 'recoverycode', 'RecoveryCode'])
      expect((await call('POST', '/account/mfa/challenges', cookie, { factor })).status).toBe(201);
    expectError(await call('POST', '/account/mfa/challenges', cookie, { factor: 'phone' }), 503, 'general_phone_disabled');
    expectError(await call('POST', '/account/mfa/challenges', cookie, { factor: 'custom' }), 501, 'user_auth_method_unsupported');
    expectError(await call('POST', '/account/mfa/challenges', cookie, { factor: 'email' }), 400, 'user_email_not_verified');
    expectError(
      await call('PUT', '/account/mfa/challenges', cookie, { challengeId: 'no-such-challenge', otp: '123456' }),
      401,
      'user_invalid_token',
    );
    expect((await call('PUT', '/account/mfa/challenges', cookie, { otp: '123456' })).json.message).toBe(
      'Param "challengeId" is not optional.',
    );
    expectError(await call('PATCH', '/account/mfa', cookie, { mfa: 'yes' }), 400, 'general_argument_invalid');
    expect((await call('PATCH', '/account/mfa', cookie, {})).json.message).toBe('Param "mfa" is not optional.');
    expectError(await call('PATCH', '/account/mfa/recovery-codes', cookie), 401, 'user_challenge_required');
  });

  test('with nothing to show, reading or regenerating recovery codes is 404 user_recovery_codes_not_found, confirming no authenticator 404', async () => {
    const { cookie } = await signedUp();
    expectError(await call('PUT', '/account/mfa/authenticators/totp', cookie, { otp: '123456' }), 404, 'user_authenticator_not_found');
    const app = await withAuthenticator(cookie);
    expect((await challenged(cookie, 'totp', () => app.nextCode())).status).toBe(200);
    expectError(await call('GET', '/account/mfa/recovery-codes', cookie), 404, 'user_recovery_codes_not_found');
    expectError(await call('PATCH', '/account/mfa/recovery-codes', cookie), 404, 'user_recovery_codes_not_found');
    expectError(
      await call('PUT', '/account/mfa/authenticators/totp', cookie, { otp: app.nextCode() }),
      409,
      'user_authenticator_already_verified',
    );
  });

  describe("Appwrite's abuse limits at their real numbers", () => {
    const limited = setUpTestServer({ rateLimits: defaultRateLimits() });

    test('challenges: 10 an hour per user, the route and its alias together', async () => {
      const { cookie } = await signedUp(limited);
      const other = await signedUp(limited);
      const statuses = [];
      for (let index = 0; index < 11; index += 1) {
        statuses.push(
          (await call('POST', index % 2 ? '/account/mfa/challenge' : '/account/mfa/challenges', cookie, { factor: 'totp' }, limited))
            .status,
        );
      }
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
      const refused = await call('POST', '/account/mfa/challenges', cookie, { factor: 'totp' }, limited);
      expectError(refused, 429, 'general_rate_limit_exceeded');
      expect(refused.headers.get('x-ratelimit-limit')).toBe('10');
      expect((await call('POST', '/account/mfa/challenges', other.cookie, { factor: 'totp' }, limited)).status).toBe(201);
    });

    test('answers: 10 an hour per challenge, counted whatever the answer; the 11th is refused even when right', async () => {
      const { cookie } = await signedUp(limited);
      const codes = (await call('POST', '/account/mfa/recovery-codes', cookie, undefined, limited)).json.recoveryCodes as string[];
      const challenge = await call('POST', '/account/mfa/challenges', cookie, { factor: 'recoverycode' }, limited);
      const answer = (otp: string) => call('PUT', '/account/mfa/challenges', cookie, { challengeId: challenge.json.$id, otp }, limited);
      const statuses = [];
      // Right codes take back their count among the wrong codes of the user (10 an hour), never the challenge's.
      for (let index = 0; index < 8; index += 1) statuses.push((await answer('wrong-code')).status);
      expect(statuses).toEqual(Array(8).fill(401));
      expect((await answer(codes[0]!)).status).toBe(200);
      // Answered: the challenge is gone (401), and the 11th answer to it is over the limit.
      expect((await answer(codes[1]!)).status).toBe(401);
      expectError(await answer(codes[1]!), 429, 'general_rate_limit_exceeded');
    });
  });
});
