import { sdkAccount, sdkFailure, sdkTestServer } from '../../testing/appwrite-sdk';
import { Account, Client, ID } from 'appwrite';
import { type installCookieJarFetch } from '../../testing/cookie-jar-fetch';
import { describeDatabase, startTestServer, TEST_PASSWORD, type TestServer } from '../../testing/test-server';

let server: TestServer;
let cookies: ReturnType<typeof installCookieJarFetch>;

const sdk = () => sdkAccount(server);

sdkTestServer((started, jar) => ((server = started), (cookies = jar)));

/** Registers through the SDK and logs in: the session (its cookies are now the jar's). */
async function signedUp(email: string) {
  await sdk().create({ userId: ID.unique(), email, password: TEST_PASSWORD });
  return sdk().createEmailPasswordSession({ email, password: TEST_PASSWORD });
}

describe(`the official appwrite SDK against /v1 (${describeDatabase()})`, () => {
  test('create → session → get → prefs → JWT → delete session', async () => {
    const account = sdk();
    const created = await account.create({ userId: ID.unique(), email: 'Alice@Example.com', password: TEST_PASSWORD, name: 'Alice' });
    expect(created).toMatchObject({ email: 'alice@example.com', name: 'Alice', prefs: {}, emailVerification: false });
    expect(created.$id).toMatch(/^[0-9a-f]{20}$/);
    expect(cookies.jar.size).toBe(0);

    const session = await account.createEmailPasswordSession({ email: 'alice@example.com', password: TEST_PASSWORD });
    expect(session).toMatchObject({ userId: created.$id, provider: 'email', providerUid: 'alice@example.com', current: true, secret: '' });
    expect([...cookies.jar.keys()].sort()).toEqual(['a_device_rcm', 'a_session_rcm']);

    expect(await account.get()).toMatchObject({ $id: created.$id, email: 'alice@example.com' });
    expect(await account.getPrefs()).toEqual({});
    const updated = await account.updatePrefs({ prefs: { theme: 'dark', columns: [1, 2] } });
    expect(updated.prefs).toEqual({ theme: 'dark', columns: [1, 2] });
    expect(await account.getPrefs()).toEqual({ theme: 'dark', columns: [1, 2] });

    const { jwt } = await account.createJWT();
    const [, payload] = jwt.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({ userId: created.$id, sessionId: session.$id });

    expect(await account.deleteSession({ sessionId: 'current' })).toEqual({ message: '' });
    expect(cookies.jar.has('a_session_rcm')).toBe(false);
    const afterLogout = await sdkFailure(() => account.get());
    expect(afterLogout.code).toBe(401);
  });

  test('the session cookie is HttpOnly, SameSite=Lax, scoped to / and expires', async () => {
    await sdk().create({ userId: ID.unique(), email: 'cookie@example.com', password: TEST_PASSWORD });
    const response = await fetch(`${server.url}/v1/account/sessions/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': 'rcm' },
      body: JSON.stringify({ email: 'cookie@example.com', password: TEST_PASSWORD }),
    });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^a_session_rcm=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Expires=/);
    expect(cookie).not.toMatch(/Secure/);
    expect(response.headers.get('x-fallback-cookies')).toBeNull();
    const stored = await server.dumpAllTables();
    const secret = JSON.parse(Buffer.from(decodeURIComponent(cookie!.split(';')[0]!.split('=')[1]!), 'base64').toString()).secret as string;
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(TEST_PASSWORD);
  });

  test('behind a TLS-terminating proxy the cookie is also Secure', async () => {
    const proxied = await startTestServer({ trustProxy: 1 });
    const headers = { 'content-type': 'application/json', 'x-appwrite-project': 'rcm', 'x-forwarded-proto': 'https' };
    const credentials = JSON.stringify({ userId: 'unique()', email: 'tls@example.com', password: TEST_PASSWORD });
    await fetch(`${proxied.url}/v1/account`, { method: 'POST', headers, body: credentials });
    const response = await fetch(`${proxied.url}/v1/account/sessions/email`, { method: 'POST', headers, body: credentials });
    await proxied.close();
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()[0]).toMatch(/; Secure/);
  });

  test("errors come back with Appwrite's types and messages", async () => {
    const account = sdk();
    await account.create({ userId: ID.unique(), email: 'bob@example.com', password: TEST_PASSWORD, name: 'Bob' });

    const duplicate = await sdkFailure(() => account.create({ userId: ID.unique(), email: 'BOB@example.com', password: TEST_PASSWORD }));
    expect(duplicate).toMatchObject({
      code: 409,
      type: 'user_already_exists',
      message: 'A user with the same id, email, or phone already exists in this project.',
    });

    const common = await sdkFailure(() => account.create({ userId: ID.unique(), email: 'carol@example.com', password: 'Password123' }));
    expect(common).toMatchObject({ code: 400, type: 'password_dictionary' });
    expect(common.message).toMatch(/commonly used passwords/);
    const short = await sdkFailure(() => account.create({ userId: ID.unique(), email: 'carol@example.com', password: 'short' }));
    expect(short).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
      message: 'Invalid `password` param: Password must be between 8 and 256 characters long.',
    });

    const badEmail = await sdkFailure(() => account.create({ userId: ID.unique(), email: 'not-an-email', password: TEST_PASSWORD }));
    expect(badEmail).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
      message: 'Invalid `email` param: Value must be a valid email address',
    });

    const wrong = await sdkFailure(() => account.createEmailPasswordSession({ email: 'bob@example.com', password: 'wrong-password' }));
    expect(wrong).toMatchObject({
      code: 401,
      type: 'user_invalid_credentials',
      message: 'Invalid credentials. Please check the email and password.',
    });

    const unknown = await sdkFailure(() => account.createEmailPasswordSession({ email: 'nobody@example.com', password: TEST_PASSWORD }));
    expect(unknown.type).toBe('user_invalid_credentials');

    const guest = await sdkFailure(() => account.get());
    expect(guest).toMatchObject({
      code: 401,
      type: 'general_unauthorized_scope',
      message: 'User (role: guests) missing scopes (["account"])',
    });

    await account.createEmailPasswordSession({ email: 'bob@example.com', password: TEST_PASSWORD });
    const twice = await sdkFailure(() => account.createEmailPasswordSession({ email: 'bob@example.com', password: TEST_PASSWORD }));
    expect(twice).toMatchObject({
      code: 401,
      type: 'user_session_already_exists',
      message: 'Creation of a session is prohibited when a session is active.',
    });

    const badPrefs = await sdkFailure(() =>
      account.updatePrefs({ prefs: JSON.parse('{"__proto__": {"x": 1}}') as Record<string, unknown> }),
    );
    expect(badPrefs.type).toBe('general_argument_invalid');
  });

  test('a wrong project id is refused', async () => {
    const client = new Client().setEndpoint(`${server.url}/v1`).setProject('other');
    const error = await sdkFailure(() => new Account(client).get());
    expect(error).toMatchObject({ code: 404, type: 'project_not_found' });
  });

  test('after logout the old cookie no longer works', async () => {
    const account = sdk();
    await signedUp('dave@example.com');
    const oldCookie = [...cookies.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    await account.deleteSession({ sessionId: 'current' });
    const replay = await fetch(`${server.url}/v1/account`, { headers: { cookie: oldCookie, 'x-appwrite-project': 'rcm' } });
    expect(replay.status).toBe(401);
  });

  test("what the customer pays for and their score are the server's: prefs cannot set them", async () => {
    const account = sdk();
    await signedUp('owned@example.com');
    for (const prefs of [{ subscribtion: 'platinum' }, { rc_score: 99 }, { theme: 'dark', subscribtion: 'gold', rc_score: 1 }]) {
      const refused = await sdkFailure(() => account.updatePrefs({ prefs }));
      expect(refused).toMatchObject({ code: 400, type: 'general_argument_invalid' });
      expect(refused.message).toMatch(/^Invalid `prefs` param: .*kept by the server/);
    }
    expect(await account.getPrefs()).toEqual({});
  });

  test("the account's sessions are listed, one is ended from another, and all end at once", async () => {
    const account = sdk();
    const first = await signedUp('devices@example.com');
    const firstCookies = new Map(cookies.jar);
    cookies.jar.clear();
    const second = await account.createEmailPasswordSession({ email: 'devices@example.com', password: TEST_PASSWORD });

    const listed = await account.listSessions();
    expect(listed.total).toBe(2);
    expect(listed.sessions.map((session) => [session.$id, session.current])).toEqual([
      [second.$id, true],
      [first.$id, false],
    ]);
    expect(listed.sessions[0]).toMatchObject({ userId: second.userId, provider: 'email', secret: '', ip: '127.0.0.1' });

    await account.deleteSession({ sessionId: first.$id });
    expect((await account.listSessions()).sessions.map((session) => session.$id)).toEqual([second.$id]);

    // A third device, then "log out of all devices" from it: every session ends, this one too.
    cookies.jar.clear();
    await account.createEmailPasswordSession({ email: 'devices@example.com', password: TEST_PASSWORD });
    const thirdCookies = new Map(cookies.jar);
    expect(await account.deleteSessions()).toEqual({ message: '' });
    expect(cookies.jar.has('a_session_rcm')).toBe(false);
    for (const jar of [firstCookies, thirdCookies]) {
      cookies.jar.clear();
      for (const [name, value] of jar) cookies.jar.set(name, value);
      expect((await sdkFailure(() => account.get())).code).toBe(401);
    }
  });

  test('ending another user\'s session is "not found", and that session lives on', async () => {
    const account = sdk();
    const victims = await signedUp('victim.session@example.com');
    const victimCookies = new Map(cookies.jar);
    cookies.jar.clear();
    await signedUp('attacker.session@example.com');
    expect(await sdkFailure(() => account.deleteSession({ sessionId: victims.$id }))).toMatchObject({
      code: 404,
      type: 'user_session_not_found',
    });
    cookies.jar.clear();
    for (const [name, value] of victimCookies) cookies.jar.set(name, value);
    expect((await account.get()).email).toBe('victim.session@example.com');
  });

  test("a server left at its default stores every password with OWASP's scrypt cost", async () => {
    const production = await startTestServer({ passwordCost: undefined });
    const client = new Client().setEndpoint(`${production.url}/v1`).setProject('rcm');
    await new Account(client).create({ userId: ID.unique(), email: 'cost@example.com', password: TEST_PASSWORD });
    const row = await production.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'cost@example.com')
      .executeTakeFirstOrThrow();
    await production.close();
    expect(row.password_hash.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
  });
});
