/**
 * Staff exports ask for a fresh second factor (step-up): the API refuses one whose session's
 * last completed MFA challenge (`mfaUpdatedAt`) is older than this, with this type and message,
 * and the console then asks for a code (`account.createMFAChallenge` / `updateMFAChallenge`).
 */
export const STAFF_STEP_UP_SECONDS = 5 * 60;

/** Our own error type (Appwrite has none for this check); 403, so a page never takes it for a logout. */
export const STAFF_STEP_UP_ERROR_TYPE = 'user_mfa_step_up_required';

export const STAFF_STEP_UP_MESSAGE = 'Enter a code from your authenticator app to confirm this export.';
