import { toastMessages, type UserData } from '@rcm/shared';
import { AppwriteException, ID } from '@rcm/shared/appwrite';
import { appwriteAccount } from './appwrite-account';

export type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; message?: string };

/** The spec's RC score: an integer from 0 to 99, drawn once per account. */
export function drawRcScore(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % 100;
}

/** An answer from the server (any status), as opposed to a request that never got one. */
const isServerAnswer = (error: unknown): error is AppwriteException => error instanceof AppwriteException && error.code > 0;

/** What a proxy in front of the account server answers when the server behind it is down. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/**
 * True when the server itself could not be reached: the SDK's fetch failed (a TypeError, as
 * opposed to an AppwriteException from the server or from the SDK's own argument checks), or a
 * proxy answered for it that it is down (its HTML error page must not become a toast).
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof AppwriteException ? GATEWAY_FAILURES.has(error.code) : true;
}

/** What to tell the visitor about a failed call: the server's own message, or that it is unreachable. */
function failureMessage(error: unknown): string | undefined {
  if (isUnreachable(error)) return toastMessages.serverUnreachable;
  // Appwrite's own errors carry a type; anything else (another proxy page) has no message for people.
  return isServerAnswer(error) && error.type && error.message ? error.message : undefined;
}

/** Creates the account; the username is its email address. */
export async function register(input: { name: string; username: string; password: string }): Promise<Outcome> {
  try {
    await appwriteAccount().create({ userId: ID.unique(), email: input.username.trim(), password: input.password, name: input.name.trim() });
    return { ok: true, value: undefined };
  } catch (error) {
    return { ok: false, message: failureMessage(error) };
  }
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
export async function logIn(input: { username: string; password: string }): Promise<Outcome<UserData>> {
  try {
    await openSession(input.username.trim(), input.password);
    const account = appwriteAccount();
    const user = await account.get();
    let stored: Record<string, unknown> = user.prefs;
    if (typeof stored.rc_score !== 'number') {
      const subscribtion = typeof stored.subscribtion === 'string' ? stored.subscribtion : 'none';
      stored = (await account.updatePrefs({ prefs: { ...stored, rc_score: drawRcScore(), subscribtion } })).prefs;
    }
    return {
      ok: true,
      value: {
        name: user.name,
        username: user.email,
        subscribtion: typeof stored.subscribtion === 'string' ? stored.subscribtion : 'none',
        rc_score: Number(stored.rc_score),
      },
    };
  } catch (error) {
    // Wrong credentials get the spec's message (from the page); anything else says what happened.
    if (isServerAnswer(error) && error.code === 401) return { ok: false };
    return { ok: false, message: failureMessage(error) };
  }
}

/** Ends the server session; one that is already gone is not an error. */
export async function logOut(): Promise<void> {
  try {
    await appwriteAccount().deleteSession({ sessionId: 'current' });
  } catch {
    // Expired or deleted elsewhere: the visitor is logged out either way.
  }
}
