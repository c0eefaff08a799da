import type { ApiResult } from '@rcm/shared';
import { appwriteAccount, ID } from '@rcm/shared/appwrite';
import { sdkAction } from '../../lib/sdk-call';
import { sendVerificationEmail } from '../../lib/email-links';

/** The verification mail of the latest registration, while it is still being sent. */
let verificationMail: Promise<void> = Promise.resolve();

/**
 * Mails the new account its verification link as Appwrite has clients do it: with a session
 * (createEmailVerification needs one), which is ended again, since the spec returns to the
 * login form after a registration. Nothing here can fail the registration.
 */
async function mailVerification(email: string, password: string): Promise<void> {
  const account = appwriteAccount();
  try {
    await account.createEmailPasswordSession({ email, password });
  } catch {
    // Already signed in elsewhere in this browser, throttled or unreachable: no mail now; the profile offers to send one.
    return;
  }
  try {
    await sendVerificationEmail();
  } finally {
    await account.deleteSession({ sessionId: 'current' }).catch(() => undefined);
  }
}

/**
 * Waits for a verification mail still being sent, so a login right after registering does not
 * find (or lose) that short session.
 */
export function verificationMailSettled(): Promise<void> {
  return verificationMail;
}

/**
 * Creates the account (the username is its email address) and starts mailing its verification
 * link without waiting for it: the registration succeeds whether or not the mail goes.
 */
export async function register(input: { name: string; username: string; password: string }): Promise<ApiResult> {
  const email = input.username.trim();
  const created = await sdkAction(
    () => appwriteAccount().create({ userId: ID.unique(), email, password: input.password, name: input.name.trim() }),
    201,
  );
  if (created.ok) verificationMail = mailVerification(email, input.password).catch(() => undefined);
  return created;
}
