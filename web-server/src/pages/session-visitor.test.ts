import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { readSessionVisitor, sessionCookieName } from './session-visitor';

const PROJECT = 'rcm';
const COOKIE = sessionCookieName(PROJECT);

interface Seen {
  path: string;
  cookie: string | undefined;
  project: string | undefined;
  forwardedFor: string | undefined;
}

/**
 * A stand-in backend on a free port: `/v1/account` and `/customer` answer as `answer` says for
 * the session it is given, and every request's cookie header is noted.
 */
async function standInBackend(answer: (path: string, cookie: string | undefined) => { status: number; body: unknown; delayMs?: number }) {
  const seen: Seen[] = [];
  const app: FastifyInstance = Fastify();
  app.get('/*', async (request, reply) => {
    const cookie = request.headers.cookie;
    const project = request.headers['x-appwrite-project'];
    const forwardedFor = request.headers['x-forwarded-for'];
    seen.push({
      path: request.url,
      cookie,
      project: typeof project === 'string' ? project : undefined,
      forwardedFor: typeof forwardedFor === 'string' ? forwardedFor : undefined,
    });
    const { status, body, delayMs = 0 } = answer(request.url, cookie);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return reply.code(status).send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  servers.push(app);
  const backendUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { seen, config: { backendUrl, appwrite: { endpoint: `${backendUrl}/v1`, projectId: PROJECT } } };
}

const servers: FastifyInstance[] = [];
/** A page request from 203.0.113.7 with `cookies`. */
const visit = (cookies: Record<string, string>) => ({ cookies, clientAddress: '203.0.113.7' });
afterAll(() => Promise.all(servers.map((server) => server.close())));

const maria = { name: 'Maria Lopez', email: 'maria@clinic.com', labels: ['staff'], emailVerification: true };
const mariasRecord = { subscribtion: 'gold', rc_score: 42, paid_until: '2026-12-26T10:00:00.000+00:00', cancelled: false };
const guest = { status: 401, body: { code: 401, type: 'user_unauthorized', message: 'No session' } };

/** A backend that knows one session, `s1`, as Maria's. */
const mariasBackend = () =>
  standInBackend((path, cookie) => {
    if (cookie !== `${COOKIE}=s1`) return guest;
    return path === '/v1/account' ? { status: 200, body: maria } : { status: 200, body: mariasRecord };
  });

test("the session cookie's owner, read as the login stores them: name and address (verified or not) from the account, package and score from the record", async () => {
  const { config, seen } = await mariasBackend();
  expect(await readSessionVisitor(config, visit({ [COOKIE]: 's1', other: 'kept-here', rcm_visitor: 'v' }))).toEqual({
    state: 'signed-in',
    user: { name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'gold', rc_score: 42, labels: ['staff'], emailVerified: true },
  });
  // That one cookie goes to the backend, never the visitor's others.
  expect(seen.map(({ path, cookie }) => ({ path, cookie })).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
    { path: '/customer', cookie: `${COOKIE}=s1` },
    { path: '/v1/account', cookie: `${COOKIE}=s1` },
  ]);
  expect(seen.find((request) => request.path === '/v1/account')?.project).toBe(PROJECT);
  // The backend's per-address limits count the visitor (when it trusts this server), not the server.
  expect(seen.map((request) => request.forwardedFor)).toEqual(['203.0.113.7', '203.0.113.7']);
});

test('an address the account does not call verified is read as unverified, so the profile says so from its first HTML', async () => {
  for (const emailVerification of [false, undefined, 'true']) {
    const { config } = await standInBackend((path) => ({
      status: 200,
      body: path === '/v1/account' ? { ...maria, emailVerification } : mariasRecord,
    }));
    expect(await readSessionVisitor(config, visit({ [COOKIE]: 's1' }))).toMatchObject({
      state: 'signed-in',
      user: { emailVerified: false },
    });
  }
});

test('without a session cookie no one is signed in, and the backend is not asked', async () => {
  const { config, seen } = await mariasBackend();
  expect(await readSessionVisitor(config, visit({ other: 'x' }))).toEqual({ state: 'signed-out' });
  expect(seen).toEqual([]);
});

test('a session the account server refuses (ended, or owing its second factor) is no one', async () => {
  const { config } = await mariasBackend();
  expect(await readSessionVisitor(config, visit({ [COOKIE]: 'ended' }))).toEqual({ state: 'signed-out' });
});

test('a slow backend is waited for a bounded time, then who is signed in is unknown (the browser renders the page)', async () => {
  const { config } = await standInBackend((path) => ({ status: 200, body: path === '/v1/account' ? maria : mariasRecord, delayMs: 2_000 }));
  const started = Date.now();
  expect(await readSessionVisitor(config, visit({ [COOKIE]: 's1' }), 200)).toEqual({ state: 'unknown' });
  expect(Date.now() - started).toBeLessThan(1_000);
});

test('a backend that is down or failing leaves it unknown, not signed out', async () => {
  const down = { backendUrl: 'http://127.0.0.1:9', appwrite: { endpoint: 'http://127.0.0.1:9/v1', projectId: PROJECT } };
  expect(await readSessionVisitor(down, visit({ [COOKIE]: 's1' }))).toEqual({ state: 'unknown' });
  const { config } = await standInBackend(() => ({ status: 503, body: { message: 'Busy' } }));
  expect(await readSessionVisitor(config, visit({ [COOKIE]: 's1' }))).toEqual({ state: 'unknown' });
});

test('a customer record refused to a session the account server accepts is unknown (accounts in a real Appwrite project)', async () => {
  const { config } = await standInBackend((path) => (path === '/v1/account' ? { status: 200, body: maria } : guest));
  expect(await readSessionVisitor(config, visit({ [COOKIE]: 's1' }))).toEqual({ state: 'unknown' });
});
