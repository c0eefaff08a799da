import Fastify, { type FastifyInstance } from 'fastify';
import { capturedLogs } from '../testing/captured-logs';
import { errorRepliesPlugin } from './error-replies';
import { sendJson, setUpTestServer, signedInCookie, TEST_PASSWORD } from '../testing/test-server';

const project = { 'x-appwrite-project': 'rcm' };
const server = setUpTestServer();

test('every error is JSON in UTF-8, whatever went wrong', async () => {
  const replies = [
    await fetch(`${server.url}/no-such-route`),
    await fetch(`${server.url}/%E0%A4%A`),
    await sendJson(`${server.url}/v1/account`, 'POST', { userId: 'unique()', email: 42, password: TEST_PASSWORD }, project),
    await sendJson(`${server.url}/contact`, 'POST', '{"name":'),
    await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost:3000' },
      body: 'hello',
    }),
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

test("a URL the router cannot read is a 400 in the API's shape, which does not echo it", async () => {
  const reply = await fetch(`${server.url}/%E0%A4%A<script>`);
  expect(reply.status).toBe(400);
  expect(await reply.json()).toEqual({
    message: 'The request URL is not valid.',
    code: 400,
    type: 'general_argument_invalid',
    version: '1.9.6',
  });
});

test('invalid JSON sent to the prefs route is "not valid JSON", not its answer to a body too large', async () => {
  const cookie = await signedInCookie(server);
  const reply = await sendJson(`${server.url}/v1/account/prefs`, 'PATCH', '{"prefs":', { ...project, cookie });
  expect(reply.json).toMatchObject({ code: 400, type: 'general_argument_invalid', message: 'The request body is not valid JSON.' });
});

describe('the error handler alone, behind routes that fail in each way', () => {
  const logs = capturedLogs();
  let app: FastifyInstance;
  let url: string;
  const failWith = (statusCode: number | undefined, message: string) =>
    Object.assign(new Error(message), statusCode === undefined ? {} : { statusCode });
  beforeAll(async () => {
    app = Fastify({ logger: { level: 'error', stream: logs.stream } });
    await app.register(errorRepliesPlugin);
    app.get<{ Params: { status: string } }>('/fails/:status', async (request) => {
      const status = request.params.status === 'none' ? undefined : Number(request.params.status);
      throw failWith(status, `secret detail of a ${request.params.status}`);
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const get = async (status: string) => {
    const reply = await fetch(`${url}/fails/${status}`);
    return { status: reply.status, type: reply.headers.get('content-type'), body: (await reply.json()) as Record<string, unknown> };
  };

  test.each(['400', '416', '499'])(
    "a framework error with status %s keeps its status and its words, in the API's shape",
    async (status) => {
      expect(await get(status)).toEqual({
        status: Number(status),
        type: 'application/json; charset=utf-8',
        body: { message: `secret detail of a ${status}`, code: Number(status), type: 'general_argument_invalid', version: '1.9.6' },
      });
    },
  );

  test.each(['none', '399', '500', '503'])(
    'an error with status %s is a 500 "Server Error": its details go to the log only',
    async (status) => {
      expect(await get(status)).toEqual({
        status: 500,
        type: 'application/json; charset=utf-8',
        body: { message: 'Server Error', code: 500, type: 'general_server_error', version: '1.9.6' },
      });
      expect(logs.text()).toContain(`secret detail of a ${status}`);
    },
  );

  test("an unknown route is Appwrite's route-not-found, in the same shape", async () => {
    const reply = await fetch(`${url}/nowhere`);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({ code: 404, type: 'general_route_not_found' });
  });
});
