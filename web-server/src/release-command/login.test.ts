import fs from 'node:fs';
import { STAFF_REQUEST_HEADER } from '@rcm/shared';
import { tempDir } from '../testing/temp-dir';
import { CommandError } from './context';
import { runCommand } from './run';
import { answerChallenges, setUpContractApi, testContext } from './testing/contract-api';

const api = setUpContractApi();
beforeEach(() => {
  api.answer('POST /v1/account/sessions/email', {
    status: 201,
    body: { $id: 'session-1' },
    headers: { 'set-cookie': ['a_device_rcm=ignored; Path=/', 'a_session_rcm=user-1.secret-1; Path=/; HttpOnly'] },
  });
  answerChallenges(api, 'challenge-1');
});

const dir = tempDir();
/** A login as a script runs it: everything from the environment, nothing asked. */
const scripted = () =>
  testContext(dir, { RELEASES_API_URL: api.url, RELEASE_EMAIL: 'ops@example.com', RELEASE_PASSWORD: 'pw', RELEASE_CODE: '654321' });

test('login asks for the address, the password (hidden) and the code, answers the challenge, and keeps the session readable by its owner only', async () => {
  const context = testContext(dir, { RELEASES_API_URL: api.url }, ['ops@example.com', 'pass phrase', '123456']);
  await runCommand(['login'], context);

  expect(context.questions).toEqual(['Email: ', 'Password: (hidden)', 'Authenticator code: ']);
  expect(api.received.map((request) => `${request.method} ${request.path}`)).toEqual([
    'POST /v1/account/sessions/email',
    'POST /v1/account/mfa/challenges',
    'PUT /v1/account/mfa/challenges',
  ]);
  expect(api.received[0]?.body).toEqual({ email: 'ops@example.com', password: 'pass phrase' });
  expect(api.received[2]?.body).toEqual({ challengeId: 'challenge-1', otp: '123456' });
  // The challenge is made and answered as the session just opened, which no browser could send.
  expect(api.received[1]?.headers['x-appwrite-session']).toBe('user-1.secret-1');
  expect(api.received[2]?.headers.cookie).toBeUndefined();

  const file = context.env.RELEASE_SESSION_FILE ?? '';
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ api: api.url, email: 'ops@example.com', session: 'user-1.secret-1' });
});

test('a session file left readable by others is made 0600 when a login rewrites it', async () => {
  const context = scripted();
  const file = context.env.RELEASE_SESSION_FILE ?? '';
  fs.writeFileSync(file, '{}');
  fs.chmodSync(file, 0o644);
  await runCommand(['login'], context);
  expect(context.questions).toEqual([]);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
});

test('later commands carry the session and the staff console header; logout ends it and forgets it', async () => {
  const context = scripted();
  await runCommand(['login'], context);
  api.answer('GET /staff/releases', { status: 200, body: { version: 1, remotes: [] } });
  await runCommand(['list'], context);
  const listed = api.received.at(-1);
  expect(listed?.headers['x-appwrite-session']).toBe('user-1.secret-1');
  expect(listed?.headers[STAFF_REQUEST_HEADER]).toBe('1');

  api.answer('DELETE /v1/account/sessions/current', { status: 204 });
  await runCommand(['logout'], context);
  expect(api.received.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/account/sessions/current' });
  expect(fs.existsSync(context.env.RELEASE_SESSION_FILE ?? '')).toBe(false);
  await expect(runCommand(['list'], context)).rejects.toThrow('Not signed in');
});

test.each([
  ['POST /v1/account/sessions/email', 'Invalid credentials. Please check the email and password.'],
  ['PUT /v1/account/mfa/challenges', 'Invalid token passed in the request.'],
])('a refusal of %s is the server’s message, and nothing is kept', async (route, message) => {
  api.answer(route, { status: 401, body: { message } });
  const context = scripted();
  fs.rmSync(context.env.RELEASE_SESSION_FILE ?? '', { force: true });
  const refused = runCommand(['login'], context);
  await expect(refused).rejects.toThrow(message);
  await expect(refused).rejects.toBeInstanceOf(CommandError);
  expect(fs.existsSync(context.env.RELEASE_SESSION_FILE ?? '')).toBe(false);
});

test('a session whose code was refused is ended on the server, not left half open', async () => {
  api.answer('PUT /v1/account/mfa/challenges', { status: 401, body: { message: 'Invalid token passed in the request.' } });
  await expect(runCommand(['login'], scripted())).rejects.toThrow('Invalid token');
  expect(api.received.at(-1)).toMatchObject({
    method: 'DELETE',
    path: '/v1/account/sessions/current',
    headers: { 'x-appwrite-session': 'user-1.secret-1' },
  });
});
