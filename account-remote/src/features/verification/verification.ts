import { appwriteAccount } from '@rcm/shared/appwrite';
import { sdkAction, sdkCall } from '../../lib/sdk-call';

/** Confirms the address with the mailed link's user id and secret (Appwrite's updateEmailVerification). */
export const confirmEmail = (input: { userId: string; secret: string }) =>
  sdkAction(() => appwriteAccount().updateEmailVerification(input));

/** Whether the signed-in account's address is verified (from Appwrite's account). */
export const emailVerified = () => sdkCall(async () => (await appwriteAccount().get()).emailVerification);

/** The signed-in account's address now (after an email change took effect), from Appwrite's account. */
export const currentEmail = () => sdkCall(async () => (await appwriteAccount().get()).email);
