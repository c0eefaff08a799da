import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { endpointAnswering } from '../testing/stand-in-endpoint';
import { appwriteAccountForJwt, appwriteSecondFactorsForJwt } from './trusted-appwrite';

/**
 * Asking the trusted Appwrite whose JWT it is, against a stand-in endpoint over real HTTP that
 * answers with each case's status and body. (`src/trusted-appwrite.test.ts` runs the whole
 * site against a real second backend.)
 */
let answer: (response: ServerResponse) => void = (response) => response.writeHead(500).end();
const seen: IncomingHttpHeaders[] = [];
let stand: Awaited<ReturnType<typeof endpointAnswering>>;
let endpoint: string;
beforeAll(async () => {
  stand = await endpointAnswering((request, response) => {
    seen.push(request.headers);
    answer(response);
  });
  endpoint = stand.url;
});
afterAll(() => stand.close());

const json = (status: number, body: unknown) => (response: ServerResponse) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const ask = () => appwriteAccountForJwt({ endpoint, projectId: 'rcm' }, 'the.jwt.value');

test('Appwrite is asked for the account with the project, the JWT and a JSON accept header', async () => {
  answer = json(200, { $id: 'u1', email: 'ann@example.com', name: 'Ann', labels: ['staff'], emailVerification: true, mfa: true });
  seen.length = 0;
  expect(await ask()).toEqual({ id: 'u1', email: 'ann@example.com', name: 'Ann', labels: ['staff'], emailVerification: true, mfa: true });
  expect(seen[0]).toMatchObject({ 'x-appwrite-project': 'rcm', 'x-appwrite-jwt': 'the.jwt.value', accept: 'application/json' });
});

test.each([401, 403])('Appwrite answering %s means nobody: the JWT is not valid', async (status) => {
  answer = json(status, { message: 'The current user is not authorized', code: status, type: 'user_unauthorized' });
  expect(await ask()).toBeNull();
});

test.each([
  ['a 404', json(404, { message: 'not found' })],
  ['an account without an email', json(200, { $id: 'u1' })],
  ['an account without an id', json(200, { email: 'ann@example.com' })],
])('%s is a service outage (503), not a guest', async (_what, reply) => {
  answer = reply;
  await expect(ask()).rejects.toMatchObject({ statusCode: 503, type: 'general_service_unavailable' });
});

test('labels keep their strings only, a missing name or labels are empty, and only `true` is a verified address or two-step verification', async () => {
  answer = json(200, { $id: 'u1', email: 'ann@example.com', name: 7, labels: ['staff', 3, 'beta'], emailVerification: 'true' });
  expect(await ask()).toEqual({
    id: 'u1',
    email: 'ann@example.com',
    name: '',
    labels: ['staff', 'beta'],
    emailVerification: false,
    mfa: false,
  });
  answer = json(200, { $id: 'u1', email: 'ann@example.com', labels: 'staff', mfa: 'yes' });
  expect(await ask()).toEqual({ id: 'u1', email: 'ann@example.com', name: '', labels: [], emailVerification: false, mfa: false });
});

test("Appwrite's 401 user_more_factors_required is passed on: a session owing its second factor is no guest", async () => {
  answer = json(401, {
    message: 'More factors are required to complete the sign in process.',
    code: 401,
    type: 'user_more_factors_required',
  });
  await expect(ask()).rejects.toMatchObject({ statusCode: 401, type: 'user_more_factors_required' });
});

describe("the JWT's second factors: the account's authenticator, and its own session's last challenge", () => {
  /** A JWT as Appwrite makes one (the stand-in reads nothing but the claims). */
  const jwtOf = (claims: unknown) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
  const sessions = [
    { $id: 'other', mfaUpdatedAt: '2026-11-27T10:00:00.000+00:00' },
    { $id: 's1', mfaUpdatedAt: '2026-11-27T09:00:00.000+00:00' },
  ];
  const answering = (factors: unknown, sessionList: unknown) => (response: ServerResponse) => {
    const path = seenPaths.at(-1);
    json(200, path?.endsWith('/mfa/factors') ? factors : sessionList)(response);
  };
  const seenPaths: string[] = [];
  let paths: Awaited<ReturnType<typeof endpointAnswering>>;
  beforeAll(async () => {
    paths = await endpointAnswering((request, response) => {
      seenPaths.push(request.url ?? '');
      answer(response);
    });
  });
  afterAll(() => paths.close());
  const second = (jwt: string) => appwriteSecondFactorsForJwt({ endpoint: paths.url, projectId: 'rcm' }, jwt);

  test("asks for the factors and the sessions, and takes the one the JWT's sessionId names", async () => {
    answer = answering({ totp: true, email: false }, { total: 2, sessions });
    expect(await second(jwtOf({ userId: 'u1', sessionId: 's1' }))).toEqual({ totp: true, mfaUpdatedAt: '2026-11-27T09:00:00.000+00:00' });
    expect(seenPaths.slice(-2).sort()).toEqual(['/v1/account/mfa/factors', '/v1/account/sessions']);
  });

  test('no authenticator, or a JWT naming no session in the list, or claims that cannot be read: nothing counts', async () => {
    answer = answering({ totp: 'true' }, { sessions });
    expect(await second(jwtOf({ sessionId: 's1' }))).toEqual({ totp: false, mfaUpdatedAt: '2026-11-27T09:00:00.000+00:00' });
    answer = answering({ totp: true }, { sessions });
    expect(await second(jwtOf({ sessionId: 'gone' }))).toEqual({ totp: true, mfaUpdatedAt: '' });
    expect(await second(jwtOf({ sessionId: 7 }))).toEqual({ totp: true, mfaUpdatedAt: '' });
    expect(await second('not-a-jwt')).toEqual({ totp: true, mfaUpdatedAt: '' });
    answer = answering({ totp: true }, { sessions: [{ $id: 's1', mfaUpdatedAt: null }] });
    expect(await second(jwtOf({ sessionId: 's1' }))).toEqual({ totp: true, mfaUpdatedAt: '' });
  });

  test('a JWT Appwrite refuses is nobody; a session list that is none is an outage', async () => {
    answer = json(401, { type: 'user_jwt_invalid' });
    expect(await second(jwtOf({ sessionId: 's1' }))).toBeNull();
    answer = answering({ totp: true }, { sessions: 'none' });
    await expect(second(jwtOf({ sessionId: 's1' }))).rejects.toMatchObject({ statusCode: 503 });
  });
});
