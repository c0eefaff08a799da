import { appwriteAccount } from '@rcm/shared/appwrite';

/** Ends the server session; one that is already gone is not an error. */
export async function logOut(): Promise<void> {
  try {
    await appwriteAccount().deleteSession({ sessionId: 'current' });
  } catch {
    // Expired or deleted elsewhere: the visitor is logged out either way.
  }
}
