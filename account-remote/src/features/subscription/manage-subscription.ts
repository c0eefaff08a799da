import { backendClient, type ApiResult, type CancellationReply, type SubscriptionHistoryEntry } from '@rcm/shared';
import { sessionJwt } from '../../lib/session-jwt';

/** `DELETE {backend}/subscribtion`: cancels the signed-in customer's own package (cookie and session JWT, like subscribing). */
export async function cancelSubscription(): Promise<ApiResult<CancellationReply>> {
  const jwt = await sessionJwt();
  if (!jwt.ok) return jwt;
  return backendClient().cancelSubscription({ jwt: jwt.value });
}

/** `GET {backend}/subscribtion/history`: the signed-in customer's changes, newest first. */
export async function subscriptionHistory(): Promise<ApiResult<SubscriptionHistoryEntry[]>> {
  const jwt = await sessionJwt();
  if (!jwt.ok) return jwt;
  return backendClient().subscriptionHistory({ jwt: jwt.value });
}
