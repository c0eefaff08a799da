import { sampleEnquiry } from '@rcm/shared/testing';
import { randomBytes } from 'node:crypto';
import { defaultRateLimits, type AppOptions } from './config';
import {
  describeDatabase,
  sendJson,
  sharedRedisUrl,
  signedInCookie,
  startTestServer,
  subscribe,
  TEST_PASSWORD,
  testJwtKeys,
  testMfaKeys,
  type TestServer,
} from './testing/test-server';

const project = { 'x-appwrite-project': 'rcm' };

/**
 * Horizontal scaling: stateless instances behind a load balancer, sharing one database (one
 * PostgreSQL, or one SQLite file on one machine) and, for their limits, one Redis.
 */
describe(`two backend instances of one deployment (${describeDatabase()})`, () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    const deployment: Partial<AppOptions> = {
      // One key of each kind from the secret store, as every instance of a deployment has.
      jwtKeys: testJwtKeys(),
      mfaKeys: testMfaKeys(),
      rateLimits: {
        ...defaultRateLimits(1000),
        loginPerAccountAndAddress: { max: 3, window: 60_000 },
        contact: { max: 2, window: 60_000 },
      },
      redisUrl: sharedRedisUrl,
      redisKeyPrefix: `rcm:test:${randomBytes(6).toString('hex')}:`,
    };
    first = await startTestServer(deployment);
    const sameDatabase = process.env.DATABASE_URL ? { databaseUrl: first.options.databaseUrl } : { dataDir: first.options.dataDir };
    second = await startTestServer({ ...deployment, ...sameDatabase });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  test('a session opened on one instance works on the other, and data written on one is read on the other', async () => {
    await sendJson(`${first.url}/v1/account`, 'POST', { userId: 'unique()', email: 'scale@example.com', password: TEST_PASSWORD }, project);
    // Registered on the first instance, logged in on the second.
    const cookie = await signedInCookie(second, 'scale@example.com');

    const onFirst = await fetch(`${first.url}/v1/account`, { headers: { cookie, ...project } });
    expect(onFirst.status).toBe(200);
    const paid = await subscribe(first, 'scale@example.com', 'gold', { cookie });
    expect(paid.status).toBe(200);
    const customer = await fetch(`${second.url}/customer`, { headers: { cookie } });
    expect(await customer.json()).toMatchObject({ subscribtion: 'gold' });

    const jwt = (await sendJson(`${second.url}/v1/account/jwts`, 'POST', {}, { cookie, ...project })).json.jwt as string;
    const withJwt = await subscribe(first, 'scale@example.com', 'silver', { 'x-appwrite-jwt': jwt });
    expect(withJwt.status).toBe(200);
  });

  const withRedis = sharedRedisUrl ? test : test.skip;

  withRedis('brute force spread over both instances is throttled at the same count as one instance', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      statuses.push(
        (
          await sendJson(
            `${instance.url}/v1/account/sessions/email`,
            'POST',
            { email: 'target@example.com', password: 'guess-1234' },
            project,
          )
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  withRedis('a per-address limit holds across instances', async () => {
    const statuses = [];
    for (const instance of [first, second, first]) statuses.push((await sendJson(`${instance.url}/contact`, 'POST', sampleEnquiry)).status);
    expect(statuses).toEqual([201, 201, 429]);
  });
});
