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

/**
 * Whether the mailed link is still good, without spending it (ACC-10): this site's server
 * answers 204, or the reset's own 401/404 for a spent, expired or wrong link. Not an Appwrite
 * route: a real Appwrite project answers it otherwise, and the page then just shows the form.
 */
export const checkRecoveryLink = (input: { userId: string; secret: string }) =>
  sdkAction(() => {
    const { client } = appwriteAccount();
    return client.call('post', new URL(`${client.config.endpoint}/account/recovery/check`), { 'content-type': 'application/json' }, input);
  }, 204);
