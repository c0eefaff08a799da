import { accountSettingsMessages as text } from '@rcm/shared/account-texts';
import { TOO_MANY_ATTEMPTS_STATUS, type ApiFailure } from '@rcm/shared';

/** What a refused password check means for the field: wrong, or too many tries. */
export function passwordProblem(result: ApiFailure): string | undefined {
  if (result.type === 'user_invalid_credentials') return text.currentPasswordWrong;
  if (result.status === TOO_MANY_ATTEMPTS_STATUS) return text.tooManyAttempts;
  return undefined;
}
