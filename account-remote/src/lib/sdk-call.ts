import type { ApiResult } from '@rcm/shared';
import { appwriteFailure } from './appwrite-failure';

/** A call that went through, in the site's one result shape. */
export const succeeded = <T>(value: T, status = 200): ApiResult<T> => ({ ok: true, status, message: '', value });

/** An Appwrite SDK call in the site's one result shape: what it answered, or why it failed (`appwriteFailure`). */
export async function sdkCall<T>(call: () => Promise<T>, status = 200): Promise<ApiResult<T>> {
  try {
    return succeeded(await call(), status);
  } catch (error) {
    return appwriteFailure(error);
  }
}

/** An SDK call whose answer the page does not use: done (no value), or why it failed. */
export function sdkAction(call: () => Promise<unknown>, status = 200): Promise<ApiResult> {
  return sdkCall(async () => {
    await call();
    return undefined;
  }, status);
}
