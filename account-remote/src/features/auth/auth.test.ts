import { toastMessages } from '@rcm/shared';
import { AppwriteException } from '@rcm/shared/appwrite';
import { drawRcScore, logIn, logOut, register } from './auth-actions';

const account = {
  create: jest.fn(),
  createEmailPasswordSession: jest.fn(),
  deleteSession: jest.fn(),
  get: jest.fn(),
  updatePrefs: jest.fn(),
};
jest.mock('./appwrite-account', () => ({ appwriteAccount: () => account }));

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
    await expect(register({ name: 'Maria Lopez', ...credentials })).resolves.toEqual({ ok: true, value: undefined });
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
    await expect(register({ name: 'Maria Lopez', ...credentials })).resolves.toEqual({ ok: false, message: duplicate });
  });

  test('says the server cannot be reached for a network failure, and has no message of its own for an SDK-side check', async () => {
    account.create.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(register({ name: 'Maria Lopez', ...credentials })).resolves.toEqual({ ok: false, message: toastMessages.serverUnreachable });
    account.create.mockRejectedValueOnce(new AppwriteException('Missing required parameter: "password"', 0, ''));
    await expect(register({ name: 'Maria Lopez', ...credentials })).resolves.toEqual({ ok: false, message: undefined });
  });
});

describe('logIn', () => {
  test('on the first login gives the account its RC score and "none", keeping other prefs', async () => {
    account.get.mockResolvedValue(appwriteUser({ theme: 'dark' }));
    const outcome = await logIn(credentials);
    expect(account.createEmailPasswordSession).toHaveBeenCalledWith({ email: 'maria@clinic.com', password: 'password123' });
    const { prefs } = account.updatePrefs.mock.calls[0]![0] as { prefs: Record<string, unknown> };
    expect(prefs).toEqual({ theme: 'dark', rc_score: expect.any(Number), subscribtion: 'none' });
    expect(outcome).toEqual({
      ok: true,
      value: { name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'none', rc_score: prefs.rc_score },
    });
  });

  test('keeps a subscription the server set before the first login', async () => {
    account.get.mockResolvedValue(appwriteUser({ subscribtion: 'gold' }));
    const outcome = await logIn(credentials);
    expect(account.updatePrefs).toHaveBeenCalledWith({ prefs: { subscribtion: 'gold', rc_score: expect.any(Number) } });
    expect(outcome.ok && outcome.value.subscribtion).toBe('gold');
  });

  test('reads a returning user back from the prefs without drawing a new score', async () => {
    account.get.mockResolvedValue(appwriteUser({ rc_score: 42, subscribtion: 'platinum' }));
    await expect(logIn(credentials)).resolves.toEqual({
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
    await expect(logIn(credentials)).resolves.toEqual({ ok: false });
    expect(account.deleteSession).not.toHaveBeenCalled();
    expect(account.get).not.toHaveBeenCalled();
  });

  test('an unreachable server or a refusal other than wrong credentials says what happened', async () => {
    account.createEmailPasswordSession.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(logIn(credentials)).resolves.toEqual({ ok: false, message: toastMessages.serverUnreachable });
    const limited = 'Rate limit for the current endpoint has been exceeded. Please try again after some time.';
    account.createEmailPasswordSession.mockRejectedValueOnce(new AppwriteException(limited, 429, 'general_rate_limit_exceeded'));
    await expect(logIn(credentials)).resolves.toEqual({ ok: false, message: limited });
    // A proxy's error page for a server that is down is not a message for the visitor.
    account.createEmailPasswordSession.mockRejectedValueOnce(new AppwriteException('<html><body>502 Bad Gateway</body></html>', 502, ''));
    await expect(logIn(credentials)).resolves.toEqual({ ok: false, message: toastMessages.serverUnreachable });
    account.createEmailPasswordSession.mockRejectedValueOnce(new AppwriteException('<html>500</html>', 500, ''));
    await expect(logIn(credentials)).resolves.toEqual({ ok: false, message: undefined });
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

test('the RC score is an integer from 0 to 99', () => {
  for (let draw = 0; draw < 500; draw += 1) {
    const score = drawRcScore();
    expect(Number.isInteger(score) && score >= 0 && score <= 99).toBe(true);
  }
});
