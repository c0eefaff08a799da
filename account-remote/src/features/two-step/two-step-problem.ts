import { CHALLENGE_REQUIRED_TYPE, INVALID_CODE_TYPE } from '@rcm/shared/account-texts';
import { type ApiFailure } from '@rcm/shared';

const UNAUTHORIZED = 401;

/** A wrong or spent code: the field is marked, and what was typed is kept. */
export const isWrongCode = (result: ApiFailure): boolean => result.type === INVALID_CODE_TYPE;

/** The change needs a code given within the last 30 minutes: ask for one, then try again. */
export const needsRecentCode = (result: ApiFailure): boolean => result.type === CHALLENGE_REQUIRED_TYPE;

/**
 * The session is over (logged out elsewhere, timed out) or owes its second factor again: any
 * other 401. The page sends the visitor to log in.
 */
export const sessionIsOver = (result: ApiFailure): boolean =>
  result.status === UNAUTHORIZED && !isWrongCode(result) && !needsRecentCode(result);
