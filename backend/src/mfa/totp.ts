import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;

/**
 * Steps either side of the current one that are still accepted: a code typed as it changes, or
 * a phone's clock a little off (RFC 6238 §5.2 recommends at most one). Appwrite accepts only the
 * current step.
 */
export const TOTP_WINDOW_STEPS = 1;

/** 160 random bits, RFC 4226's recommended length (32 base32 characters: still typeable by hand). */
const SECRET_BYTES = 20;

/** The app's view of `secret`; `names` only label it in the enrolment URI (codes do not depend on them). */
const totpOf = (secret: string, names?: { label: string; issuer: string }) =>
  new TOTP({ ...names, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: DIGITS, period: TOTP_PERIOD_SECONDS });

/** A new authenticator secret, base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The `otpauth://totp/...` URI an app reads from the enrolment QR code. */
export function totpUri(secret: string, label: string, issuer: string): string {
  return totpOf(secret, { label, issuer }).toString();
}

/** The 30-second step `at` falls in (the TOTP counter). */
export function totpStepAt(at: Date): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: at.getTime() });
}

/** The code of `secret` at `at` (tests and tools compute codes the way an app does). */
export function totpCodeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/**
 * The step whose code `code` is, within `TOTP_WINDOW_STEPS` of the step `at` falls in, or null.
 * Only six digits are a code. The caller refuses a step it accepted before (single use).
 */
export function matchingTotpStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW_STEPS });
  return delta === null ? null : totpStepAt(at) + delta;
}
