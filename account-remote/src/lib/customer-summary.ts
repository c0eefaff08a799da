import type { ApiResult, CustomerSummary } from '@rcm/shared';
import { siteApi } from './site-api';

/** The signed-in customer's package and RC score from the server's records (401: the session has ended). */
export const customerSummary = (): Promise<ApiResult<CustomerSummary>> => siteApi().customer();
