import { sampleEnquiry } from '@rcm/shared/testing';
import { defaultRateLimits, type RateLimits } from '../config';
import { sendJson, setUpTestServer, SITE_ORIGIN, startTestServer, TEST_PASSWORD, type TestServer } from '../testing/test-server';

const project = { 'x-appwrite-project': 'rcm' };
const limits = (overrides: Partial<RateLimits>): RateLimits => ({ ...defaultRateLimits(1000), ...overrides });

function logIn(
  server: TestServer,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  path = '/v1/account/sessions/email',
) {
  return sendJson(`${server.url}${path}`, 'POST', { email, password }, { ...project, ...headers });
}

async function register(server: TestServer, email: string) {
  const reply = await sendJson(`${server.url}/v1/account`, 'POST', { userId: 'unique()', email, password: TEST_PASSWORD }, project);
  expect(reply.status).toBe(201);
}

async function statusesOf(count: number, attempt: (index: number) => Promise<{ status: number }>): Promise<number[]> {
  const statuses = [];
  for (let index = 0; index < count; index += 1) statuses.push((await attempt(index)).status);
  return statuses;
}

describe('the login throttle', () => {
  const server = setUpTestServer({ rateLimits: limits({ loginPerAccountAndAddress: { max: 3, window: 60_000 } }) });

  test("repeated wrong passwords for one account are throttled with Appwrite's 429, and other accounts are not", async () => {
    const statuses = await statusesOf(5, () => logIn(server, 'target@example.com', 'guess-1234'));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await logIn(server, 'target@example.com', 'guess-1234');
    expect(limited.json).toMatchObject({ code: 429, type: 'general_rate_limit_exceeded' });
    expect((await logIn(server, 'someone@example.com', 'guess-1234')).status).toBe(401);
  });

  test('only failures count: a successful login clears the count, so the account holder is never stopped by their own logins', async () => {
    await register(server, 'regular@example.com');
    for (let round = 0; round < 4; round += 1) {
      expect(await statusesOf(2, () => logIn(server, 'regular@example.com', 'wrong-guess-1'))).toEqual([401, 401]);
      const success = await logIn(server, 'regular@example.com', TEST_PASSWORD);
      expect(success.status).toBe(201);
    }
  });

  test('the login path and its alias share one count', async () => {
    const paths = ['/v1/account/sessions/email', '/v1/account/sessions'];
    const statuses = await statusesOf(4, (index) => logIn(server, 'alias@example.com', 'guess-1234', {}, paths[index % 2]));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  test('guesses sent all at once cannot slip past the limit', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, () => logIn(server, 'parallel@example.com', 'guess-1234')));
    expect(replies.filter((reply) => reply.status === 401)).toHaveLength(3);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(9);
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      trustProxy: 1,
      rateLimits: limits({
        loginPerAccount: { max: 4, window: 60_000 },
        loginPerAccountAndAddress: { max: 2, window: 60_000 },
        contact: { max: 2, window: 60_000 },
        recovery: { max: 10, window: 60_000 },
      }),
    });
  });
  afterAll(() => server.close());

  /** What a proxy that appends the client's address does with whatever the client sent. */
  const forwardedFor = (clientSent: string, realClient: string) => ({
    'x-forwarded-for': clientSent ? `${clientSent}, ${realClient}` : realClient,
  });

  test('the address a client writes into X-Forwarded-For is not the one limits count', async () => {
    const statuses = await statusesOf(3, (index) =>
      sendJson(`${server.url}/contact`, 'POST', sampleEnquiry, forwardedFor(`198.51.100.${index + 1}`, '203.0.113.50')),
    );
    expect(statuses).toEqual([201, 201, 429]);
    // Another real client behind the same proxy has a count of its own.
    expect((await sendJson(`${server.url}/contact`, 'POST', sampleEnquiry, forwardedFor('198.51.100.1', '203.0.113.51'))).status).toBe(201);
  });

  test('an X-Forwarded-For that is no address at all is neither stored nor a 500', async () => {
    await register(server, 'odd.header@example.com');
    const reply = await logIn(server, 'odd.header@example.com', TEST_PASSWORD, { 'x-forwarded-for': `<script>${'A'.repeat(200)}` });
    expect(reply.status).toBe(201);
    expect(reply.json.ip).toBe('127.0.0.1');
  });

  test('a route counted per address and per email reports the count closest to its limit, as Appwrite does', async () => {
    const recover = (email: string, client: string) =>
      sendJson(
        `${server.url}/v1/account/recovery`,
        'POST',
        { email, url: `${SITE_ORIGIN}/reset-password` },
        { ...project, ...forwardedFor('', client) },
      );
    const remaining = (reply: { status: number; headers: Headers }) => [
      reply.status,
      reply.headers.get('x-ratelimit-limit'),
      reply.headers.get('x-ratelimit-remaining'),
    ];
    // One address asking for three addresses' links: the address's count (3) is the closer.
    const oneAddress = [];
    for (const email of ['first@example.com', 'second@example.com', 'third@example.com'])
      oneAddress.push(await recover(email, '203.0.113.70'));
    expect(remaining(oneAddress[2]!)).toEqual([201, '10', '7']);
    // One address's link asked for from four places: the email's count (4) is the closer.
    const oneEmail = [];
    for (const client of ['203.0.113.71', '203.0.113.72', '203.0.113.73', '203.0.113.74'])
      oneEmail.push(await recover('asked.often@example.com', client));
    expect(remaining(oneEmail[3]!)).toEqual([201, '10', '6']);
  });

  test('one account is throttled even when the guesses come from many real addresses', async () => {
    const statuses = await statusesOf(6, (index) =>
      logIn(server, 'spread@example.com', 'guess-1234', forwardedFor('10.9.9.9', `203.0.113.${index + 1}`)),
    );
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  test('a password sprayed at an account from many addresses does not lock out its holder on a device that logged in before', async () => {
    await register(server, 'clinic.owner@example.com');
    const ownBrowser = forwardedFor('', '192.0.2.10');
    const firstLogin = await logIn(server, 'clinic.owner@example.com', TEST_PASSWORD, ownBrowser);
    expect(firstLogin.status).toBe(201);
    const deviceCookie = firstLogin.headers.getSetCookie().find((cookie) => cookie.startsWith('a_device_rcm='))!;
    expect(deviceCookie).toMatch(/HttpOnly/);
    expect(deviceCookie).toMatch(/Path=\/v1\/account\/sessions/);

    // The attacker: wrong passwords from ten addresses, well past the per-account limit.
    await statusesOf(10, (index) => logIn(server, 'clinic.owner@example.com', 'guess-1234', forwardedFor('', `198.18.0.${index + 1}`)));
    const newDevice = await logIn(server, 'clinic.owner@example.com', TEST_PASSWORD, forwardedFor('', '192.0.2.99'));
    expect(newDevice.status).toBe(429);

    const holder = await logIn(server, 'clinic.owner@example.com', TEST_PASSWORD, { ...ownBrowser, cookie: deviceCookie.split(';')[0]! });
    expect(holder.status).toBe(201);
    // The device cookie vouches for that account only.
    const otherAccount = await logIn(server, 'spread@example.com', 'guess-1234', { ...ownBrowser, cookie: deviceCookie.split(';')[0]! });
    expect(otherAccount.status).toBe(429);
  });
});

