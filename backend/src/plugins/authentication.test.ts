import { capturedLogs } from '../testing/captured-logs';
import { describeDatabase, sendJson, setUpTestServer, signedInCookie, TEST_PASSWORD } from '../testing/test-server';

/**
 * The authentication plugin's own promises, seen over HTTP: the cookie that ends a session is
 * the one that started it, the server says which JWT key signs, and it keeps real time when no
 * test clock is given.
 */
const logs = capturedLogs();
const server = setUpTestServer({ secureCookies: true, clock: undefined, logger: { level: 'info', stream: logs.stream } });

const project = () => ({ 'x-appwrite-project': server.options.projectId });
const attributes = (setCookie: string) => setCookie.split(';').map((part) => part.trim().toLowerCase());

test(`logging out clears the session cookie with the attributes it was set with, or the browser would keep it (${describeDatabase()})`, async () => {
  const cookie = await signedInCookie(server);
  const logout = await sendJson(`${server.url}/v1/account/sessions/current`, 'DELETE', undefined, { ...project(), cookie });
  expect(logout.status).toBe(204);
  const [cleared] = logout.headers.getSetCookie();
  expect(cleared).toMatch(new RegExp(`^a_session_${server.options.projectId}=;`));
  expect(attributes(cleared!)).toEqual(expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=lax']));
  expect((await sendJson(`${server.url}/v1/account`, 'GET', undefined, { ...project(), cookie })).status).toBe(401);
});

test('the server logs where its JWT signing key comes from', () => {
  const line = logs.records().find(({ msg }) => msg.startsWith('JWT signing key'));
  expect(line?.msg).toBe(`JWT signing key: ${server.options.jwtKeys.origin}`);
});

test('a server given no clock judges sessions by the real time', async () => {
  const email = `clock.${Date.now()}@example.com`;
  await signedInCookie(server, email);
  const login = await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email, password: TEST_PASSWORD }, project());
  expect(login.status).toBe(201);
  const createdAt = Date.parse(String(login.json.$createdAt));
  expect(Math.abs(createdAt - Date.now())).toBeLessThan(60_000);
  expect(Date.parse(String(login.json.expire))).toBeGreaterThan(Date.now());
});

test('an empty X-Appwrite-JWT is no credential at all: a guest, not an invalid token', async () => {
  const guest = await sendJson(`${server.url}/v1/account`, 'GET', undefined, { ...project(), 'x-appwrite-jwt': '' });
  expect(guest.status).toBe(401);
  expect(guest.json.type).toBe('general_unauthorized_scope');
});
