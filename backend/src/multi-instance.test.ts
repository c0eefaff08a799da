import { sampleCard } from '@rcm/shared/testing';
import { defaultRateLimits } from './config';
import { sendJson, signedInCookie, SITE_ORIGIN, startTestServer, type TestServer } from './testing/test-server';

const describePostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** Horizontal scaling: stateless instances behind a load balancer, sharing PostgreSQL. */
describePostgres('two backend instances on one PostgreSQL database', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer();
    // Same database as the first instance, as two replicas of one deployment; the JWT key
    // is not configured, so both must agree on the one generated and kept in the database.
    const shared = { databaseUrl: first.options.databaseUrl, rateLimits: defaultRateLimits(1000) };
    second = await startTestServer(shared);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  test('a session opened on one instance works on the other, and data written on one is read on the other', async () => {
    const project = { 'x-appwrite-project': 'rcm' };
    await sendJson(`${first.url}/v1/account`, 'POST', { userId: 'unique()', email: 'scale@example.com', password: 'password123' }, project);
    // Registered on the first instance, logged in on the second.
    const cookie = await signedInCookie(second, 'scale@example.com');

    const onFirst = await fetch(`${first.url}/v1/account`, { headers: { cookie, ...project } });
    expect(onFirst.status).toBe(200);
    const paid = await sendJson(`${first.url}/subscribtion`, 'PUT', { username: 'scale@example.com', subscribtion: 'gold', creditCard: sampleCard.number }, { cookie });
    expect(paid.status).toBe(200);
    const prefs = await fetch(`${second.url}/v1/account/prefs`, { headers: { cookie, ...project, origin: SITE_ORIGIN } });
    expect(await prefs.json()).toMatchObject({ subscribtion: 'gold' });

    const jwt = (await sendJson(`${second.url}/v1/account/jwts`, 'POST', {}, { cookie, ...project })).json.jwt as string;
    const withJwt = await sendJson(`${first.url}/subscribtion`, 'PUT', { username: 'scale@example.com', subscribtion: 'silver', creditCard: sampleCard.number }, { 'x-appwrite-jwt': jwt });
    expect(withJwt.status).toBe(200);
  });
});
