import { capturedLogs } from './test-support/captured-logs';
import { sendJson, startTestServer, type TestServer } from './test-support/test-server';

const PASSWORD = 'secret-password-77';
const CARD = '4111222233334444';

let server: TestServer;
const logs = capturedLogs();

beforeAll(async () => {
  server = await startTestServer({ logger: { level: 'trace', stream: logs.stream } });
});
afterAll(() => server.close());

test('logs record requests but never bodies, passwords, card numbers, cookies or session secrets', async () => {
  const project = { 'x-appwrite-project': 'rcm' };
  await sendJson(`${server.url}/v1/account`, 'POST', { userId: 'unique()', email: 'logs@example.com', password: PASSWORD }, project);
  const login = await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email: 'logs@example.com', password: PASSWORD }, project);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const cookieValue = decodeURIComponent(cookie.split('=')[1]!);
  const secret = (JSON.parse(Buffer.from(cookieValue, 'base64').toString()) as { secret: string }).secret;
  const jwt = (await sendJson(`${server.url}/v1/account/jwts`, 'POST', {}, { ...project, cookie })).json.jwt as string;
  await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'logs@example.com', subscribtion: 'gold', creditCard: CARD }, { cookie });
  await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'logs@example.com', subscribtion: 'gold', creditCard: '4111' }, { 'x-appwrite-jwt': jwt });
  await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email: 'logs@example.com', password: 'wrong-password' }, project);

  expect(logs.text()).toMatch(/"url":"\/subscribtion"/);
  for (const value of [PASSWORD, 'wrong-password', CARD, cookieValue, encodeURIComponent(cookieValue), secret, jwt]) {
    expect(logs.text()).not.toContain(value);
  }
});
