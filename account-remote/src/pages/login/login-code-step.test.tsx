import { twoStepMessages as text } from '@rcm/shared/account-texts';
import { toastMessages, userDataStore } from '@rcm/shared';
import {
  apiError,
  appwriteUser,
  customerRecord,
  loginRoutes,
  mfaChallenge,
  mfaFactors,
  noContent,
  ok,
  sessionOpened,
} from '@rcm/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadWithToast } from '../../lib/flash-toast';
import LoginPage from './login-page';
import { expectOnlyToast, installFakeFetch, pageAt, renderWithToasts, shownToasts } from '@rcm/shared/testing/react';

// jsdom cannot reload the page.
jest.mock('../../lib/flash-toast', () => ({ reloadWithToast: jest.fn(), useFlashToast: jest.fn() }));

const maria = appwriteUser({ mfa: true, labels: ['staff'] });

const api = installFakeFetch();

/** The account API for a session that owes its code until a challenge is answered. */
function twoStepAccount(given: Parameters<typeof mfaFactors>[0] = { totp: true, recoveryCode: true }) {
  let complete = false;
  api.on('POST /v1/account/sessions/email', sessionOpened);
  api.on('GET /v1/account', () => (complete ? maria : apiError(401, 'user_more_factors_required')));
  api.on('GET /v1/account/mfa/factors', mfaFactors(given));
  api.on('POST /v1/account/mfa/challenges', (body) =>
    mfaChallenge(`challenge-${String(body.factor)}-${api.to('POST /v1/account/mfa/challenges').length}`),
  );
  api.on('PUT /v1/account/mfa/challenges', (body) => {
    complete = body.otp === '123456' || body.otp === '0a1b2c3d4e';
    return complete ? ok({ $id: 's1', factors: ['password', 'totp'] }) : apiError(401, 'user_invalid_token');
  });
  api.on('POST /v1/account/jwts', ok({ jwt: 'session-jwt' }, 201));
  api.on('GET /customer', customerRecord({ subscribtion: 'gold', rc_score: 42 }));
  api.on('DELETE /v1/account/sessions/current', noContent);
}

beforeEach(() => {
  jest.clearAllMocks();
  userDataStore.clear();
});

function renderLogin(path = '/login') {
  renderWithToasts(pageAt(path, { '/login': <LoginPage />, '/staff': <h1>Staff page</h1>, '/profile': <h1>Profile page</h1> }));
}

async function passwordStep() {
  await userEvent.type(screen.getByLabelText('Username'), 'maria@clinic.com');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  expect(await screen.findByRole('heading', { level: 1, name: text.loginTitle })).toBeInTheDocument();
}

test('a session that owes its code is asked for it, with the field ready; a wrong code is refused at the field, the right one logs in as before', async () => {
  twoStepAccount();
  renderLogin();
  await passwordStep();
  expect(shownToasts()).toEqual([]);
  const field = await screen.findByLabelText(text.totpLabel);
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  expect(field).toHaveAttribute('inputmode', 'numeric');
  expect(screen.getByText(text.loginLeadTotp)).toBeInTheDocument();

  await userEvent.type(field, '12345');
  await userEvent.click(screen.getByRole('button', { name: text.verify }));
  expect(field).toHaveAccessibleDescription(text.codeMalformed);
  expect(api.to('POST /v1/account/mfa/challenges')).toHaveLength(0);

  await userEvent.clear(field);
  await userEvent.type(field, '999999');
  await userEvent.click(screen.getByRole('button', { name: text.verify }));
  await waitFor(() => expect(field).toHaveAccessibleDescription(text.codeWrong));
  // The wrong code's toast took the place of the malformed one's.
  await expectOnlyToast(text.codeWrong);
  expect(field).toHaveFocus();
  expect(userDataStore.getSnapshot()).toBeNull();

  await userEvent.clear(field);
  await userEvent.type(field, '123456');
  await userEvent.click(screen.getByRole('button', { name: text.verify }));
  await waitFor(() => expect(reloadWithToast).toHaveBeenCalledWith(toastMessages.loggedIn));
  // One challenge, answered twice: a mistyped code costs no new one.
  expect(api.to('POST /v1/account/mfa/challenges').map((request) => request.body)).toEqual([{ factor: 'totp' }]);
  expect(api.to('PUT /v1/account/mfa/challenges').map((request) => request.body.challengeId)).toEqual([
    'challenge-totp-1',
    'challenge-totp-1',
  ]);
  expect(userDataStore.getSnapshot()).toEqual({
    name: 'Maria Lopez',
    username: 'maria@clinic.com',
    subscribtion: 'gold',
    rc_score: 42,
    labels: ['staff'],
  });
  expect(JSON.stringify(window.localStorage)).not.toContain('123456');
});

test('five wrong codes leave one toast, the field marked and focused, and the typed code kept (WEB-2)', async () => {
  twoStepAccount();
  renderLogin();
  await passwordStep();
  const field = await screen.findByLabelText(text.totpLabel);
  await userEvent.type(field, '999999');
  for (let round = 0; round < 5; round++) {
    await userEvent.click(screen.getByRole('button', { name: text.verify }));
    await waitFor(() => expect(screen.getByRole('button', { name: text.verify })).toBeEnabled());
  }
  await expectOnlyToast(text.codeWrong);
  expect(field).toHaveAccessibleDescription(text.codeWrong);
  expect(field).toHaveFocus();
  expect(field).toHaveValue('999999');
  expect(api.to('PUT /v1/account/mfa/challenges')).toHaveLength(5);
});

