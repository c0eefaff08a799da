import type { ApiResult, CancellationReply, Invoice, PackageId, SubscriptionHistoryEntry, SubscriptionQuote } from '@rcm/shared';
import { siteApi } from '../../lib/site-api';

/** `DELETE {backend}/subscribtion`: cancels the signed-in customer's own package. */
export const cancelSubscription = (): Promise<ApiResult<CancellationReply>> => siteApi().cancelSubscription();

/** `POST {backend}/subscribtion/resume`: undoes the cancellation of the package held; nothing is charged. */
export const resumeSubscription = (): Promise<ApiResult<CancellationReply>> => siteApi().resumeSubscription();

/** `GET {backend}/subscribtion/quote`: what choosing the package would charge today, and why. */
export const subscriptionQuote = (packageId: PackageId): Promise<ApiResult<SubscriptionQuote>> => siteApi().subscriptionQuote(packageId);

/** `GET {backend}/subscribtion/history`: the signed-in customer's changes, newest first. */
export const subscriptionHistory = (): Promise<ApiResult<SubscriptionHistoryEntry[]>> => siteApi().subscriptionHistory();

/** `GET {backend}/subscribtion/invoices/<number>`: one of the signed-in customer's invoices. */
export const invoice = (number: string): Promise<ApiResult<Invoice>> => siteApi().invoice(number);
