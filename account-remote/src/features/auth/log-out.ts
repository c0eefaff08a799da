import type { ApiResult } from '@rcm/shared';
import { appwriteAccount } from '@rcm/shared/appwrite';
import { appwriteFailure } from '../../lib/appwrite-failure';
import { succeeded } from '../../lib/sdk-call';

/** Replies that mean there is no session left to end: the visitor is logged out either way. */
const ALREADY_GONE = new Set([401, 404]);

async function ending(call: () => Promise<unknown>): Promise<ApiResult> {
  try {
    await call();
  } catch (error) {
    const failure = appwriteFailure(error);
    // Anything else (above all, a server that could not be reached) leaves the session alive:
    // saying "logged out" then would leave the account open on a shared clinic computer.
    if (failure.unreachable || !ALREADY_GONE.has(failure.status)) return failure;
  }
  return succeeded(undefined, 204);
}

/** Ends this browser's session. */
export function logOut(): Promise<ApiResult> {
  return ending(() => appwriteAccount().deleteSession({ sessionId: 'current' }));
}

/** Ends every session of the account, on every device, this one included. */
export function logOutEverywhere(): Promise<ApiResult> {
  return ending(() => appwriteAccount().deleteSessions());
}
