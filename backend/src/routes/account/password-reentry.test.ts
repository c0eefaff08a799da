import { sampleCard } from '@rcm/shared/testing';
import { defaultRateLimits } from '../../config';
import { describeDatabase, sendJson, signedInCookie, startTestServer, TEST_PASSWORD, type TestServer } from '../../testing/test-server';

/**
 * M9: a customer signed in on their own device proves who they are with the password again to
 * pay, change the password or address and close the account; failures sprayed at the account
 * from elsewhere, which lock new browsers out of the login, never stop them.
 */
const project = { 'x-appwrite-project': 'rcm' };
const NEW_PASSWORD = 'cedar-lantern-orbit-93';

let server: TestServer;
beforeAll(async () => {
  // Appwrite's numbers for the login; behind a proxy, so each guess can come from an address of its own.
  server = await startTestServer({ trustProxy: 1, rateLimits: defaultRateLimits() });
});
afterAll(() => server.close());

const login = (email: string, password: string, address: string) =>
  sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email, password }, { ...project, 'x-forwarded-for': address });

/** 31 wrong passwords for the account from three addresses: past every limit of the login throttle. */
async function spray(email: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let guess = 0; guess < 33; guess += 1)
    statuses.push((await login(email, `sprayed-guess-${guess}`, `203.0.113.${1 + (guess % 3)}`)).status);
  return statuses;
}

test(`sprayed failures lock a new browser out of the login, and never the signed-in holder out of what needs the password again (${describeDatabase()})`, async () => {
  const email = 'sprayed.holder@example.com';
  const cookie = await signedInCookie(server, email);
  const statuses = await spray(email);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  expect((await login(email, TEST_PASSWORD, '198.51.100.9')).status).toBe(429);
  // Past the recent-login window: each of these needs the password again.
  server.advanceClock(301);

  const as = { cookie };
  const reauthenticated = await sendJson(`${server.url}/customer/reauthenticate`, 'POST', { password: TEST_PASSWORD }, as);
  expect(reauthenticated.status).toBe(204);
  server.advanceClock(301);
  const paid = await sendJson(
    `${server.url}/subscribtion`,
    'PUT',
    { username: email, subscribtion: 'gold', creditCard: sampleCard.number, password: TEST_PASSWORD },
    as,
  );
  expect(paid.status).toBe(200);
  const moved = await sendJson(
    `${server.url}/v1/account/email`,
    'PATCH',
    { email: 'sprayed.holder.new@example.com', password: TEST_PASSWORD },
    { ...project, ...as },
  );
  expect(moved.status).toBe(200);
  const changed = await sendJson(
    `${server.url}/v1/account/password`,
    'PATCH',
    { password: NEW_PASSWORD, oldPassword: TEST_PASSWORD },
    { ...project, ...as },
  );
  expect(changed.status).toBe(200);
  server.advanceClock(301);
  expect((await sendJson(`${server.url}/customer/reauthenticate`, 'POST', { password: NEW_PASSWORD }, as)).status).toBe(204);
  expect((await sendJson(`${server.url}/v1/account/status`, 'PATCH', {}, { ...project, ...as })).status).toBe(200);
});

test(`a session's own wrong passwords are limited to 10 an hour for that session; the login throttle does not count them (${describeDatabase()})`, async () => {
  const email = 'reentry.guesser@example.com';
  const cookie = await signedInCookie(server, email);
  const reenter = (password: string, from = cookie) =>
    sendJson(`${server.url}/customer/reauthenticate`, 'POST', { password }, { cookie: from });
  const statuses: number[] = [];
  for (let guess = 0; guess < 11; guess += 1) statuses.push((await reenter(`wrong-guess-${guess}`)).status);
  expect(statuses).toEqual([...Array(10).fill(403), 429]);
  // Never cheaper than the login: past the limit, not even the right password is checked here.
  expect((await reenter(TEST_PASSWORD)).status).toBe(429);
  // The login (10 failures an hour per account and address) did not see them.
  expect((await login(email, TEST_PASSWORD, '127.0.0.1')).status).toBe(201);
  const other = await signedInCookie(server, email);
  expect((await reenter(TEST_PASSWORD, other)).status).toBe(204);
});

test(`a right password re-entered does not use up the session's limit (${describeDatabase()})`, async () => {
  const cookie = await signedInCookie(server, 'reentry.right@example.com');
  for (let time = 0; time < 12; time += 1)
    expect((await sendJson(`${server.url}/customer/reauthenticate`, 'POST', { password: TEST_PASSWORD }, { cookie })).status).toBe(204);
});

test(`a session proves only its own account: another account's password is a wrong one (${describeDatabase()})`, async () => {
  await signedInCookie(server, 'reentry.other@example.com', NEW_PASSWORD);
  const cookie = await signedInCookie(server, 'reentry.mine@example.com');
  const reply = await sendJson(
    `${server.url}/v1/account/password`,
    'PATCH',
    { password: 'hazel-meadow-kite-62', oldPassword: NEW_PASSWORD },
    { ...project, cookie },
  );
  expect(reply.json.type).toBe('user_invalid_credentials');
});

test(`with the abuse limits disabled, the password given again is still checked, and no number of wrong ones is refused for its number (${describeDatabase()})`, async () => {
  const unlimited = await startTestServer({ rateLimits: 'disabled' });
  try {
    const cookie = await signedInCookie(unlimited, 'reentry.unlimited@example.com');
    const reauthenticate = (password: string) => sendJson(`${unlimited.url}/customer/reauthenticate`, 'POST', { password }, { cookie });
    const wrong = [];
    for (let guess = 0; guess < 11; guess += 1) wrong.push((await reauthenticate(`wrong-guess-${guess}`)).json.type);
    expect(new Set(wrong)).toEqual(new Set(['user_invalid_credentials']));
    expect((await reauthenticate(TEST_PASSWORD)).status).toBe(204);
  } finally {
    await unlimited.close();
  }
});
