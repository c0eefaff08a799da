import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { endpointAnswering } from '../testing/stand-in-endpoint';
import { appwriteAccountForJwt } from './trusted-appwrite';

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

const json = (status: number, body: unknown) => (response: ServerResponse) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const ask = () => appwriteAccountForJwt({ endpoint, projectId: 'rcm' }, 'the.jwt.value');

test('Appwrite is asked for the account with the project, the JWT and a JSON accept header', async () => {
  answer = json(200, { $id: 'u1', email: 'ann@example.com', name: 'Ann', labels: ['staff'] });
  seen.length = 0;
  expect(await ask()).toEqual({ id: 'u1', email: 'ann@example.com', name: 'Ann', labels: ['staff'], emailVerification: false });
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

test('labels keep their strings only, a missing name or labels are empty, and only a true emailVerification is verified', async () => {
  answer = json(200, { $id: 'u1', email: 'ann@example.com', name: 7, labels: ['staff', 3, 'beta'], emailVerification: true });
  expect(await ask()).toEqual({ id: 'u1', email: 'ann@example.com', name: '', labels: ['staff', 'beta'], emailVerification: true });
  answer = json(200, { $id: 'u1', email: 'ann@example.com', labels: 'staff', emailVerification: 'yes' });
  expect(await ask()).toEqual({ id: 'u1', email: 'ann@example.com', name: '', labels: [], emailVerification: false });
});
