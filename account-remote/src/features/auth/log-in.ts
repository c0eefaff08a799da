import type { ApiResult, UserData } from '@rcm/shared';
import { appwriteAccount, AppwriteException } from '@rcm/shared/appwrite';
import { customerSummary } from '../../lib/customer-summary';
import { sdkAction, sdkCall, succeeded } from '../../lib/sdk-call';
import { verificationMailSettled } from './register';

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
 * What the site keeps locally about the signed-in visitor: the name and email from the account,
 * the package and RC score from the server's customer record (the score is drawn there, once).
 * A session that still owes its second factor fails with 401 `user_more_factors_required`.
 */
export async function signedInUser(): Promise<ApiResult<UserData>> {
  const account = await sdkCall(() => appwriteAccount().get());
  if (!account.ok) return account;
  const user = account.value;
  const summary = await customerSummary();
  if (!summary.ok) return summary;
  const value: UserData = {
    name: user.name,
    username: user.email,
    subscribtion: summary.value.subscribtion,
    rc_score: summary.value.rc_score,
    labels: user.labels,
  };
  return succeeded(value, 201);
}

/**
 * Logs in and returns what the site keeps locally (`signedInUser`). With two-step verification
 * on, the session is open but owes its second factor: 401 `user_more_factors_required`, and the
 * login page asks for the code.
 */
export async function logIn(input: { username: string; password: string }): Promise<ApiResult<UserData>> {
  // A verification mail just started by a registration holds a short session of its own.
  await verificationMailSettled();
  const opened = await sdkAction(() => openSession(input.username.trim(), input.password));
  return opened.ok ? signedInUser() : opened;
}
