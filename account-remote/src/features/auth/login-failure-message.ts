import { toastMessages, type ApiFailure } from '@rcm/shared';
import { accountFailureMessage } from '../../lib/appwrite-failure';

const TOO_MANY_ATTEMPTS = 429;

/**
 * The spec shows "Incorrect username or password." for a failed login. Two failures are not
 * about the credentials and would mislead if worded so: a server that cannot be reached, and
 * one that refuses more attempts for now (`accountFailureMessage` says so in our words).
 */
export function loginFailureMessage(result: ApiFailure): string {
  if (result.unreachable || result.status === TOO_MANY_ATTEMPTS) return accountFailureMessage(result);
  return toastMessages.loginFailed;
}
