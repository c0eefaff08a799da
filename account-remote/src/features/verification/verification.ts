import type { ApiResult } from '@rcm/shared';
import { appwriteAccount } from '@rcm/shared/appwrite';
import { appwriteFailure } from '../../lib/appwrite-failure';

/** Confirms the address with the mailed link's user id and secret (Appwrite's updateEmailVerification). */
export async function confirmEmail(input: { userId: string; secret: string }): Promise<ApiResult> {
  try {
    await appwriteAccount().updateEmailVerification(input);
    return { ok: true, status: 200, message: '', value: undefined };
  } catch (error) {
    return appwriteFailure(error);
  }
}

/** Whether the signed-in account's address is verified (from Appwrite's account). */
export async function emailVerified(): Promise<ApiResult<boolean>> {
  try {
    const account = await appwriteAccount().get();
    return { ok: true, status: 200, message: '', value: account.emailVerification };
  } catch (error) {
    return appwriteFailure(error);
  }
}

/** The signed-in account's address now (after an email change took effect), from Appwrite's account. */
export async function currentEmail(): Promise<ApiResult<string>> {
  try {
    const account = await appwriteAccount().get();
    return { ok: true, status: 200, message: '', value: account.email };
  } catch (error) {
    return appwriteFailure(error);
  }
}
