import { toastMessages, unreachableFailure } from '@rcm/shared';
import { AppwriteException } from '@rcm/shared/appwrite';
import { logIn } from './log-in';
import { loginFailureMessage } from './login-failure-message';
import { logOut } from './log-out';
import { register } from './register';

const account = {
  create: jest.fn(),
  createEmailPasswordSession: jest.fn(),
  deleteSession: jest.fn(),
  get: jest.fn(),
  updatePrefs: jest.fn(),
};
jest.mock('@rcm/shared/appwrite', () => ({ ...jest.requireActual('@rcm/shared/appwrite'), appwriteAccount: () => account }));

const credentials = { username: 'maria@clinic.com', password: 'password123' };

function appwriteUser(prefs: Record<string, unknown>) {
  return { $id: 'u1', name: 'Maria Lopez', email: 'maria@clinic.com', prefs };
}

beforeEach(() => {
  jest.clearAllMocks();
  account.createEmailPasswordSession.mockResolvedValue({ $id: 's1' });
  account.deleteSession.mockResolvedValue({});
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

  test("passes on the server's message, e.g. for an address already registered", async () => {
    const duplicate = 'A user with the same id, email, or phone already exists in this project.';
    account.create.mockRejectedValue(new AppwriteException(duplicate, 409, 'user_already_exists'));
    await expect(register({ name: 'Maria Lopez', ...credentials })).resolves.toEqual({ ok: false, status: 409, message: duplicate, unreachable: false });
  });

  test('says the server cannot be reached for a network failure, and has no message of its own for an SDK-side check', async () => {
    account.create.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(register({ name: 'Maria Lopez', ...credentials })).resolves.toEqual(unreachableFailure());
    account.create.mockRejectedValueOnce(new AppwriteException('Missing required parameter: "password"', 0, ''));
    await expect(register({ name: 'Maria Lopez', ...credentials })).resolves.toEqual({ ok: false, status: 0, message: '', unreachable: false });
  });
});

describe('logIn', () => {
  test('on the first login gives the account its RC score and "none", keeping other prefs', async () => {
    account.get.mockResolvedValue(appwriteUser({ theme: 'dark' }));
    const outcome = await logIn(credentials);
    expect(account.createEmailPasswordSession).toHaveBeenCalledWith({ email: 'maria@clinic.com', password: 'password123' });
    const { prefs } = account.updatePrefs.mock.calls[0]![0] as { prefs: Record<string, unknown> };
    expect(prefs).toEqual({ theme: 'dark', rc_score: expect.any(Number), subscribtion: 'none' });
    expect(outcome).toMatchObject({
      ok: true,
      value: { name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'none', rc_score: prefs.rc_score },
    });
    expect(Number.isInteger(prefs.rc_score) && (prefs.rc_score as number) >= 0 && (prefs.rc_score as number) <= 99).toBe(true);
  });

  test('keeps a subscription the server set before the first login', async () => {
    account.get.mockResolvedValue(appwriteUser({ subscribtion: 'gold' }));
    const outcome = await logIn(credentials);
    expect(account.updatePrefs).toHaveBeenCalledWith({ prefs: { subscribtion: 'gold', rc_score: expect.any(Number) } });
    expect(outcome.ok && outcome.value.subscribtion).toBe('gold');
  });

  test('reads a returning user back from the prefs without drawing a new score', async () => {
    account.get.mockResolvedValue(appwriteUser({ rc_score: 42, subscribtion: 'platinum' }));
    await expect(logIn(credentials)).resolves.toMatchObject({
      ok: true,
      value: { name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'platinum', rc_score: 42 },
    });
    expect(account.updatePrefs).not.toHaveBeenCalled();
  });

  test('a session left on the server is deleted and the login tried once more', async () => {
    account.createEmailPasswordSession
      .mockRejectedValueOnce(new AppwriteException('Creation of a session is prohibited when a session is active.', 401, 'user_session_already_exists'))
      .mockResolvedValueOnce({ $id: 's2' });
    account.get.mockResolvedValue(appwriteUser({ rc_score: 5, subscribtion: 'none' }));
    await expect(logIn(credentials)).resolves.toMatchObject({ ok: true });
    expect(account.deleteSession).toHaveBeenCalledWith({ sessionId: 'current' });
    expect(account.createEmailPasswordSession).toHaveBeenCalledTimes(2);
  });

  test('wrong credentials fail without touching the account', async () => {
    account.createEmailPasswordSession.mockRejectedValue(new AppwriteException('Invalid credentials.', 401, 'user_invalid_credentials'));
    await expect(logIn(credentials)).resolves.toMatchObject({ ok: false, status: 401 });
    expect(account.deleteSession).not.toHaveBeenCalled();
    expect(account.get).not.toHaveBeenCalled();
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
    expect(await failedWith(new AppwriteException('Invalid credentials.', 401, 'user_invalid_credentials'))).toBe(toastMessages.loginFailed);
    expect(await failedWith(new AppwriteException('Invalid `email` param: Value must be a valid email address', 400, 'general_argument_invalid'))).toBe(
      toastMessages.loginFailed,
    );
    expect(await failedWith(new AppwriteException('Invalid `password` param: Password must be between 8 and 256 characters long.', 400, 'general_argument_invalid'))).toBe(
      toastMessages.loginFailed,
    );
    expect(await failedWith(new AppwriteException('Missing required parameter: "email"', 0, ''))).toBe(toastMessages.loginFailed);
    expect(await failedWith(new AppwriteException('<html>500</html>', 500, ''))).toBe(toastMessages.loginFailed);
  });

  test('says what happened when the server is unreachable or refuses more attempts for now', async () => {
    expect(await failedWith(new TypeError('Failed to fetch'))).toBe(toastMessages.serverUnreachable);
    // A proxy's error page for a server that is down is not a message for the visitor.
    expect(await failedWith(new AppwriteException('<html><body>502 Bad Gateway</body></html>', 502, ''))).toBe(toastMessages.serverUnreachable);
    const limited = 'Rate limit for the current endpoint has been exceeded. Please try again after some time.';
    expect(await failedWith(new AppwriteException(limited, 429, 'general_rate_limit_exceeded'))).toBe(limited);
  });
});

describe('logOut', () => {
  test('deletes the current session, and a session already gone is not an error', async () => {
    await logOut();
    expect(account.deleteSession).toHaveBeenCalledWith({ sessionId: 'current' });
    account.deleteSession.mockRejectedValue(new AppwriteException('Session not found.', 404, 'user_session_not_found'));
    await expect(logOut()).resolves.toBeUndefined();
  });
});
