import { sendJson, signedInCookie, startTestServer, TEST_PASSWORD, type TestServer } from '../testing/test-server';

const project = { 'x-appwrite-project': 'rcm' };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('every error is JSON in UTF-8, whatever went wrong', async () => {
  const replies = [
    await fetch(`${server.url}/no-such-route`),
    await fetch(`${server.url}/%E0%A4%A`),
    await sendJson(`${server.url}/v1/account`, 'POST', { userId: 'unique()', email: 42, password: TEST_PASSWORD }, project),
    await sendJson(`${server.url}/contact`, 'POST', '{"name":'),
    await fetch(`${server.url}/contact`, { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'http://localhost:3000' }, body: 'hello' }),
  ];
  for (const reply of replies) expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(replies.map((reply) => reply.status)).toEqual([404, 400, 400, 400, 415]);
});

test('a wrongly typed /v1 parameter says which one and what its value must be', async () => {
  const reply = await sendJson(`${server.url}/v1/account`, 'POST', { userId: 'unique()', email: 42, password: TEST_PASSWORD }, project);
  expect(reply.json).toMatchObject({ code: 400, type: 'general_argument_invalid', message: 'Invalid `email` param: Value must be string' });
});

test('a /v1 body that is not an object is refused as the `body` parameter', async () => {
  // `[]` means "no parameters" to Appwrite (json-bodies.ts); an array with items is a wrong body.
  const reply = await sendJson(`${server.url}/v1/account`, 'POST', '[1]', project);
  expect(reply.json).toMatchObject({ code: 400, type: 'general_argument_invalid', message: 'Invalid `body` param: Value must be object' });
});

test('a URL the router cannot read is a 400 in the API\'s shape, which does not echo it', async () => {
  const reply = await fetch(`${server.url}/%E0%A4%A<script>`);
  expect(reply.status).toBe(400);
  expect(await reply.json()).toEqual({ message: 'The request URL is not valid.', code: 400, type: 'general_argument_invalid', version: '1.9.6' });
});

test('invalid JSON sent to the prefs route is "not valid JSON", not its answer to a body too large', async () => {
  const cookie = await signedInCookie(server);
  const reply = await sendJson(`${server.url}/v1/account/prefs`, 'PATCH', '{"prefs":', { ...project, cookie });
  expect(reply.json).toMatchObject({ code: 400, type: 'general_argument_invalid', message: 'The request body is not valid JSON.' });
});
