import { toastMessages, type ApiFailure } from '@rcm/shared';

const TOO_MANY_ATTEMPTS = 429;

/**
 * The spec shows "Incorrect username or password." for a failed login. Two failures are not
 * about the credentials and would mislead if worded so: a server that cannot be reached, and
 * one that refuses more attempts for now (it says how, in its own message).
 */
export function loginFailureMessage(result: ApiFailure): string {
  if (result.unreachable) return toastMessages.serverUnreachable;
  if (result.status === TOO_MANY_ATTEMPTS && result.message) return result.message;
  return toastMessages.loginFailed;
}
