import { toastMessages, unreachableFailure } from '@rcm/shared';
import { AppwriteException } from '@rcm/shared/appwrite';
import { logIn } from './log-in';
import { loginFailureMessage } from './login-failure-message';
import { logOut, logOutEverywhere } from './log-out';
import { register, verificationMailSettled } from './register';

const account = {
  create: jest.fn(),
  createEmailPasswordSession: jest.fn(),
  createJWT: jest.fn(),
  createEmailVerification: jest.fn(),
  deleteSession: jest.fn(),
  deleteSessions: jest.fn(),
  get: jest.fn(),
  updatePrefs: jest.fn(),
};
const fetchMock = jest.fn();

function customerReply(summary: { subscribtion: string; rc_score: number }) {
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => summary } as Response);
}
jest.mock('@rcm/shared/appwrite', () => ({ ...jest.requireActual('@rcm/shared/appwrite'), appwriteAccount: () => account }));

const credentials = { username: 'maria@clinic.com', password: 'password123' };

function appwriteUser(prefs: Record<string, unknown>) {
  return { $id: 'u1', name: 'Maria Lopez', email: 'maria@clinic.com', prefs };
}

beforeEach(() => {
  jest.clearAllMocks();
  account.createEmailPasswordSession.mockResolvedValue({ $id: 's1' });
  account.createJWT.mockResolvedValue({ jwt: 'session-jwt' });
  account.deleteSession.mockResolvedValue({});
  account.deleteSessions.mockResolvedValue({});
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  account.updatePrefs.mockImplementation(async ({ prefs }: { prefs: Record<string, unknown> }) => appwriteUser(prefs));
});

describe('register', () => {
  test('creates the account with the object form, the username as its email and a generated id', async () => {
    account.create.mockResolvedValue(appwriteUser({}));
    await expect(register({ name: 'Maria Lopez', ...credentials })).resolves.toMatchObject({ ok: true });
    expect(account.create).toHaveBeenCalledWith({
      userId: expect.stringMatching(/^[0-9a-f]{20}$/),
      email: 'maria@clinic.com',
      password: 'password123',
      name: 'Maria Lopez',
    });
  });

  test('mails the verification link as Appwrite has clients do it (a short session, then createEmailVerification), without waiting for it', async () => {
    account.create.mockResolvedValue(appwriteUser({}));
    let sendMail: () => void = () => undefined;
    account.createEmailVerification.mockReturnValue(new Promise((resolve) => (sendMail = () => resolve({}))));
    await expect(register({ name: 'Maria Lopez', ...credentials })).resolves.toMatchObject({ ok: true });
    // The registration has answered while the mail is still on its way.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(account.createEmailPasswordSession).toHaveBeenCalledWith({ email: 'maria@clinic.com', password: 'password123' });
    expect(account.createEmailVerification).toHaveBeenCalledWith({ url: 'http://localhost/verify-email' });
    expect(account.deleteSession).not.toHaveBeenCalled();
    sendMail();
    await verificationMailSettled();
    // The spec returns to the login form: the session opened for the mail is ended again.
    expect(account.deleteSession).toHaveBeenCalledWith({ sessionId: 'current' });
  });

  test('a verification mail that cannot be sent does not fail the registration, and a login waits for it', async () => {
    account.create.mockResolvedValue(appwriteUser({}));
    account.createEmailVerification.mockRejectedValue(new AppwriteException('Rate limit', 429, 'general_rate_limit_exceeded'));
    await expect(register({ name: 'Maria Lopez', ...credentials })).resolves.toMatchObject({ ok: true });
    account.get.mockResolvedValue(appwriteUser({}));
    customerReply({ subscribtion: '', rc_score: 3 });
    await expect(logIn(credentials)).resolves.toMatchObject({ ok: true });
    // The mail's session was ended before the login opened its own.
    expect(account.deleteSession.mock.invocationCallOrder[0]).toBeLessThan(
      account.createEmailPasswordSession.mock.invocationCallOrder.at(-1)!,
    );
  });

  test("passes on the server's message, e.g. for an address already registered", async () => {
    const duplicate = 'A user with the same id, email, or phone already exists in this project.';
    account.create.mockRejectedValue(new AppwriteException(duplicate, 409, 'user_already_exists'));
    await expect(register({ name: 'Maria Lopez', ...credentials })).resolves.toEqual({
      ok: false,
      status: 409,
      message: duplicate,
      type: 'user_already_exists',
      unreachable: false,
    });
  });

  test('says the server cannot be reached for a network failure, and has no message of its own for an SDK-side check', async () => {
    account.create.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(register({ name: 'Maria Lopez', ...credentials })).resolves.toEqual(unreachableFailure());
    account.create.mockRejectedValueOnce(new AppwriteException('Missing required parameter: "password"', 0, ''));
    await expect(register({ name: 'Maria Lopez', ...credentials })).resolves.toEqual({
      ok: false,
      status: 0,
      message: '',
      type: '',
      unreachable: false,
    });
  });
});

