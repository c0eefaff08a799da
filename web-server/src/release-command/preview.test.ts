import { STAFF_REQUEST_HEADER, STAFF_STEP_UP_ERROR_TYPE, STAFF_STEP_UP_MESSAGE } from '@rcm/shared';
import { tempDir } from '../testing/temp-dir';
import { runCommand } from './run';
import { answerChallenges, setUpContractApi, signedInContext as signedInContextOf } from './testing/contract-api';

/** `preview` (a link on the first line), and the step-up every change may ask for: a new code, then the same request again. */

const id = '2026-12-05-eeeeeee';
const link = { url: `https://www.example.com/preview-release?token=abc.def`, expiresAt: '2026-12-07T00:59:00.000Z' };
const stepUpRefusal = { status: 403, body: { code: 403, type: STAFF_STEP_UP_ERROR_TYPE, message: STAFF_STEP_UP_MESSAGE } };
const changed = { status: 200, body: { remote: 'marketing', version: 9, channel: { live: id, canary: null } } };

const api = setUpContractApi();
beforeEach(() => answerChallenges(api, 'challenge-2'));

const dir = tempDir();
const signedInContext = (answers?: string[], env?: Record<string, string>) => signedInContextOf(dir, api, answers, env);
const routes = () => api.received.map((request) => `${request.method} ${request.path}`);

test('preview prints the link alone on the first line, then until when it works', async () => {
  api.answer(`POST /staff/releases/marketing/${id}/preview`, { status: 200, body: link });
  const context = signedInContext();
  await runCommand(['preview', 'marketing', id], context);
  expect(context.lines).toEqual([link.url, `Opens the site with marketing ${id} in the browser that opens it, until ${link.expiresAt}.`]);
  expect(api.received).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: `/staff/releases/marketing/${id}/preview`,
      body: undefined,
      headers: expect.objectContaining({ 'x-appwrite-session': 'user-1.secret-1', [STAFF_REQUEST_HEADER]: '1' }),
    }),
  ]);
  expect(context.questions).toEqual([]);
});

test.each([[['preview', 'marketing']], [['preview', 'billing', id]], [['preview', 'marketing', id, 'extra']]])(
  '%j is a usage error (exit 2) and sends nothing',
  async (argv) => {
    await expect(runCommand(argv, signedInContext())).rejects.toMatchObject({ exitCode: 2 });
    expect(api.received).toEqual([]);
  },
);

test('a change refused for want of a recent code asks for one (saying why), answers a challenge as the saved session, and is sent again', async () => {
  api.answer('POST /staff/releases/marketing/promote', stepUpRefusal, changed);
  const context = signedInContext(['246810']);
  await runCommand(['promote', 'marketing', id, '--reason', 'Go live'], context);
  expect(context.questions).toEqual([`${STAFF_STEP_UP_MESSAGE}\nAuthenticator code: `]);
  expect(routes()).toEqual([
    'POST /staff/releases/marketing/promote',
    'POST /v1/account/mfa/challenges',
    'PUT /v1/account/mfa/challenges',
    'POST /staff/releases/marketing/promote',
  ]);
  expect(api.received[2]).toMatchObject({
    body: { challengeId: 'challenge-2', otp: '246810' },
    headers: { 'x-appwrite-session': 'user-1.secret-1' },
  });
  expect(api.received[3]?.body).toEqual({ id, reason: 'Go live' });
  expect(context.lines).toEqual([`marketing (live: ${id}, canary: none)`]);
});

test('a script gives the code in RELEASE_CODE; the preview link still comes first', async () => {
  api.answer(`POST /staff/releases/marketing/${id}/preview`, stepUpRefusal, { status: 200, body: link });
  const context = signedInContext([], { RELEASE_CODE: '135791' });
  await runCommand(['preview', 'marketing', id], context);
  expect(context.questions).toEqual([]);
  expect(api.received[2]?.body).toEqual({ challengeId: 'challenge-2', otp: '135791' });
  expect(context.lines[0]).toBe(link.url);
});

test('a refused code ends the command with the server’s message, and the change is not sent again', async () => {
  api.answer('POST /staff/releases/marketing/rollback', stepUpRefusal, changed);
  api.answer('PUT /v1/account/mfa/challenges', { status: 401, body: { message: 'Invalid token passed in the request.' } });
  const refused = runCommand(['rollback', 'marketing', '--reason', 'Broke'], signedInContext(['000000']));
  await expect(refused).rejects.toMatchObject({ exitCode: 1, message: expect.stringContaining('Invalid token passed in the request.') });
  expect(routes().filter((route) => route.endsWith('/rollback'))).toHaveLength(1);
});

test('a second step-up refusal after a new code is the server’s message, not another question', async () => {
  api.answer('POST /staff/releases/marketing/abort', stepUpRefusal);
  const context = signedInContext(['111111', '222222']);
  await expect(runCommand(['abort', 'marketing', '--reason', 'x'], context)).rejects.toThrow(STAFF_STEP_UP_MESSAGE);
  expect(context.questions).toHaveLength(1);
});
