import { defaultRateLimits } from '../config';
import { sendJson, startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: { ...defaultRateLimits(1000), loginPerAccountAndAddress: { max: 3, window: 60_000 } } });
});
afterAll(() => server.close());

test('repeated wrong passwords for one account are throttled with Appwrite\'s 429', async () => {
  const attempt = () =>
    sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email: 'target@example.com', password: 'guess-1234' }, { 'x-appwrite-project': 'rcm' });
  const statuses = [];
  for (let i = 0; i < 5; i += 1) statuses.push((await attempt()).status);
  expect(statuses).toEqual([401, 401, 401, 429, 429]);
  const limited = await attempt();
  expect(limited.json).toMatchObject({ code: 429, type: 'general_rate_limit_exceeded' });
  expect(limited.headers.get('x-ratelimit-limit')).toBe('3');

  const otherAccount = await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email: 'someone@example.com', password: 'guess-1234' }, { 'x-appwrite-project': 'rcm' });
  expect(otherAccount.status).toBe(401);
});

test('one account is throttled even when the guesses come from many addresses', async () => {
  const spread = await startTestServer({
    trustProxy: true,
    rateLimits: { ...defaultRateLimits(1000), loginPerAccount: { max: 4, window: 60_000 } },
  });
  const statuses = [];
  for (let i = 0; i < 6; i += 1) {
    const reply = await sendJson(
      `${spread.url}/v1/account/sessions/email`,
      'POST',
      { email: 'spread@example.com', password: 'guess-1234' },
      { 'x-appwrite-project': 'rcm', 'x-forwarded-for': `203.0.113.${i + 1}` },
    );
    statuses.push(reply.status);
  }
  await spread.close();
  expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
});
