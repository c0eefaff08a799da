import { sampleCard } from '@rcm/shared/testing';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultSessionPolicy } from '../../config';
import { describeDatabase, sendJson, signedInCookie, startTestServer, TEST_PASSWORD, type TestServer } from '../../testing/test-server';

const project = { 'x-appwrite-project': 'rcm' };
const accountOf = (server: TestServer, cookie: string) => fetch(`${server.url}/v1/account`, { headers: { ...project, cookie } });

describe(`how long a login lasts (${describeDatabase()})`, () => {
  test('a session unused for longer than the idle timeout has ended; one in use lives on', async () => {
    const server = await startTestServer({ sessions: { ...defaultSessionPolicy, idleSeconds: 3 } });
    const idle = await signedInCookie(server, 'idle@example.com');
    const busy = await signedInCookie(server, 'busy@example.com');
    for (let step = 0; step < 8; step += 1) {
      await sleep(450);
      expect((await accountOf(server, busy)).status).toBe(200);
    }
    expect((await accountOf(server, idle)).status).toBe(401);
    await server.close();
  });

  test('a session ends at its absolute end however much it is used, and its JWTs with it', async () => {
    const server = await startTestServer({ sessions: { ...defaultSessionPolicy, absoluteSeconds: 3 } });
    const cookie = await signedInCookie(server, 'absolute@example.com');
    const jwt = (await sendJson(`${server.url}/v1/account/jwts`, 'POST', {}, { ...project, cookie })).json.jwt as string;
    await sleep(1000);
    expect((await accountOf(server, cookie)).status).toBe(200);
    await sleep(2100);
    expect((await accountOf(server, cookie)).status).toBe(401);
    expect((await fetch(`${server.url}/v1/account`, { headers: { ...project, 'x-appwrite-jwt': jwt } })).status).toBe(401);
    await server.close();
  });

  test('ended sessions are deleted from the database', async () => {
    const server = await startTestServer({ sessions: { ...defaultSessionPolicy, absoluteSeconds: 2 } });
    await signedInCookie(server, 'purge.one@example.com');
    await signedInCookie(server, 'purge.two@example.com');
    await sleep(2100);
    const live = await signedInCookie(server, 'purge.live@example.com');
    expect(await server.app.accounts.purgeEndedSessions()).toBe(2);
    const rows = await server.app.db.selectFrom('sessions').select('user_id').execute();
    expect(rows).toHaveLength(1);
    expect((await accountOf(server, live)).status).toBe(200);
    await server.close();
  });
});

describe(`changing what a customer pays needs a recent login (${describeDatabase()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ sessions: { ...defaultSessionPolicy, recentLoginSeconds: 2 } });
  });
  afterAll(() => server.close());

  const subscribe = (cookie: string, extra: Record<string, unknown> = {}) =>
    sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'stale@example.com', subscribtion: 'gold', creditCard: sampleCard.number, ...extra }, { cookie });

  test('right after the login it goes through; later it asks for the password, and the right one confirms it', async () => {
    const cookie = await signedInCookie(server, 'stale@example.com');
    expect((await subscribe(cookie)).status).toBe(200);
    await sleep(2100);
    const asked = await subscribe(cookie);
    expect(asked).toMatchObject({ status: 403, json: { type: 'user_reauthentication_required' } });
    const wrong = await subscribe(cookie, { password: 'not-my-password' });
    expect(wrong).toMatchObject({ status: 403, json: { type: 'user_invalid_credentials' } });
    const confirmed = await subscribe(cookie, { password: TEST_PASSWORD });
    expect(confirmed.status).toBe(200);
    // Confirmed just now: the next change within the window needs nothing more.
    expect((await subscribe(cookie)).status).toBe(200);
    const rows = await server.app.db.selectFrom('subscriptions').select('package').where('username', '=', 'stale@example.com').execute();
    expect(rows).toHaveLength(3);
    expect(await server.dumpAllTables()).not.toContain(TEST_PASSWORD);
  });
});
