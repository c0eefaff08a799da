import type { ApiResult } from '@rcm/shared';
import { appwriteAccount, AuthenticationFactor, AuthenticatorType, type Models } from '@rcm/shared/appwrite';
import { sdkCall, succeeded } from '../../lib/sdk-call';

/** The second factors a code can be given with here (Appwrite's `phone` and `custom` are not offered). */
export type CodeFactor = AuthenticationFactor.Totp | AuthenticationFactor.Recoverycode | AuthenticationFactor.Email;
export const codeFactors = {
  totp: AuthenticationFactor.Totp,
  recoveryCode: AuthenticationFactor.Recoverycode,
  email: AuthenticationFactor.Email,
} as const;

/** What the account has: `mfa` on, and the factors it can give (Appwrite's `listMFAFactors`). */
export interface TwoStepStatus {
  on: boolean;
  factors: Models.MfaFactors;
}

/** Appwrite's listMFAFactors: also answered to a session that still owes its second factor. */
export const listFactors = () => sdkCall(() => appwriteAccount().listMFAFactors());

export async function twoStepStatus(): Promise<ApiResult<TwoStepStatus>> {
  const account = await sdkCall(() => appwriteAccount().get());
  if (!account.ok) return account;
  const factors = await listFactors();
  return factors.ok ? succeeded({ on: account.value.mfa, factors: factors.value }) : factors;
}

/** Step 1: a new (unconfirmed) authenticator app: its secret, and the `otpauth://` URI for the QR code. */
export const addAuthenticator = () => sdkCall(() => appwriteAccount().createMFAAuthenticator({ type: AuthenticatorType.Totp }));

/** Step 2: the app confirmed with a code it shows. */
export const confirmAuthenticator = (otp: string) =>
  sdkCall(() => appwriteAccount().updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp }));

/** Removing the app needs a code given within 30 minutes (401 user_challenge_required). */
export const removeAuthenticator = () => sdkCall(() => appwriteAccount().deleteMFAAuthenticator({ type: AuthenticatorType.Totp }));

/** Step 3: the first recovery codes (409 while any is left). */
export const createRecoveryCodes = () => sdkCall(async () => (await appwriteAccount().createMFARecoveryCodes()).recoveryCodes);

/** New recovery codes in place of the old ones (a code given within 30 minutes; 404 when there were none). */
export const replaceRecoveryCodes = () => sdkCall(async () => (await appwriteAccount().updateMFARecoveryCodes()).recoveryCodes);

/** Turns two-step verification on or off (Appwrite asks no code for either). */
export const setTwoStep = (mfa: boolean) => sdkCall(() => appwriteAccount().updateMFA({ mfa }));

/** A challenge for `factor` (for `email`, the code is mailed now). */
export const createChallenge = (factor: CodeFactor) => sdkCall(() => appwriteAccount().createMFAChallenge({ factor }));

/** Answers a challenge: the session gains the factor and counts as just confirmed. */
export const answerChallenge = (challengeId: string, otp: string) =>
  sdkCall(() => appwriteAccount().updateMFAChallenge({ challengeId, otp }));
