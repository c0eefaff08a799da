import { Account, AppwriteException, Client, ID } from 'appwrite';
import { installCookieJarFetch } from '../../testing/cookie-jar-fetch';
import { describeDatabase, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let cookies: ReturnType<typeof installCookieJarFetch>;

function sdk() {
  const client = new Client().setEndpoint(`${server.url}/v1`).setProject('rcm');
  return new Account(client);
}

async function failure(call: () => Promise<unknown>): Promise<AppwriteException> {
  try {
    await call();
  } catch (error) {
    if (error instanceof AppwriteException) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  server = await startTestServer();
  cookies = installCookieJarFetch();
});
afterAll(async () => {
  cookies.restore();
  await server.close();
});
beforeEach(() => cookies.jar.clear());

describe(`the official appwrite SDK against /v1 (${describeDatabase()})`, () => {
  test('create → session → get → prefs → JWT → delete session', async () => {
    const account = sdk();
    const created = await account.create({ userId: ID.unique(), email: 'Alice@Example.com', password: 'correct horse 1', name: 'Alice' });
    expect(created).toMatchObject({ email: 'alice@example.com', name: 'Alice', prefs: {}, emailVerification: false });
    expect(created.$id).toMatch(/^[0-9a-f]{20}$/);
    expect(cookies.jar.size).toBe(0);

    const session = await account.createEmailPasswordSession({ email: 'alice@example.com', password: 'correct horse 1' });
    expect(session).toMatchObject({ userId: created.$id, provider: 'email', providerUid: 'alice@example.com', current: true, secret: '' });
    expect([...cookies.jar.keys()]).toEqual(['a_session_rcm']);

    expect(await account.get()).toMatchObject({ $id: created.$id, email: 'alice@example.com' });
    expect(await account.getPrefs()).toEqual({});
    const updated = await account.updatePrefs({ prefs: { rc_score: 42, subscribtion: 'none' } });
    expect(updated.prefs).toEqual({ rc_score: 42, subscribtion: 'none' });
    expect(await account.getPrefs()).toEqual({ rc_score: 42, subscribtion: 'none' });

    const { jwt } = await account.createJWT();
    const [, payload] = jwt.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({ userId: created.$id, sessionId: session.$id });

    expect(await account.deleteSession({ sessionId: 'current' })).toEqual({ message: '' });
    expect(cookies.jar.size).toBe(0);
    const afterLogout = await failure(() => account.get());
    expect(afterLogout.code).toBe(401);
  });

  test('the session cookie is HttpOnly, SameSite=Lax, scoped to / and expires', async () => {
    await sdk().create({ userId: ID.unique(), email: 'cookie@example.com', password: 'password-123' });
    const response = await fetch(`${server.url}/v1/account/sessions/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': 'rcm' },
      body: JSON.stringify({ email: 'cookie@example.com', password: 'password-123' }),
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
    expect(stored).not.toContain('password-123');
  });

  test('behind a TLS-terminating proxy the cookie is also Secure', async () => {
    const proxied = await startTestServer({ trustProxy: true });
    const headers = { 'content-type': 'application/json', 'x-appwrite-project': 'rcm', 'x-forwarded-proto': 'https' };
    const credentials = JSON.stringify({ userId: 'unique()', email: 'tls@example.com', password: 'password-123' });
    await fetch(`${proxied.url}/v1/account`, { method: 'POST', headers, body: credentials });
    const response = await fetch(`${proxied.url}/v1/account/sessions/email`, { method: 'POST', headers, body: credentials });
    await proxied.close();
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()[0]).toMatch(/; Secure/);
  });

  test('errors come back with Appwrite\'s types and messages', async () => {
    const account = sdk();
    await account.create({ userId: ID.unique(), email: 'bob@example.com', password: 'password123', name: 'Bob' });

    const duplicate = await failure(() => account.create({ userId: ID.unique(), email: 'BOB@example.com', password: 'password123' }));
    expect(duplicate).toMatchObject({ code: 409, type: 'user_already_exists', message: 'A user with the same id, email, or phone already exists in this project.' });

    const short = await failure(() => account.create({ userId: ID.unique(), email: 'carol@example.com', password: 'short' }));
    expect(short).toMatchObject({ code: 400, type: 'general_argument_invalid', message: 'Invalid `password` param: Password must be between 8 and 256 characters long.' });

    const badEmail = await failure(() => account.create({ userId: ID.unique(), email: 'not-an-email', password: 'password123' }));
    expect(badEmail).toMatchObject({ code: 400, type: 'general_argument_invalid', message: 'Invalid `email` param: Value must be a valid email address' });

    const wrong = await failure(() => account.createEmailPasswordSession({ email: 'bob@example.com', password: 'wrong-password' }));
    expect(wrong).toMatchObject({ code: 401, type: 'user_invalid_credentials', message: 'Invalid credentials. Please check the email and password.' });

    const unknown = await failure(() => account.createEmailPasswordSession({ email: 'nobody@example.com', password: 'password123' }));
    expect(unknown.type).toBe('user_invalid_credentials');

    const guest = await failure(() => account.get());
    expect(guest).toMatchObject({ code: 401, type: 'general_unauthorized_scope', message: 'User (role: guests) missing scopes (["account"])' });

    await account.createEmailPasswordSession({ email: 'bob@example.com', password: 'password123' });
    const twice = await failure(() => account.createEmailPasswordSession({ email: 'bob@example.com', password: 'password123' }));
    expect(twice).toMatchObject({ code: 401, type: 'user_session_already_exists', message: 'Creation of a session is prohibited when a session is active.' });

    const badPrefs = await failure(() => account.updatePrefs({ prefs: JSON.parse('{"__proto__": {"x": 1}}') as Record<string, unknown> }));
    expect(badPrefs.type).toBe('general_argument_invalid');
  });

  test('a wrong project id is refused', async () => {
    const client = new Client().setEndpoint(`${server.url}/v1`).setProject('other');
    const error = await failure(() => new Account(client).get());
    expect(error).toMatchObject({ code: 404, type: 'project_not_found' });
  });

  test('after logout the old cookie no longer works', async () => {
    const account = sdk();
    await account.create({ userId: ID.unique(), email: 'dave@example.com', password: 'password123' });
    await account.createEmailPasswordSession({ email: 'dave@example.com', password: 'password123' });
    const oldCookie = [...cookies.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    await account.deleteSession({ sessionId: 'current' });
    const replay = await fetch(`${server.url}/v1/account`, { headers: { cookie: oldCookie, 'x-appwrite-project': 'rcm' } });
    expect(replay.status).toBe(401);
  });
});
