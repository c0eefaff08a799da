import { backendClient, type ApiResult, type PackageId } from '@rcm/shared';
import { appwriteAccount } from '@rcm/shared/appwrite';
import { appwriteFailure } from '../../lib/appwrite-failure';

const SESSION_EXPIRED = 401;

/**
 * `PUT {backend}/subscribtion` with the visitor's cookie and a JWT of their session, so the
 * same page works whether auth is the backend's own or a real Appwrite project. The card
 * number goes nowhere else. A 401 means the session has ended; a JWT the server would not
 * give counts as that too, while a server that could not be asked is only unreachable (a
 * network blip must not log anyone out).
 */
export async function subscribe(request: { username: string; packageId: PackageId; cardNumber: string }): Promise<ApiResult> {
  let jwt: string;
  try {
    jwt = (await appwriteAccount().createJWT({ duration: 60 })).jwt;
  } catch (error) {
    const failure = appwriteFailure(error);
    return failure.unreachable ? failure : { ...failure, status: SESSION_EXPIRED };
  }
  return backendClient().updateSubscription({ username: request.username, subscribtion: request.packageId, creditCard: request.cardNumber }, { jwt });
}
