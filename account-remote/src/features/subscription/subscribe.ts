import type { ApiResult, PackageId } from '@rcm/shared';
import { siteApi } from '../../lib/site-api';

/**
 * `PUT {backend}/subscribtion` with the visitor's cookie and a JWT of their session, so the
 * same page works whether auth is the backend's own or a real Appwrite project. The card
 * number goes nowhere else; the password only when the server asks for it again.
 */
export function subscribe(request: { username: string; packageId: PackageId; cardNumber: string; password?: string }): Promise<ApiResult> {
  return siteApi().updateSubscription({
    username: request.username,
    subscribtion: request.packageId,
    creditCard: request.cardNumber,
    ...(request.password ? { password: request.password } : {}),
  });
}
