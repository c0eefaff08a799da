import { TOTP_PERIOD_SECONDS, totpCodeAt, totpStepAt } from '../mfa/totp';
import type { TestServer } from './test-server';

/**
 * An authenticator app holding `secret`, as a person uses one against a test server: each code
 * it gives is of a later 30-second step than the last one it gave, as the server accepts a step
 * once. The next step is taken while the server still accepts it (one step ahead of its clock at
 * most); past that the server's clock is moved on instead of waiting.
 */
export function authenticatorApp(server: TestServer, secret: string) {
  let lastStep = 0;
  return {
    secret,
    /** A code the server accepts now and has not accepted before. */
    nextCode(): string {
      const current = totpStepAt(server.options.clock!());
      const step = Math.max(current, lastStep + 1);
      if (step > current + 1) server.advanceClock((step - current - 1) * TOTP_PERIOD_SECONDS);
      lastStep = step;
      return totpCodeAt(secret, new Date(step * TOTP_PERIOD_SECONDS * 1000));
    },
    /** The code the app showed last (already accepted, or refused, by the server). */
    lastCode(): string {
      return totpCodeAt(secret, new Date(lastStep * TOTP_PERIOD_SECONDS * 1000));
    },
  };
}

export type AuthenticatorApp = ReturnType<typeof authenticatorApp>;
