import { accountFailureMessages as plain } from '@rcm/shared/account-texts';
import { failureMessage, TOO_MANY_ATTEMPTS_STATUS, unreachableFailure, type ApiFailure } from '@rcm/shared';
import { AppwriteException } from '@rcm/shared/appwrite';

/** What a proxy in front of the account server answers when the server behind it is down. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);
/** Our words for the account server's refusals, by type (the API's own texts are for developers). */
const MESSAGE_OF_TYPE: Record<string, string> = {
  user_already_exists: plain.accountExists,
  user_email_already_exists: plain.emailTaken,
  user_target_already_exists: plain.emailTaken,
  general_invalid_email: plain.emailInvalid,
  password_dictionary: plain.commonPassword,
  user_blocked: plain.accountBlocked,
};

/** Our words for a parameter the server refused ("Invalid `email` param: …"), by parameter. */
const MESSAGE_OF_PARAM: Record<string, string> = {
  email: plain.emailInvalid,
  password: plain.passwordLength,
  name: plain.nameInvalid,
};

/**
 * One plain message of our own for a refusal the account server explains (ACC-2), or '' when
 * only the form knows what to say (a wrong password at login, an unknown type): never the API's text.
 */
function plainMessage(error: AppwriteException): string {
  if (error.code === TOO_MANY_ATTEMPTS_STATUS) return plain.tooManyAttempts;
  const ofType = MESSAGE_OF_TYPE[error.type];
  if (ofType) return ofType;
  const param = error.type === 'general_argument_invalid' ? /^Invalid `(\w+)` param/.exec(error.message)?.[1] : undefined;
  return (param && MESSAGE_OF_PARAM[param]) || '';
}

/**
 * A failed SDK call in the site's one result shape. The server could not be reached when the
 * SDK's fetch failed (a TypeError, not an AppwriteException) or a proxy answered that it is
 * down; a refusal carries our own words for it (`plainMessage`), never an SDK-side argument
 * check (code 0), a proxy's HTML page or the API's developer text.
 */
export function appwriteFailure(error: unknown): ApiFailure {
  if (!(error instanceof AppwriteException) || GATEWAY_FAILURES.has(error.code)) return unreachableFailure();
  return { ok: false, status: error.code, message: error.type ? plainMessage(error) : '', type: error.type, unreachable: false };
}

/** What an account form says about a failed call: our plain message, else the form's own `fallback`. */
export function accountFailureMessage(result: ApiFailure, fallback: string = plain.unexpected): string {
  return failureMessage(result, fallback);
}

/** The field an account form marks for a refusal (`plainMessage`'s words), if one is to blame. */
export type AccountField = 'name' | 'email' | 'password';

const FIELD_OF_MESSAGE = new Map<string, AccountField>([
  [plain.accountExists, 'email'],
  [plain.emailTaken, 'email'],
  [plain.emailInvalid, 'email'],
  [plain.passwordLength, 'password'],
  [plain.commonPassword, 'password'],
  [plain.nameInvalid, 'name'],
  [plain.nameBlank, 'name'],
]);

export const failedField = (result: ApiFailure): AccountField | undefined => FIELD_OF_MESSAGE.get(result.message);
