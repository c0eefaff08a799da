/**
 * Staff exports and release changes (publish, promote, rollback, canary, abort, preview) ask
 * for a fresh second factor (step-up): the API refuses one whose session's last completed MFA
 * challenge (`mfaUpdatedAt`) is older than this, with this type and message, and the console
 * (`account.createMFAChallenge` / `updateMFAChallenge`) and `npm run release` then ask for a code.
 */
export const STAFF_STEP_UP_SECONDS = 5 * 60;

/** Our own error type (Appwrite has none for this check); 403, so a page never takes it for a logout. */
export const STAFF_STEP_UP_ERROR_TYPE = 'user_mfa_step_up_required';

export const STAFF_STEP_UP_MESSAGE =
  'Enter a code from your authenticator app: exports and release changes need one given in the last 5 minutes.';