describe('logIn', () => {
  test("opens a session and keeps the account's name and email with the server's package and RC score", async () => {
    account.get.mockResolvedValue(appwriteUser({ theme: 'dark' }));
    customerReply({ subscribtion: 'gold', rc_score: 42 });
    const outcome = await logIn(credentials);
    expect(account.createEmailPasswordSession).toHaveBeenCalledWith({ email: 'maria@clinic.com', password: 'password123' });
    expect(outcome).toEqual({
      ok: true,
      status: 201,
      message: '',
      value: { name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'gold', rc_score: 42 },
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost:4000/customer');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init.headers).toMatchObject({ 'X-Appwrite-JWT': 'session-jwt' });
    // Prefs are the customer's: the login writes nothing to them.
    expect(account.updatePrefs).not.toHaveBeenCalled();
  });

  test('a session left on the server is deleted and the login tried once more', async () => {
    account.createEmailPasswordSession
      .mockRejectedValueOnce(
        new AppwriteException('Creation of a session is prohibited when a session is active.', 401, 'user_session_already_exists'),
      )
      .mockResolvedValueOnce({ $id: 's2' });
    account.get.mockResolvedValue(appwriteUser({}));
    customerReply({ subscribtion: 'none', rc_score: 5 });
    await expect(logIn(credentials)).resolves.toMatchObject({ ok: true });
    expect(account.deleteSession).toHaveBeenCalledWith({ sessionId: 'current' });
    expect(account.createEmailPasswordSession).toHaveBeenCalledTimes(2);
  });

  test('wrong credentials fail without touching the account or the customer record', async () => {
    account.createEmailPasswordSession.mockRejectedValue(new AppwriteException('Invalid credentials.', 401, 'user_invalid_credentials'));
    await expect(logIn(credentials)).resolves.toMatchObject({ ok: false, status: 401 });
    expect(account.deleteSession).not.toHaveBeenCalled();
    expect(account.get).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a customer record the server cannot give fails the login, saying why', async () => {
    account.get.mockResolvedValue(appwriteUser({}));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(logIn(credentials)).resolves.toEqual(unreachableFailure());
  });
});

describe('the message for a failed login', () => {
  const failedWith = async (error: unknown) => {
    account.createEmailPasswordSession.mockRejectedValueOnce(error);
    const result = await logIn(credentials);
    if (result.ok) throw new Error('the login should have failed');
    return loginFailureMessage(result);
  };

  test("is the spec's for every refusal about the credentials or the form, whatever the server's own text", async () => {
    expect(await failedWith(new AppwriteException('Invalid credentials.', 401, 'user_invalid_credentials'))).toBe(
      toastMessages.loginFailed,
    );
    expect(
      await failedWith(
        new AppwriteException('Invalid `email` param: Value must be a valid email address', 400, 'general_argument_invalid'),
      ),
    ).toBe(toastMessages.loginFailed);
    expect(
      await failedWith(
        new AppwriteException(
          'Invalid `password` param: Password must be between 8 and 256 characters long.',
          400,
          'general_argument_invalid',
        ),
      ),
    ).toBe(toastMessages.loginFailed);
    expect(await failedWith(new AppwriteException('Missing required parameter: "email"', 0, ''))).toBe(toastMessages.loginFailed);
    expect(await failedWith(new AppwriteException('<html>500</html>', 500, ''))).toBe(toastMessages.loginFailed);
  });

  test('says what happened when the server is unreachable or refuses more attempts for now', async () => {
    expect(await failedWith(new TypeError('Failed to fetch'))).toBe(toastMessages.serverUnreachable);
    // A proxy's error page for a server that is down is not a message for the visitor.
    expect(await failedWith(new AppwriteException('<html><body>502 Bad Gateway</body></html>', 502, ''))).toBe(
      toastMessages.serverUnreachable,
    );
    const limited = 'Rate limit for the current endpoint has been exceeded. Please try again after some time.';
    expect(await failedWith(new AppwriteException(limited, 429, 'general_rate_limit_exceeded'))).toBe(limited);
  });
});

describe('logOut', () => {
  test('deletes the current session, and a session already gone is not an error', async () => {
    await expect(logOut()).resolves.toMatchObject({ ok: true });
    expect(account.deleteSession).toHaveBeenCalledWith({ sessionId: 'current' });
    account.deleteSession.mockRejectedValue(new AppwriteException('Session not found.', 404, 'user_session_not_found'));
    await expect(logOut()).resolves.toMatchObject({ ok: true });
    account.deleteSession.mockRejectedValue(
      new AppwriteException('User (role: guests) missing scopes (["account"])', 401, 'general_unauthorized_scope'),
    );
    await expect(logOut()).resolves.toMatchObject({ ok: true });
  });

  test('a server that cannot be reached, or that fails, leaves the visitor logged in', async () => {
    account.deleteSession.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(logOut()).resolves.toEqual(unreachableFailure());
    account.deleteSession.mockRejectedValue(new AppwriteException('Server Error', 500, 'general_server_error'));
    await expect(logOut()).resolves.toMatchObject({ ok: false, status: 500 });
  });

  test('everywhere: ends every session of the account', async () => {
    await expect(logOutEverywhere()).resolves.toMatchObject({ ok: true });
    expect(account.deleteSessions).toHaveBeenCalledTimes(1);
  });
});
