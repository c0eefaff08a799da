import { toastMessages, unreachableFailure } from '@rcm/shared';
import { accountFailureMessages as plain } from '@rcm/shared/account-texts';
import { AppwriteException } from '@rcm/shared/appwrite';
import {
  apiError,
  appwriteUser,
  customerRecord,
  heldReply,
  loginRoutes,
  noContent,
  sessionOpened,
  appwriteToken,
  unreachable,
  type FakeReply,
} from '@rcm/shared/testing';
import { installFakeFetch } from '@rcm/shared/testing/react';
import { waitFor } from '@testing-library/react';
import { appwriteFailure } from '../../lib/appwrite-failure';
import { logIn } from './log-in';
import { loginFailureMessage } from './login-failure-message';
import { logOut, logOutEverywhere } from './log-out';
import { register, verificationMailSettled } from './register';

const credentials = { username: 'maria@clinic.com', password: 'password123' };
const maria = { name: 'Maria Lopez', ...credentials };

// The real SDK and the site's API client run; only the network is this fake.
const api = installFakeFetch(() => ({
  'POST /v1/account': appwriteUser(),
  'POST /v1/account/verifications/email': appwriteToken,
  'DELETE /v1/account/sessions/current': noContent,
  'DELETE /v1/account/sessions': noContent,
  ...loginRoutes(),
}));

describe('register', () => {
  test('creates the account with the object form, the username as its email and a generated id', async () => {
    await expect(register(maria)).resolves.toMatchObject({ ok: true });
    await verificationMailSettled();
    expect(api.to('POST /v1/account').map((request) => request.body)).toEqual([
      { userId: expect.stringMatching(/^[0-9a-f]{20}$/), email: 'maria@clinic.com', password: 'password123', name: 'Maria Lopez' },
    ]);
  });

  test('mails the verification link as Appwrite has clients do it (a short session, then createEmailVerification), without waiting for it', async () => {
    const mail = heldReply(appwriteToken);
    api.on('POST /v1/account/verifications/email', mail.route);
    await expect(register(maria)).resolves.toMatchObject({ ok: true });
    // The registration has answered while the mail is still on its way.
    await waitFor(() => expect(api.to('POST /v1/account/verifications/email')).toHaveLength(1));
    expect(api.to('POST /v1/account/sessions/email').map((request) => request.body)).toEqual([
      { email: 'maria@clinic.com', password: 'password123' },
    ]);
    expect(api.to('POST /v1/account/verifications/email')[0]?.body).toEqual({ url: 'http://localhost/verify-email' });
    expect(api.to('DELETE /v1/account/sessions/current')).toHaveLength(0);
    mail.release();
    await verificationMailSettled();
    // The spec returns to the login form: the session opened for the mail is ended again.
    expect(api.to('DELETE /v1/account/sessions/current')).toHaveLength(1);
  });

  test('a verification mail that cannot be sent does not fail the registration, and a login waits for it', async () => {
    api.on('POST /v1/account/verifications/email', apiError(429, 'general_rate_limit_exceeded'));
    api.on('GET /customer', customerRecord({ subscribtion: '', rc_score: 3 }));
    await expect(register(maria)).resolves.toMatchObject({ ok: true });
    await expect(logIn(credentials)).resolves.toMatchObject({ ok: true });
    // The mail's session was ended before the login opened its own.
    expect(api.routes().slice(1)).toEqual([
      'POST /v1/account/sessions/email',
      'POST /v1/account/verifications/email',
      'DELETE /v1/account/sessions/current',
      'POST /v1/account/sessions/email',
      'GET /v1/account',
      'POST /v1/account/jwts',
      'GET /customer',
    ]);
  });

  test("says what the server refused in our words, never the API's developer text (ACC-2)", async () => {
    const duplicate = 'A user with the same id, email, or phone already exists in this project.';
    api.on('POST /v1/account', apiError(409, 'user_already_exists', duplicate));
    await expect(register(maria)).resolves.toEqual({
      ok: false,
      status: 409,
      message: plain.accountExists,
      type: 'user_already_exists',
      unreachable: false,
    });
  });

  test('says the server cannot be reached for a network failure, and has no message of its own for an SDK-side check', async () => {
    api.on('POST /v1/account', unreachable);
    await expect(register(maria)).resolves.toEqual(unreachableFailure());
    // The SDK refuses a missing password itself ('Missing required parameter: "password"'), sending nothing.
    await expect(register({ ...maria, password: undefined as unknown as string })).resolves.toEqual({
      ok: false,
      status: 0,
      message: '',
      type: '',
      unreachable: false,
    });
    expect(api.to('POST /v1/account')).toHaveLength(1);
  });
});

