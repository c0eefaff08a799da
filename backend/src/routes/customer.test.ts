import { defaultRateLimits } from '../config';
import {
  describeDatabase,
  sendJson,
  setUpTestServer,
  signedInCookie,
  startTestServer,
  subscribe,
  TEST_PASSWORD,
} from '../testing/test-server';

const server = setUpTestServer();

describe(`GET /customer (${describeDatabase()})`, () => {
  test('a guest is told to log in', async () => {
    const reply = await fetch(`${server.url}/customer`);
    expect(reply.status).toBe(401);
  });

  test('a new customer has no package and an RC score the server drew once, 0 to 99', async () => {
    const cookie = await signedInCookie(server, 'new.customer@example.com');
    const first = (await (await fetch(`${server.url}/customer`, { headers: { cookie } })).json()) as {
      subscribtion: string;
      rc_score: number;
    };
    expect(first.subscribtion).toBe('none');
    expect(Number.isInteger(first.rc_score) && first.rc_score >= 0 && first.rc_score <= 99).toBe(true);
    const again = await (await fetch(`${server.url}/customer`, { headers: { cookie } })).json();
    expect(again).toEqual(first);
  });

  test('the package is the latest subscription the customer paid for, whatever anyone wrote to prefs', async () => {
    const cookie = await signedInCookie(server, 'payer@example.com');
    for (const subscribtion of ['silver', 'platinum']) {
      const paid = await subscribe(server, 'payer@example.com', subscribtion, { cookie });
      expect(paid.status).toBe(200);
    }
    const forged = await sendJson(
      `${server.url}/v1/account/prefs`,
      'PATCH',
      { prefs: { subscribtion: 'gold' } },
      { cookie, 'x-appwrite-project': 'rcm' },
    );
    expect(forged.status).toBe(400);
    expect(await (await fetch(`${server.url}/customer`, { headers: { cookie } })).json()).toMatchObject({ subscribtion: 'platinum' });
  });
});

test(`re-entering the password: a 204 without a body type, and wrong guesses are limited per session (${describeDatabase()})`, async () => {
  const throttled = await startTestServer({ rateLimits: { ...defaultRateLimits(1000), passwordReentry: { max: 2, window: 60_000 } } });
  const cookie = await signedInCookie(throttled, 'reauth.throttle@example.com');
  const reauthenticate = (password: string) => sendJson(`${throttled.url}/customer/reauthenticate`, 'POST', { password }, { cookie });
  const right = await reauthenticate(TEST_PASSWORD);
  const guesses = [];
  for (let guess = 0; guess < 3; guess += 1) guesses.push((await reauthenticate(`wrong-guess-${guess}`)).json.type);
  await throttled.close();
  expect(right.status).toBe(204);
  expect(right.headers.get('content-type')).toBeNull();
  expect(guesses).toEqual(['user_invalid_credentials', 'user_invalid_credentials', 'general_rate_limit_exceeded']);
});

test(`re-entering the password: a body without one, or not an object, is a 400 naming the parameter (${describeDatabase()})`, async () => {
  const cookie = await signedInCookie(server, 'reauth.body@example.com');
  const missing = await sendJson(`${server.url}/customer/reauthenticate`, 'POST', {}, { cookie });
  expect(missing).toMatchObject({ status: 400, json: { type: 'general_argument_invalid', message: 'Param "password" is not optional.' } });
  for (const body of ['null', '"plum-orbit-quarry-57"', '[]']) {
    expect((await sendJson(`${server.url}/customer/reauthenticate`, 'POST', body, { cookie })).json).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
    });
  }
});
