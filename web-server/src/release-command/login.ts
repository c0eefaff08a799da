import { DEFAULT_APPWRITE_PROJECT_ID, STAFF_STEP_UP_MESSAGE, type ApiFailure } from '@rcm/shared';
import { CommandError, sessionFileOf, type CommandContext } from './context';
import { apiClient, refusal } from './release-api';
import { loadSession, removeSession, saveSession } from './session-file';

/** The API's session cookie, as `X-Appwrite-Session` carries it. */
const SESSION_COOKIE = `a_session_${DEFAULT_APPWRITE_PROJECT_ID}`;

function sessionOf(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator).trim() === SESSION_COOKIE) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** The environment's `variable` (RELEASE_EMAIL… for scripts), else asked on the terminal. */
async function answer(context: CommandContext, variable: string, question: string, hidden = false): Promise<string> {
  return (context.env[variable] ?? (await context.ask(question, { hidden }))).trim();
}

const CODE_QUESTION = 'Authenticator code: ';

/**
 * Answers a TOTP challenge as `session` with a code from the authenticator app (RELEASE_CODE,
 * else asked): the second step of a login, and the step-up a release change asks for when the
 * session's last code is more than 5 minutes old. The server's refusal, if any.
 */
async function giveSecondFactor(context: CommandContext, api: string, session: string, question: string): Promise<ApiFailure | undefined> {
  const { client, headers } = apiClient(api, session);
  const challenge = await client.request('POST', '/v1/account/mfa/challenges', {
    headers,
    body: { factor: 'totp' },
    read: (body) => (typeof body.$id === 'string' ? body.$id : undefined),
  });
  if (!challenge.ok) return challenge;
  const otp = await answer(context, 'RELEASE_CODE', question);
  const answered = await client.request('PUT', '/v1/account/mfa/challenges', { headers, body: { challengeId: challenge.value, otp } });
  return answered.ok ? undefined : answered;
}

/**
 * The step-up of a release change (`releaseApi`'s `stepUp`): a new code for the saved session,
 * asked with the API's reason; a refused code ends the command with the server's message.
 */
export async function stepUp(context: CommandContext, api: string, session: string): Promise<void> {
  const refused = await giveSecondFactor(context, api, session, `${STAFF_STEP_UP_MESSAGE}\n${CODE_QUESTION}`);
  if (refused) throw refusal(api, refused, true);
}

/**
 * Signs in as the login page does, through the /v1 account API: email and password open a
 * session that owes its second factor, and the authenticator's code answers a TOTP challenge
 * (the staff API needs both). The session is kept in RELEASE_SESSION_FILE.
 */
export async function login(context: CommandContext, api: string): Promise<void> {
  const email = await answer(context, 'RELEASE_EMAIL', 'Email: ');
  const password = await answer(context, 'RELEASE_PASSWORD', 'Password: ', true);
  const { client, headers } = apiClient(api);
  const opened = await client.reply('POST', '/v1/account/sessions/email', { headers, body: { email, password } });
  if (!opened.ok) throw refusal(api, opened);
  const session = sessionOf(opened.value);
  if (!session) throw new CommandError(`The API at ${api} opened no session (no ${SESSION_COOKIE} cookie in its reply).`);

  const refused = await giveSecondFactor(context, api, session, CODE_QUESTION);
  if (refused) {
    // A session left owing its second factor is ended, not left open on the server.
    await client.request('DELETE', '/v1/account/sessions/current', { headers: apiClient(api, session).headers });
    throw refusal(api, refused);
  }

  const file = sessionFileOf(context);
  saveSession(file, { api, email, session });
  context.out(`Signed in to ${api} as ${email} (session kept in ${file}).`);
}

/** Ends the session on the server (if it still lives) and forgets it here. */
export async function logout(context: CommandContext, api: string): Promise<void> {
  const file = sessionFileOf(context);
  const saved = loadSession(file, api);
  const { client, headers } = apiClient(api, saved.session);
  const ended = await client.request('DELETE', '/v1/account/sessions/current', { headers });
  removeSession(file);
  // A session that had already ended is as good as one ended now.
  if (!ended.ok && ended.status !== 401) throw refusal(api, ended);
  context.out(`Signed out of ${api}.`);
}
