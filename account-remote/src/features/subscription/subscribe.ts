import { createBackendClient, getRuntimeConfig, type PackageId } from '@rcm/shared';
import { appwriteAccount } from '../auth/appwrite-account';
import { isUnreachable } from '../auth/auth-actions';

export type SubscribeOutcome = 'subscribed' | 'session-expired' | 'unreachable' | 'failed';

/**
 * A short-lived proof of the session for the backend; 'no-session' when the server says there
 * is none left, 'unreachable' when it could not be asked (a network blip must not log anyone out).
 */
async function sessionJwt(): Promise<string | 'no-session' | 'unreachable'> {
  try {
    return (await appwriteAccount().createJWT({ duration: 60 })).jwt;
  } catch (error) {
    return isUnreachable(error) ? 'unreachable' : 'no-session';
  }
}

/**
 * `PUT {backend}/subscribtion` with the visitor's cookie and a JWT of their session, so the
 * same page works whether auth is the backend's own or a real Appwrite project. The card
 * number goes nowhere else.
 */
export async function subscribe(request: { username: string; packageId: PackageId; cardNumber: string }): Promise<SubscribeOutcome> {
  const jwt = await sessionJwt();
  if (jwt === 'no-session') return 'session-expired';
  if (jwt === 'unreachable') return 'unreachable';
  const result = await createBackendClient(getRuntimeConfig().backendUrl).updateSubscription(
    { username: request.username, subscribtion: request.packageId, creditCard: request.cardNumber },
    { jwt },
  );
  if (result.ok) return 'subscribed';
  if (result.unreachable) return 'unreachable';
  return result.status === 401 ? 'session-expired' : 'failed';
}
