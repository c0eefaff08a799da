import { unreachableFailure, type ApiFailure } from '@rcm/shared';
import { AppwriteException } from '@rcm/shared/appwrite';

/** What a proxy in front of the account server answers when the server behind it is down. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/**
 * A failed SDK call in the site's one result shape. The server could not be reached when the
 * SDK's fetch failed (a TypeError, not an AppwriteException) or a proxy answered that it is
 * down; only Appwrite's own errors (they carry a type) have a message meant for people, never
 * an SDK-side argument check (code 0) or a proxy's HTML page.
 */
export function appwriteFailure(error: unknown): ApiFailure {
  if (!(error instanceof AppwriteException) || GATEWAY_FAILURES.has(error.code)) return unreachableFailure();
  return { ok: false, status: error.code, message: error.type && error.message ? error.message : '', type: error.type, unreachable: false };
}
