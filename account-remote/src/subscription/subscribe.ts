import { createBackendClient, getRuntimeConfig, type PackageId } from '@rcm/shared';

export type SubscribeOutcome = 'subscribed' | 'session-expired' | 'failed';

/** `PUT {backend}/subscribtion` with the visitor's cookie; the card number goes nowhere else. */
export async function subscribe(request: { username: string; packageId: PackageId; cardNumber: string }): Promise<SubscribeOutcome> {
  const result = await createBackendClient(getRuntimeConfig().backendUrl).updateSubscription({
    username: request.username,
    subscribtion: request.packageId,
    creditCard: request.cardNumber,
  });
  if (result.ok) return 'subscribed';
  return result.status === 401 ? 'session-expired' : 'failed';
}
