import { apiError, fakeFetch } from '../testing/fake-fetch';
import { createBackendClient, fileNameOf } from './backend-client';

const base = 'http://api.test';
let api: ReturnType<typeof fakeFetch>;
beforeEach(() => {
  api = fakeFetch();
  globalThis.fetch = api.fetch;
});

const jwtOf = (jwt: string) => async () => ({ ok: true as const, status: 201, message: '', value: jwt });

test('a call carries the cookie, JSON and only the non-empty query parameters', async () => {
  api.on('GET /staff/enquiries', { status: 200, body: { items: [] } });
  const result = await createBackendClient(`${base}/`).request('GET', '/staff/enquiries', {
    query: { q: 'lopez', status: '', cursor: undefined },
    headers: { 'X-Staff-Console': '1' },
    read: (body) => body,
  });
  expect(result).toEqual({ ok: true, status: 200, message: '', value: { items: [] } });
  expect(api.requests).toEqual([
    expect.objectContaining({
      path: '/staff/enquiries?q=lopez',
      headers: expect.objectContaining({ accept: 'application/json', 'x-staff-console': '1' }),
    }),
  ]);
});

test("a failure is the API's status, message and type; a 2xx the call cannot read is not our API (unreachable)", async () => {
  api.on('POST /contact', apiError(429, 'general_rate_limit_exceeded'));
  api.on('GET /customer', { status: 200, body: { hello: 'proxy' } });
  const client = createBackendClient(base);
  expect(await client.request('POST', '/contact', { body: { name: 'x' } })).toEqual({
    ok: false,
    status: 429,
    message: 'server words for general_rate_limit_exceeded',
    type: 'general_rate_limit_exceeded',
    unreachable: false,
  });
  expect(await client.customer()).toEqual({ ok: false, status: 200, message: '', unreachable: true });
  expect(await client.request('GET', '/nowhere')).toEqual({ ok: false, status: 0, message: '', unreachable: true });
});

test('a signed-in call sends a fresh JWT of the session with the cookie; other calls send none', async () => {
  api.on('GET /customer', { status: 200, body: { subscribtion: 'gold', rc_score: 3, paid_until: '', cancelled: false } });
  api.on('POST /newsletter', { status: 201, body: { message: 'ok' } });
  const client = createBackendClient(base, { sessionJwt: jwtOf('jwt-1') });
  expect(await client.customer()).toMatchObject({ ok: true, value: { subscribtion: 'gold', rc_score: 3 } });
  await client.subscribeToNewsletter({ email: 'a@b.co' });
  expect(api.to('GET /customer')[0]?.headers['x-appwrite-jwt']).toBe('jwt-1');
  expect(api.to('POST /newsletter')[0]?.headers['x-appwrite-jwt']).toBeUndefined();
});

test('a signed-in call whose JWT cannot be had fails with that answer, and nothing is sent', async () => {
  const ended = { ok: false as const, status: 401, message: '', type: 'user_unauthorized', unreachable: false };
  const client = createBackendClient(base, { sessionJwt: async () => ended });
  expect(await client.cancelSubscription()).toEqual(ended);
  expect(api.requests).toEqual([]);
});

test('a download hands over the reply as it is, or the failure as a call reports it; the file name comes from the reply', async () => {
  api.on('GET /customer/data', [{ status: 200, body: { hello: 'data' } }, apiError(401, 'user_unauthorized')]);
  const client = createBackendClient(base, { sessionJwt: jwtOf('jwt-2') });
  const file = await client.download('/customer/data', { signedIn: true });
  expect(file.ok && (await file.value.json())).toEqual({ hello: 'data' });
  expect(api.to('GET /customer/data')[0]?.headers['x-appwrite-jwt']).toBe('jwt-2');
  expect(await client.download('/customer/data', { signedIn: true })).toMatchObject({ ok: false, status: 401, type: 'user_unauthorized' });

  const named = { headers: new Headers({ 'content-disposition': 'attachment; filename="enquiries-2026-11-28.csv"' }) } as Response;
  expect(fileNameOf(named, 'enquiries.csv')).toBe('enquiries-2026-11-28.csv');
  expect(fileNameOf({ headers: new Headers() } as Response, 'enquiries.csv')).toBe('enquiries.csv');
});

test('a reply to any method is handed over with its body sent, or the failure as a call reports it', async () => {
  api.on('POST /v1/account/sessions/email', [{ status: 201, body: { $id: 's1' } }, apiError(401, 'user_invalid_credentials')]);
  const client = createBackendClient(base);
  const opened = await client.reply('POST', '/v1/account/sessions/email', { body: { email: 'a@b.co', password: 'pw' } });
  expect(opened.ok && (await opened.value.json())).toEqual({ $id: 's1' });
  expect(api.requests[0]).toMatchObject({ method: 'POST', body: { email: 'a@b.co', password: 'pw' } });
  expect(await client.reply('POST', '/v1/account/sessions/email', { body: {} })).toMatchObject({
    ok: false,
    status: 401,
    type: 'user_invalid_credentials',
  });
});
