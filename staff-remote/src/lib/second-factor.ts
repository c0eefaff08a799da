import { unreachableFailure, type ApiResult, MORE_FACTORS_REQUIRED_TYPE } from '@rcm/shared';

/**
 * The Appwrite SDK, loaded only when the console needs it (a staff member without two-step
 * verification, or an export's code): the console's pages otherwise never download it.
 */
const sdk = () => import('@rcm/shared/appwrite');

/** An SDK call in the site's one result shape: the API's status and type, or unreachable. */
async function sdkCall<T>(call: (account: Awaited<ReturnType<typeof sdk>>) => Promise<T>): Promise<ApiResult<T>> {
  let loaded: Awaited<ReturnType<typeof sdk>>;
  try {
    loaded = await sdk();
  } catch {
    return unreachableFailure();
  }
  try {
    return { ok: true, status: 200, message: '', value: await call(loaded) };
  } catch (error) {
    if (!(error instanceof loaded.AppwriteException) || !error.type) return unreachableFailure();
    return { ok: false, status: error.code, message: '', type: error.type, unreachable: false };
  }
}

/**
 * What a staff API 401 `user_more_factors_required` means for this browser's session, asked of
 * the account API: `code` when the session itself owes its second factor (the account API says
 * the same), `setup` when the session is complete, so the account lacks two-step verification
 * (or its authenticator app), `signed-out` when there is no session, `unreachable` otherwise.
 */
export async function whyMoreFactors(): Promise<'code' | 'setup' | 'signed-out' | 'unreachable'> {
  const result = await sdkCall((loaded) => loaded.appwriteAccount().get());
  if (result.ok) return 'setup';
  if (result.type === MORE_FACTORS_REQUIRED_TYPE) return 'code';
  return result.status === 401 ? 'signed-out' : 'unreachable';
}

/** A challenge for the authenticator app (an hour to answer): its id and when it ends. */
export const createAuthenticatorChallenge = () =>
  sdkCall(async (loaded) => {
    const challenge = await loaded.appwriteAccount().createMFAChallenge({ factor: loaded.AuthenticationFactor.Totp });
    return { id: challenge.$id, expires: Date.parse(challenge.expire) };
  });

/** Answers the challenge: the session counts as just confirmed (what an export asks for). */
export const answerChallenge = (challengeId: string, otp: string) =>
  sdkCall(async (loaded) => {
    await loaded.appwriteAccount().updateMFAChallenge({ challengeId, otp });
  });
