import type { ApiResult, CancellationReply, SubscriptionHistoryEntry } from '@rcm/shared';
import { siteApi } from '../../lib/site-api';

/** `DELETE {backend}/subscribtion`: cancels the signed-in customer's own package. */
export const cancelSubscription = (): Promise<ApiResult<CancellationReply>> => siteApi().cancelSubscription();

/** `GET {backend}/subscribtion/history`: the signed-in customer's changes, newest first. */
export const subscriptionHistory = (): Promise<ApiResult<SubscriptionHistoryEntry[]>> => siteApi().subscriptionHistory();
