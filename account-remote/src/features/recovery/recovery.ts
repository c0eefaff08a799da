import { paths } from '@rcm/shared';
import { appwriteAccount } from '@rcm/shared/appwrite';
import { pageLink } from '../../lib/email-links';
import { sdkAction } from '../../lib/sdk-call';

/**
 * Asks for a reset link by mail (Appwrite's createRecovery). The server answers the same
 * whether or not the address has an account.
 */
export const requestRecovery = (email: string) =>
  sdkAction(() => appwriteAccount().createRecovery({ email: email.trim(), url: pageLink(paths.resetPassword) }), 201);

/** Sets the new password with the mailed link's user id and secret (Appwrite's updateRecovery). */
export const resetPassword = (input: { userId: string; secret: string; password: string }) =>
  sdkAction(() => appwriteAccount().updateRecovery(input));
