import { sampleEnquiry } from '@rcm/shared/testing';
import { defaultRateLimits } from '../config';
import { sendJson, startTestServer, type TestServer } from '../testing/test-server';

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

test('one address guessing many accounts is throttled too', async () => {
  const sprayer = await startTestServer({ rateLimits: { ...defaultRateLimits(1000), loginPerAddress: { max: 4, window: 60_000 } } });
  const statuses = [];
  for (let i = 0; i < 6; i += 1) {
    const reply = await sendJson(`${sprayer.url}/v1/account/sessions/email`, 'POST', { email: `user${i}@example.com`, password: 'guess-1234' }, { 'x-appwrite-project': 'rcm' });
    statuses.push(reply.status);
  }
  await sprayer.close();
  expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
});

test('registration, enquiries and newsletter sign-ups are limited per address, and a refused request stores nothing', async () => {
  const limited = await startTestServer({
    rateLimits: { ...defaultRateLimits(1000), register: { max: 1, window: 60_000 }, contact: { max: 2, window: 60_000 }, newsletter: { max: 1, window: 60_000 } },
  });
  const contacts = [];
  for (let i = 0; i < 3; i += 1) contacts.push(await sendJson(`${limited.url}/contact`, 'POST', sampleEnquiry));
  expect(contacts.map((reply) => reply.status)).toEqual([201, 201, 429]);
  expect(contacts[1]!.headers.get('x-ratelimit-remaining')).toBe('0');
  expect(contacts[2]!.json).toEqual({
    message: 'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
    code: 429,
    type: 'general_rate_limit_exceeded',
    version: expect.any(String),
  });
  expect(contacts[2]!.headers.get('x-ratelimit-limit')).toBe('2');
  expect(contacts[2]!.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);

  const newsletter = [await sendJson(`${limited.url}/newsletter`, 'POST', { email: 'one@practice.com' }), await sendJson(`${limited.url}/newsletter`, 'POST', { email: 'two@practice.com' })];
  expect(newsletter.map((reply) => reply.status)).toEqual([201, 429]);

  const project = { 'x-appwrite-project': 'rcm' };
  const register = (email: string) => sendJson(`${limited.url}/v1/account`, 'POST', { userId: 'unique()', email, password: 'password123' }, project);
  expect([(await register('first@example.com')).status, (await register('second@example.com')).status]).toEqual([201, 429]);

  const rows = await Promise.all([
    limited.app.db.selectFrom('contact_enquiries').selectAll().execute(),
    limited.app.db.selectFrom('newsletter_subscribers').selectAll().execute(),
    limited.app.db.selectFrom('users').selectAll().execute(),
  ]);
  expect(rows.map((table) => table.length)).toEqual([2, 1, 1]);
  await limited.close();
});
