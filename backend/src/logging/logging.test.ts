import { sampleCard } from '@rcm/shared/testing';
import type { FastifyRequest } from 'fastify';
import { capturedLogs } from '../testing/captured-logs';
import { sendJson, signedInCookie, startTestServer, subscribe, type TestServer } from '../testing/test-server';

const PASSWORD = 'secret-passphrase-77';
const CARD = sampleCard.number;
const project = { 'x-appwrite-project': 'rcm' };

let server: TestServer;
const logs = capturedLogs();

beforeAll(async () => {
  server = await startTestServer({
    logger: {
      level: 'trace',
      stream: logs.stream,
      // What operators often add to see more of each request: every header. The redaction list must still hold.
      serializers: { req: (request: FastifyRequest) => ({ method: request.method, url: request.url, headers: request.headers }) },
    },
  });
});
afterAll(() => server.close());

test('logs record requests, and their headers, but never bodies, passwords, card numbers, cookies, JWTs or session secrets', async () => {
  const cookie = await signedInCookie(server, 'logs@example.com', PASSWORD);
  const cookieValue = decodeURIComponent(cookie.split('=')[1]!);
  const secret = (JSON.parse(Buffer.from(cookieValue, 'base64').toString()) as { secret: string }).secret;
  const jwt = (await sendJson(`${server.url}/v1/account/jwts`, 'POST', {}, { ...project, cookie })).json.jwt as string;
  await subscribe(server, 'logs@example.com', 'gold', { cookie });
  await sendJson(
    `${server.url}/subscribtion`,
    'PUT',
    { username: 'logs@example.com', subscribtion: 'gold', creditCard: '4111' },
    { 'x-appwrite-jwt': jwt },
  );
  await fetch(`${server.url}/v1/account`, { headers: { ...project, 'x-appwrite-session': cookieValue } });
  await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email: 'logs@example.com', password: 'wrong-password' }, project);

  expect(logs.text()).toMatch(/"url":"\/subscribtion"/);
  expect(logs.text()).toMatch(/"headers":\{[^}]*"x-appwrite-project":"rcm"/);
  expect(logs.text()).toMatch(/"cookie":"\[redacted\]"/);
  expect(logs.text()).toMatch(/"x-appwrite-jwt":"\[redacted\]"/);
  expect(logs.text()).toMatch(/"x-appwrite-session":"\[redacted\]"/);
  for (const value of [PASSWORD, 'wrong-password', CARD, cookieValue, encodeURIComponent(cookieValue), secret, jwt]) {
    expect(logs.text()).not.toContain(value);
  }
});

test("every reply names its request in X-Request-Id, as each of its log lines does; a proxy's id is kept, an unsafe one replaced", async () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const refused = await fetch(`${server.url}/v1/account`, { headers: project });
  expect(refused.status).toBe(401);
  const id = refused.headers.get('x-request-id');
  expect(id).toMatch(uuid);
  const lines = logs
    .text()
    .split('\n')
    .filter((line) => line.includes(`"reqId":"${id}"`));
  // Its arrival and its reply at least, each carrying the id.
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines.some((line) => line.includes('"statusCode":401'))).toBe(true);

  const given = await fetch(`${server.url}/v1/account`, { headers: { ...project, 'x-request-id': 'edge-1234-abcd' } });
  expect(given.headers.get('x-request-id')).toBe('edge-1234-abcd');
  expect(logs.text()).toContain('"reqId":"edge-1234-abcd"');
  const forged = await fetch(`${server.url}/v1/account`, { headers: { ...project, 'x-request-id': 'abcd1234","msg":"forged' } });
  expect(forged.headers.get('x-request-id')).toMatch(uuid);
  expect(logs.text()).not.toContain('"msg":"forged"');
});

test('a fault is logged with its error for operators, and the client gets a bare 500', async () => {
  const cookie = await signedInCookie(server, 'fault@example.com', PASSWORD);
  await server.app.db.destroy();
  const reply = await fetch(`${server.url}/v1/account`, { headers: { ...project, cookie } });
  expect(reply.status).toBe(500);
  expect(await reply.json()).toMatchObject({ message: 'Server Error', type: 'general_server_error' });
  expect(logs.text()).toMatch(/"msg":"request failed"/);
  expect(logs.text()).toMatch(/"err":\{"type":"Error"/);
  expect(logs.text()).not.toContain(cookie.split('=')[1]!);
});

test('a request is logged by its path: never its query string, which can hold a token or a search for a name', async () => {
  const defaultLogs = capturedLogs();
  const plain = await startTestServer({ logger: { level: 'info', stream: defaultLogs.stream } });
  try {
    const token = 'one-click-token-3f9a1c';
    await fetch(`${plain.url}/newsletter/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    await fetch(`${plain.url}/staff/enquiries?search=lopez`);
    expect(defaultLogs.text()).toMatch(/"url":"\/newsletter\/unsubscribe"/);
    expect(defaultLogs.text()).toMatch(/"url":"\/staff\/enquiries"/);
    expect(defaultLogs.text()).toMatch(/"remoteAddress":"127\.0\.0\.1"/);
    expect(defaultLogs.text()).not.toContain(token);
    expect(defaultLogs.text()).not.toContain('lopez');
  } finally {
    await plain.close();
  }
});
