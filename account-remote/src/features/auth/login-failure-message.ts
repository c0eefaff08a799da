import { toastMessages, TOO_MANY_ATTEMPTS_STATUS, type ApiFailure } from '@rcm/shared';
import { accountFailureMessage } from '../../lib/appwrite-failure';

/**
 * The spec shows "Incorrect username or password." for a failed login. Two failures are not
 * about the credentials and would mislead if worded so: a server that cannot be reached, and
 * one that refuses more attempts for now (`accountFailureMessage` says so in our words).
 */
export function loginFailureMessage(result: ApiFailure): string {
  if (result.unreachable || result.status === TOO_MANY_ATTEMPTS_STATUS) return accountFailureMessage(result);
  return toastMessages.loginFailed;
}
