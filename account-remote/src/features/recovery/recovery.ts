import { paths, type ApiResult } from '@rcm/shared';
import { appwriteAccount } from '@rcm/shared/appwrite';
import { appwriteFailure } from '../../lib/appwrite-failure';
import { pageLink } from '../../lib/email-links';

/**
 * Asks for a reset link by mail (Appwrite's createRecovery). The server answers the same
 * whether or not the address has an account.
 */
export async function requestRecovery(email: string): Promise<ApiResult> {
  try {
    await appwriteAccount().createRecovery({ email: email.trim(), url: pageLink(paths.resetPassword) });
    return { ok: true, status: 201, message: '', value: undefined };
  } catch (error) {
    return appwriteFailure(error);
  }
}

/** Sets the new password with the mailed link's user id and secret (Appwrite's updateRecovery). */
export async function resetPassword(input: { userId: string; secret: string; password: string }): Promise<ApiResult> {
  try {
    await appwriteAccount().updateRecovery(input);
    return { ok: true, status: 200, message: '', value: undefined };
  } catch (error) {
    return appwriteFailure(error);
  }
}
