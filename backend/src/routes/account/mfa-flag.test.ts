import { authenticatorApp } from '../../testing/authenticator-app';
import { describeDatabase, loggedInCookie, sendJson, setUpTestServer, signedInCookie } from '../../testing/test-server';

/**
 * `updateMFA` and the session's factors: turning two-step verification on counts, as Appwrite
 * does, the factors the account has as given by the session that turned it on; no other session
 * gains one, and turning it off gives none.
 */
const server = setUpTestServer();

const project = { 'x-appwrite-project': 'rcm' };
const v1 = (method: string, path: string, cookie: string, body: unknown = {}) =>
  sendJson(`${server.url}/v1${path}`, method, body, { ...project, cookie });

const login = (email: string) => loggedInCookie(server, email);

const get = async (path: string, cookie: string) =>
  (await fetch(`${server.url}/v1${path}`, { headers: { ...project, cookie } })).json() as Promise<Record<string, unknown>>;
/** The factors of the session `cookie` is, from Appwrite's session list. */
const factorsOf = async (cookie: string) =>
  ((await get('/account/sessions', cookie)).sessions as Array<{ current: boolean; factors: string[] }>).find((session) => session.current)
    ?.factors;

test(`turning it on counts the confirmed app for this session, and the address only once verified; turning it off counts nothing (${describeDatabase()})`, async () => {
  const email = 'counting.factors@example.com';
  const first = await signedInCookie(server, email);
  const app = authenticatorApp(server, (await v1('POST', '/account/mfa/authenticators/totp', first)).json.secret as string);
  expect((await v1('PUT', '/account/mfa/authenticators/totp', first, { otp: app.nextCode() })).status).toBe(200);

  const bystander = await login(email);
  const turning = await login(email);
  expect((await v1('PATCH', '/account/mfa', bystander, { mfa: false })).status).toBe(200);
  expect(await factorsOf(bystander)).toEqual(['password']);
  expect((await v1('PATCH', '/account/mfa', turning, { mfa: true })).status).toBe(200);
  // The address is not verified: only the app counts.
  expect(await factorsOf(turning)).toEqual(['password', 'totp']);
  // The bystander gave no second factor: it owes one now.
  expect((await get('/account', bystander)).type).toBe('user_more_factors_required');
});
