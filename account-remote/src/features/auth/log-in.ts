import type { ApiResult, UserData } from '@rcm/shared';
import { appwriteAccount, AppwriteException } from '@rcm/shared/appwrite';
import { appwriteFailure } from '../../lib/appwrite-failure';

/** The spec's RC score: an integer from 0 to 99, drawn once per account. */
function drawRcScore(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % 100;
}

async function openSession(email: string, password: string): Promise<void> {
  const account = appwriteAccount();
  try {
    await account.createEmailPasswordSession({ email, password });
  } catch (error) {
    // A session left over on the server (another tab, an earlier visit) must not block a login.
    if (!(error instanceof AppwriteException) || error.type !== 'user_session_already_exists') throw error;
    await account.deleteSession({ sessionId: 'current' });
    await account.createEmailPasswordSession({ email, password });
  }
}

/**
 * Logs in and returns what the site keeps locally. On the first login the account's prefs get
 * its RC score and `subscribtion: 'none'`; later logins read them back from the server.
 */
export async function logIn(input: { username: string; password: string }): Promise<ApiResult<UserData>> {
  try {
    await openSession(input.username.trim(), input.password);
    const account = appwriteAccount();
    const user = await account.get();
    let stored: Record<string, unknown> = user.prefs;
    if (typeof stored.rc_score !== 'number') {
      const subscribtion = typeof stored.subscribtion === 'string' ? stored.subscribtion : 'none';
      stored = (await account.updatePrefs({ prefs: { ...stored, rc_score: drawRcScore(), subscribtion } })).prefs;
    }
    const value: UserData = {
      name: user.name,
      username: user.email,
      subscribtion: typeof stored.subscribtion === 'string' ? stored.subscribtion : 'none',
      rc_score: Number(stored.rc_score),
    };
    return { ok: true, status: 201, message: '', value };
  } catch (error) {
    return appwriteFailure(error);
  }
}