describe('logIn', () => {
  test("opens a session and keeps the account's name and email with the server's package and RC score", async () => {
    api.reset(loginRoutes({ prefs: { theme: 'dark' } }, { subscribtion: 'gold', rc_score: 42 }));
    const outcome = await logIn(credentials);
    expect(api.to('POST /v1/account/sessions/email').map((request) => request.body)).toEqual([
      { email: 'maria@clinic.com', password: 'password123' },
    ]);
    expect(outcome).toEqual({
      ok: true,
      status: 201,
      message: '',
      value: { name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'gold', rc_score: 42, labels: [] },
    });
    expect(api.to('GET /customer')).toEqual([
      expect.objectContaining({
        url: 'http://localhost:4000/customer',
        credentials: 'include',
        headers: expect.objectContaining({ 'x-appwrite-jwt': 'session-jwt' }),
      }),
    ]);
    // Prefs are the customer's: the login writes nothing to them.
    expect(api.routes()).toEqual(['POST /v1/account/sessions/email', 'GET /v1/account', 'POST /v1/account/jwts', 'GET /customer']);
  });

  test('a session left on the server is deleted and the login tried once more', async () => {
    api.on('POST /v1/account/sessions/email', [
      apiError(401, 'user_session_already_exists', 'Creation of a session is prohibited when a session is active.'),
      sessionOpened,
    ]);
    await expect(logIn(credentials)).resolves.toMatchObject({ ok: true });
    expect(api.to('DELETE /v1/account/sessions/current')).toHaveLength(1);
    expect(api.to('POST /v1/account/sessions/email')).toHaveLength(2);
  });

  test('wrong credentials fail without touching the account or the customer record', async () => {
    api.on('POST /v1/account/sessions/email', apiError(401, 'user_invalid_credentials', 'Invalid credentials.'));
    await expect(logIn(credentials)).resolves.toMatchObject({ ok: false, status: 401 });
    expect(api.routes()).toEqual(['POST /v1/account/sessions/email']);
  });

  test('a customer record the server cannot give fails the login, saying why', async () => {
    api.on('GET /customer', unreachable);
    await expect(logIn(credentials)).resolves.toEqual(unreachableFailure());
  });
});

describe('the message for a failed login', () => {
  const failedWith = async (reply: FakeReply) => {
    api.on('POST /v1/account/sessions/email', reply);
    const result = await logIn(credentials);
    if (result.ok) throw new Error('the login should have failed');
    return loginFailureMessage(result);
  };

  test("is the spec's for every refusal about the credentials or the form, whatever the server's own text", async () => {
    expect(await failedWith(apiError(401, 'user_invalid_credentials', 'Invalid credentials.'))).toBe(toastMessages.loginFailed);
    expect(await failedWith(apiError(400, 'general_argument_invalid', 'Invalid `email` param: Value must be a valid email address'))).toBe(
      toastMessages.loginFailed,
    );
    expect(
      await failedWith(
        apiError(400, 'general_argument_invalid', 'Invalid `password` param: Password must be between 8 and 256 characters long.'),
      ),
    ).toBe(toastMessages.loginFailed);
    // The SDK's own argument check (code 0) never reaches the network.
    expect(loginFailureMessage(appwriteFailure(new AppwriteException('Missing required parameter: "email"', 0, '')))).toBe(
      toastMessages.loginFailed,
    );
    expect(await failedWith({ status: 500, body: '<html>500</html>' })).toBe(toastMessages.loginFailed);
  });

  test('says what happened when the server is unreachable or refuses more attempts for now', async () => {
    expect(await failedWith(unreachable)).toBe(toastMessages.serverUnreachable);
    // A proxy's error page for a server that is down is not a message for the visitor.
    expect(await failedWith({ status: 502, body: '<html><body>502 Bad Gateway</body></html>' })).toBe(toastMessages.serverUnreachable);
    const limited = 'Rate limit for the current endpoint has been exceeded. Please try again after some time.';
    expect(await failedWith(apiError(429, 'general_rate_limit_exceeded', limited))).toBe(plain.tooManyAttempts);
  });
});

describe('logOut', () => {
  test('deletes the current session, and a session already gone is not an error', async () => {
    await expect(logOut()).resolves.toMatchObject({ ok: true });
    expect(api.routes()).toEqual(['DELETE /v1/account/sessions/current']);
    api.on('DELETE /v1/account/sessions/current', apiError(404, 'user_session_not_found', 'Session not found.'));
    await expect(logOut()).resolves.toMatchObject({ ok: true });
    api.on(
      'DELETE /v1/account/sessions/current',
      apiError(401, 'general_unauthorized_scope', 'User (role: guests) missing scopes (["account"])'),
    );
    await expect(logOut()).resolves.toMatchObject({ ok: true });
  });

  test('a server that cannot be reached, or that fails, leaves the visitor logged in', async () => {
    api.on('DELETE /v1/account/sessions/current', unreachable);
    await expect(logOut()).resolves.toEqual(unreachableFailure());
    api.on('DELETE /v1/account/sessions/current', apiError(500, 'general_server_error', 'Server Error'));
    await expect(logOut()).resolves.toMatchObject({ ok: false, status: 500 });
  });

  test('everywhere: ends every session of the account', async () => {
    await expect(logOutEverywhere()).resolves.toMatchObject({ ok: true });
    expect(api.routes()).toEqual(['DELETE /v1/account/sessions']);
  });
});
