import { sampleCard } from '@rcm/shared/testing';
import { capturedLogs } from './testing/captured-logs';
import { sendJson, signedInCookie, startTestServer, type TestServer } from './testing/test-server';

const PASSWORD = 'secret-password-77';
const CARD = sampleCard.number;

let server: TestServer;
const logs = capturedLogs();

beforeAll(async () => {
  server = await startTestServer({ logger: { level: 'trace', stream: logs.stream } });
});
afterAll(() => server.close());

test('logs record requests but never bodies, passwords, card numbers, cookies or session secrets', async () => {
  const project = { 'x-appwrite-project': 'rcm' };
  const cookie = await signedInCookie(server, 'logs@example.com', PASSWORD);
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
