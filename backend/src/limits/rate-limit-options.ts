/** Every rate limit the backend applies, as the options set them (`config/`: defaults and the environment). */
export interface RateLimit {
  max: number;
  /** Milliseconds. */
  window: number;
}

export interface RateLimits {
  /** Failed logins of one account from one address (or one trusted device). */
  loginPerAccountAndAddress: RateLimit;
  /** Failed logins of one account from anywhere: past it, only devices that logged in before may try. */
  loginPerAccount: RateLimit;
  /** Failed logins from one address, whatever the account (password spraying). */
  loginPerAddress: RateLimit;
  register: RateLimit;
  contact: RateLimit;
  newsletter: RateLimit;
  subscription: RateLimit;
  /** JWTs per signed-in user (Appwrite's key), the route and its alias together. */
  jwt: RateLimit;
  /** Logouts per address, each of the two routes on its own (one session; all sessions), as Appwrite. */
  sessionDelete: RateLimit;
  /**
   * Password recovery mails (`POST /v1/account/recovery`), as Appwrite: counted per email and,
   * separately, per address; past either the request is refused.
   */
  recovery: RateLimit;
  /** Password resets (`PUT /v1/account/recovery`), per `userId` parameter, as Appwrite. */
  recoveryConfirm: RateLimit;
  /** Verification mails (`POST /v1/account/verification`), per signed-in user, as Appwrite. */
  verification: RateLimit;
  /** Verifications (`PUT /v1/account/verification`), per `userId` parameter, as Appwrite. */
  verificationConfirm: RateLimit;
  /** MFA challenges (`POST /v1/account/mfa/challenges`, an emailed code among them), per signed-in user, as Appwrite. */
  mfaChallenge: RateLimit;
  /** Answers to one MFA challenge (`PUT /v1/account/mfa/challenges`), per `challengeId`, as Appwrite. */
  mfaChallengeConfirm: RateLimit;
  /** Wrong two-step codes per user, over every challenge and the authenticator's confirmation (Appwrite has none). */
  mfaCodeFailures: RateLimit;
  /**
   * Wrong passwords given again by the holder of a live session (to pay, change the password or
   * address, close the account), per session: counted instead of the login throttle, so failures
   * sprayed at the account from elsewhere never lock its signed-in holder out.
   */
  passwordReentry: RateLimit;
  /** Every other route, per address. */
  other: RateLimit;
}
