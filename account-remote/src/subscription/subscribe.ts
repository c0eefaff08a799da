import { createBackendClient, getRuntimeConfig, type PackageId } from '@rcm/shared';
import { appwriteAccount } from '../auth/appwrite-account';

export type SubscribeOutcome = 'subscribed' | 'session-expired' | 'failed';

/** A short-lived proof of the session for the backend; null when there is no session left. */
async function sessionJwt(): Promise<string | null> {
  try {
    return (await appwriteAccount().createJWT({ duration: 60 })).jwt;
  } catch {
    return null;
  }
}

/**
 * `PUT {backend}/subscribtion` with the visitor's cookie and a JWT of their session, so the
 * same page works whether auth is the backend's own or a real Appwrite project. The card
 * number goes nowhere else.
 */
export async function subscribe(request: { username: string; packageId: PackageId; cardNumber: string }): Promise<SubscribeOutcome> {
  const jwt = await sessionJwt();
  if (!jwt) return 'session-expired';
  const result = await createBackendClient(getRuntimeConfig().backendUrl).updateSubscription(
    { username: request.username, subscribtion: request.packageId, creditCard: request.cardNumber },
    { jwt },
  );
  if (result.ok) return 'subscribed';
  return result.status === 401 ? 'session-expired' : 'failed';
}