test('"Use a recovery code instead" takes a recovery code as written down (upper case, spaces)', async () => {
  twoStepAccount();
  renderLogin();
  await passwordStep();
  await userEvent.click(await screen.findByRole('button', { name: text.useRecoveryCode }));
  const field = screen.getByLabelText(text.recoveryLabel);
  expect(field).toHaveFocus();
  expect(screen.getByText(text.loginLeadRecovery)).toBeInTheDocument();
  await userEvent.type(field, 'ffffffffff');
  await userEvent.click(screen.getByRole('button', { name: text.verify }));
  await waitFor(() => expect(field).toHaveAccessibleDescription(text.recoveryCodeWrong));
  // And back: each way has its own field, empty and focused.
  await userEvent.click(screen.getByRole('button', { name: text.useAuthenticator }));
  expect(screen.getByLabelText(text.totpLabel)).toHaveFocus();
  expect(screen.getByLabelText(text.totpLabel)).toHaveValue('');
  await userEvent.click(screen.getByRole('button', { name: text.useRecoveryCode }));
  await userEvent.type(screen.getByLabelText(text.recoveryLabel), '0A1B 2C3D 4E');
  await userEvent.click(screen.getByRole('button', { name: text.verify }));
  await waitFor(() => expect(reloadWithToast).toHaveBeenCalledWith(toastMessages.loggedIn));
  expect(api.to('POST /v1/account/mfa/challenges')[0]?.body).toEqual({ factor: 'recoverycode' });
  expect(api.to('PUT /v1/account/mfa/challenges').at(-1)?.body.otp).toBe('0a1b2c3d4e');
});

test("with a verified address the code can be emailed: only when asked for, and the mailed code answers that mail's challenge", async () => {
  twoStepAccount({ totp: true, email: true, recoveryCode: true });
  renderLogin();
  await passwordStep();
  await userEvent.click(await screen.findByRole('button', { name: text.useEmail }));
  await expectOnlyToast(text.emailSent);
  expect(api.to('POST /v1/account/mfa/challenges').map((request) => request.body)).toEqual([{ factor: 'email' }]);
  expect(screen.getByText(text.loginLeadEmail)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: text.resendEmail }));
  await waitFor(() => expect(api.to('POST /v1/account/mfa/challenges')).toHaveLength(2));
  await userEvent.type(screen.getByLabelText(text.emailLabel), '123456');
  await userEvent.click(screen.getByRole('button', { name: text.verify }));
  await waitFor(() => expect(reloadWithToast).toHaveBeenCalledWith(toastMessages.loggedIn));
  expect(api.to('PUT /v1/account/mfa/challenges')[0]?.body).toEqual({ challengeId: 'challenge-email-2', otp: '123456' });
});

test.each([
  ['too many attempts', apiError(429, 'general_rate_limit_exceeded'), text.tooManyAttempts],
  ['an address that is not verified', apiError(400, 'user_email_not_verified'), text.emailNotVerified],
  ['a server that cannot be reached', { status: 502, body: {} }, toastMessages.serverUnreachable],
  ['an error of no known type', apiError(500, 'general_unknown'), text.failed],
])("a refused challenge (%s) is said in our words, never the API's", async (_case, reply, message) => {
  twoStepAccount();
  api.on('POST /v1/account/mfa/challenges', reply);
  renderLogin();
  await passwordStep();
  await userEvent.type(await screen.findByLabelText(text.totpLabel), '123456');
  await userEvent.click(screen.getByRole('button', { name: text.verify }));
  await expectOnlyToast(message);
  expect(screen.getByLabelText(text.totpLabel)).toHaveAccessibleDescription(message);
  expect(document.body).not.toHaveTextContent(/server words/);
});

test('"Log out" ends the session that owes its code and goes back to the password', async () => {
  twoStepAccount();
  renderLogin();
  await passwordStep();
  await userEvent.click(await screen.findByRole('button', { name: text.logOutInstead }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  expect(api.to('DELETE /v1/account/sessions/current')).toHaveLength(1);
  expect(screen.getByLabelText('Username')).toHaveValue('maria@clinic.com');
});

test('sent with ?step=code by a page whose session owes its code: straight to the code, the stored user forgotten until it is given, then back', async () => {
  twoStepAccount();
  userDataStore.save({ name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'gold', rc_score: 42 });
  window.history.replaceState(null, '', '/login?next=%2Fstaff&step=code');
  renderLogin('/login?next=%2Fstaff&step=code');
  const field = await screen.findByLabelText(text.totpLabel);
  expect(userDataStore.getSnapshot()).toBeNull();
  await userEvent.type(field, '123456');
  await userEvent.click(screen.getByRole('button', { name: text.verify }));
  await waitFor(() => expect(reloadWithToast).toHaveBeenCalledWith(toastMessages.loggedIn));
  // The page reloads without the flag, so the login page then sends the visitor back.
  expect(`${window.location.pathname}${window.location.search}`).toBe('/login?next=%2Fstaff');
  expect(api.to('POST /v1/account/sessions/email')).toHaveLength(0);
});

test('a customer without two-step verification logs in exactly as before: no factor is asked about', async () => {
  api.reset(loginRoutes({}, { rc_score: 7 }));
  renderLogin();
  await userEvent.type(screen.getByLabelText('Username'), 'maria@clinic.com');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  await waitFor(() => expect(reloadWithToast).toHaveBeenCalledWith(toastMessages.loggedIn));
  expect(api.routes()).toEqual(['POST /v1/account/sessions/email', 'GET /v1/account', 'POST /v1/account/jwts', 'GET /customer']);
  expect(screen.queryByText(text.loginTitle)).not.toBeInTheDocument();
});
