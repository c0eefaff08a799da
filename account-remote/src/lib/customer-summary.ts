import { backendClient, type ApiResult, type CustomerSummary } from '@rcm/shared';
import { sessionJwt } from './session-jwt';

/** The signed-in customer's package and RC score from the server's records (401: the session has ended). */
export async function customerSummary(): Promise<ApiResult<CustomerSummary>> {
  const jwt = await sessionJwt();
  if (!jwt.ok) return jwt;
  return backendClient().customer({ jwt: jwt.value });
}
