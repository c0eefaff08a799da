import { sampleCard } from '@rcm/shared/testing';
import { defaultSessionPolicy } from '../../config';
import {
  describeDatabase,
  sendJson,
  setUpTestServer,
  signedInCookie,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from '../../testing/test-server';

const project = { 'x-appwrite-project': 'rcm' };
const accountOf = (server: TestServer, cookie: string) => fetch(`${server.url}/v1/account`, { headers: { ...project, cookie } });

describe(`how long a login lasts (${describeDatabase()})`, () => {
  test('a session unused for longer than the idle timeout has ended; one in use lives on', async () => {
    const server = await startTestServer({ sessions: { ...defaultSessionPolicy, idleSeconds: 1800 } });
    const idle = await signedInCookie(server, 'idle@example.com');
    const busy = await signedInCookie(server, 'busy@example.com');
    for (let step = 0; step < 8; step += 1) {
      server.advanceClock(450);
      expect((await accountOf(server, busy)).status).toBe(200);
    }
    // 60 minutes later: the busy session was used every 7.5 minutes, the idle one not at all.
    expect((await accountOf(server, idle)).status).toBe(401);
    server.advanceClock(1799);
    expect((await accountOf(server, busy)).status).toBe(200);
    server.advanceClock(1801);
    expect((await accountOf(server, busy)).status).toBe(401);
    await server.close();
  });

  test("the devices list gives each session's last use ($updatedAt) beside its login, and leaves out sessions of closed browsers (ACC-11)", async () => {
    const server = await startTestServer({ sessions: { ...defaultSessionPolicy, idleSeconds: 1800 } });
    try {
      const closed = await signedInCookie(server, 'devices@example.com');
      server.advanceClock(600);
      const used = await signedInCookie(server, 'devices@example.com');
      server.advanceClock(600);
      expect((await accountOf(server, used)).status).toBe(200);
      const list = async () =>
        (await (await fetch(`${server.url}/v1/account/sessions`, { headers: { ...project, cookie: used } })).json()) as {
          sessions: Array<{ $createdAt: string; $updatedAt: string; current: boolean }>;
        };
      const [mine, other] = (await list()).sessions;
      expect(mine).toMatchObject({ current: true });
      expect(Date.parse(mine!.$updatedAt) - Date.parse(mine!.$createdAt)).toBeGreaterThanOrEqual(600_000);
      expect(other!.$updatedAt).toBe(other!.$createdAt);
      // The first browser was closed: unused past the idle timeout, it is no longer listed.
      server.advanceClock(1000);
      expect((await accountOf(server, used)).status).toBe(200);
      expect((await list()).sessions).toHaveLength(1);
      expect(closed).not.toBe(used);
    } finally {
      await server.close();
    }
  });

  test('a session ends at its absolute end however much it is used, and its JWTs with it', async () => {
    const server = await startTestServer({ sessions: { ...defaultSessionPolicy, absoluteSeconds: 3 * 3600 } });
    const cookie = await signedInCookie(server, 'absolute@example.com');
    // Used every 20 minutes (well inside the idle timeout), then once more 10 minutes before the third hour.
    for (let step = 0; step < 8; step += 1) {
      server.advanceClock(1200);
      expect((await accountOf(server, cookie)).status).toBe(200);
    }
    server.advanceClock(600);
    expect((await accountOf(server, cookie)).status).toBe(200);
    // A JWT made now would live 15 minutes by its own clock, past the session's end.
    const jwt = (await sendJson(`${server.url}/v1/account/jwts`, 'POST', {}, { ...project, cookie })).json.jwt as string;
    expect((await fetch(`${server.url}/v1/account`, { headers: { ...project, 'x-appwrite-jwt': jwt } })).status).toBe(200);
    server.advanceClock(601);
    // 3 hours and 1 second after the login, last used 10 minutes ago.
    expect((await accountOf(server, cookie)).status).toBe(401);
    expect((await fetch(`${server.url}/v1/account`, { headers: { ...project, 'x-appwrite-jwt': jwt } })).status).toBe(401);
    await server.close();
  });

  test('a JWT ends when its own time is up, though its session lives on', async () => {
    const server = await startTestServer();
    const cookie = await signedInCookie(server, 'short.jwt@example.com');
    const jwt = (await sendJson(`${server.url}/v1/account/jwts`, 'POST', { duration: 60 }, { ...project, cookie })).json.jwt as string;
    server.advanceClock(59);
    expect((await fetch(`${server.url}/v1/account`, { headers: { ...project, 'x-appwrite-jwt': jwt } })).status).toBe(200);
    server.advanceClock(2);
    expect((await fetch(`${server.url}/v1/account`, { headers: { ...project, 'x-appwrite-jwt': jwt } })).status).toBe(401);
    expect((await accountOf(server, cookie)).status).toBe(200);
    await server.close();
  });

  test('ended sessions are deleted from the database', async () => {
    const server = await startTestServer({ sessions: { ...defaultSessionPolicy, absoluteSeconds: 3600 } });
    await signedInCookie(server, 'purge.one@example.com');
    await signedInCookie(server, 'purge.two@example.com');
    server.advanceClock(3601);
    const live = await signedInCookie(server, 'purge.live@example.com');
    expect(await server.app.accounts.purgeEndedSessions()).toBe(2);
    const rows = await server.app.db.selectFrom('sessions').select('user_id').execute();
    expect(rows).toHaveLength(1);
    expect((await accountOf(server, live)).status).toBe(200);
    await server.close();
  });

  test('two-step challenges past their time are deleted with the ended sessions, live ones kept', async () => {
    const server = await startTestServer({ sessions: { ...defaultSessionPolicy, idleSeconds: 2 * 3600 } });
    try {
      const ask = async (cookie: string) =>
        (await sendJson(`${server.url}/v1/account/mfa/challenges`, 'POST', { factor: 'recoverycode' }, { ...project, cookie })).json
          .$id as string;
      const idle = await signedInCookie(server, 'purge.challenge@example.com');
      await ask(idle);
      // An hour to answer (Appwrite's): one second past it, its session still live; another session asks anew.
      server.advanceClock(3601);
      const fresh = await ask(await signedInCookie(server, 'purge.challenge@example.com'));
      expect(await server.app.db.selectFrom('mfa_challenges').select('id').execute()).toHaveLength(2);
      await server.app.accounts.purgeEndedSessions();
      expect((await server.app.db.selectFrom('mfa_challenges').select('id').execute()).map((row) => row.id)).toEqual([fresh]);
      expect((await accountOf(server, idle)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe(`changing what a customer pays needs a recent login (${describeDatabase()})`, () => {
  const server = setUpTestServer();

  const subscribe = (cookie: string, extra: Record<string, unknown> = {}) =>
    sendJson(
      `${server.url}/subscribtion`,
      'PUT',
      { username: 'stale@example.com', subscribtion: 'gold', creditCard: sampleCard.number, ...extra },
      { cookie },
    );

  test('within five minutes of the login it goes through; later it asks for the password, and the right one confirms it', async () => {
    const cookie = await signedInCookie(server, 'stale@example.com');
    server.advanceClock(299);
    expect((await subscribe(cookie)).status).toBe(200);
    server.advanceClock(2);
    // Each change is to another package: the package held is never bought again (BILL-1).
    const asked = await subscribe(cookie, { subscribtion: 'silver' });
    expect(asked).toMatchObject({ status: 403, json: { type: 'user_reauthentication_required' } });
    const wrong = await subscribe(cookie, { subscribtion: 'silver', password: 'not-my-password' });
    expect(wrong).toMatchObject({ status: 403, json: { type: 'user_invalid_credentials' } });
    const confirmed = await subscribe(cookie, { subscribtion: 'silver', password: TEST_PASSWORD });
    expect(confirmed.status).toBe(200);
    // Confirmed just now: the next change within the window needs nothing more.
    server.advanceClock(200);
    expect((await subscribe(cookie, { subscribtion: 'platinum' })).status).toBe(200);
    const rows = await server.app.db.selectFrom('subscriptions').select('package').where('username', '=', 'stale@example.com').execute();
    expect(rows).toHaveLength(3);
    expect(await server.dumpAllTables()).not.toContain(TEST_PASSWORD);
  });

  test('wrong passwords given to confirm a payment are limited per session: past the limit that session is refused, the right password too', async () => {
    const throttled = await startTestServer({
      rateLimits: {
        ...(server.options.rateLimits as Exclude<typeof server.options.rateLimits, 'disabled'>),
        passwordReentry: { max: 2, window: 900_000 },
      },
    });
    const cookie = await signedInCookie(throttled, 'guessing@example.com');
    throttled.advanceClock(400);
    const attempt = (password: string, from = cookie) =>
      sendJson(
        `${throttled.url}/subscribtion`,
        'PUT',
        { username: 'guessing@example.com', subscribtion: 'gold', creditCard: sampleCard.number, password },
        { cookie: from },
      );
    expect([(await attempt('guess-1')).status, (await attempt('guess-2')).status, (await attempt(TEST_PASSWORD)).status]).toEqual([
      403, 403, 429,
    ]);
    // A session of its own: the guesses above were that session's only.
    const fresh = await signedInCookie(throttled, 'guessing@example.com');
    throttled.advanceClock(400);
    expect((await attempt(TEST_PASSWORD, fresh)).status).toBe(200);
    await throttled.close();
  });
});