test('one address guessing many accounts is throttled too', async () => {
  const sprayer = await startTestServer({ rateLimits: limits({ loginPerAddress: { max: 4, window: 60_000 } }) });
  const statuses = await statusesOf(6, (index) => logIn(sprayer, `user${index}@example.com`, 'guess-1234'));
  await sprayer.close();
  expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
});

test('JWT creation and its alias route share one limit', async () => {
  const server = await startTestServer({ rateLimits: limits({ jwt: { max: 2, window: 60_000 } }) });
  await register(server, 'jwt.alias@example.com');
  const login = await logIn(server, 'jwt.alias@example.com', TEST_PASSWORD);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const paths = ['/v1/account/jwts', '/v1/account/jwt', '/v1/account/jwts'];
  const statuses = await statusesOf(3, (index) => sendJson(`${server.url}${paths[index]}`, 'POST', {}, { ...project, cookie }));
  await server.close();
  expect(statuses).toEqual([201, 201, 429]);
});

test('registration, enquiries and newsletter sign-ups are limited per address, and a refused request stores nothing', async () => {
  const limited = await startTestServer({
    rateLimits: limits({
      register: { max: 1, window: 60_000 },
      contact: { max: 2, window: 60_000 },
      newsletter: { max: 1, window: 60_000 },
    }),
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

  const newsletter = [
    await sendJson(`${limited.url}/newsletter`, 'POST', { email: 'one@practice.com' }),
    await sendJson(`${limited.url}/newsletter`, 'POST', { email: 'two@practice.com' }),
  ];
  expect(newsletter.map((reply) => reply.status)).toEqual([200, 429]);

  const registerAs = (email: string) =>
    sendJson(`${limited.url}/v1/account`, 'POST', { userId: 'unique()', email, password: TEST_PASSWORD }, project);
  expect([(await registerAs('first@example.com')).status, (await registerAs('second@example.com')).status]).toEqual([201, 429]);

  const rows = await Promise.all([
    limited.app.db.selectFrom('contact_enquiries').selectAll().execute(),
    limited.app.db.selectFrom('newsletter_subscribers').selectAll().execute(),
    limited.app.db.selectFrom('users').selectAll().execute(),
  ]);
  expect(rows.map((table) => table.length)).toEqual([2, 1, 1]);
  await limited.close();
});

test('every route without a limit of its own counts against the per-address limit, and a refused request is not even parsed', async () => {
  const server = await startTestServer({ rateLimits: limits({ other: { max: 2, window: 60_000 }, contact: { max: 1, window: 60_000 } }) });
  const statuses = await statusesOf(3, () => fetch(`${server.url}/health`));
  // Invalid JSON past the limit: the 429 comes first (the limit runs on request, before the body is read).
  const enquiries = await statusesOf(2, () => sendJson(`${server.url}/contact`, 'POST', '{"first_name":'));
  await server.close();
  expect(statuses).toEqual([200, 200, 429]);
  expect(enquiries).toEqual([400, 429]);
});
