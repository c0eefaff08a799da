import type { TrustProxy } from '@rcm/shared/server';
import type { FastifyServerOptions } from 'fastify';
import type { JwtKeyRing } from '../auth/jwt-keys';
import type { MfaKeyRing } from '../mfa/encryption-keys';
import type { ScryptCost } from '../auth/passwords';
import type { OutboxWorkerTimings } from '../mail/outbox-worker';
import type { PaymentProvider } from '../payments/payment-provider';
import type { RenewalWorkerOptions } from '../plugins/renewal';
import type { CanaryAnalysisOptions } from '../plugins/canary-analysis';
import type { ReleaseFiguresSamplerOptions } from '../plugins/release-figures-sampler';
import type { SessionPolicy } from '../auth/session-policy';
import type { TrustedAppwrite } from '../auth/trusted-appwrite';
import type { RateLimit, RateLimits } from '../limits/rate-limit-options';

// Each option type lives with the module that uses it (config/ imports them, never the reverse).
export type { RateLimit, RateLimits } from '../limits/rate-limit-options';
export type { SessionPolicy } from '../auth/session-policy';
export type { TrustedAppwrite } from '../auth/trusted-appwrite';

/** Where mails go and what they say they are from. */
export interface MailOptions {
  /** The SMTP server the outbox delivers through (`smtp://` or `smtps://`, credentials in the URL); without it mails wait in the outbox. */
  smtpUrl?: string;
  /** The From address, e.g. `Clarity RCM <no-reply@clarityrcm.com>`. */
  from: string;
  /** The sales inbox every enquiry is announced to. */
  salesEmail: string;
  /** The site's public origin: the links in mails lead here. */
  siteUrl: string;
  /**
   * This API's public base URL, as mail providers reach it: the newsletter's `List-Unsubscribe`
   * header names a URL under it, which providers POST to (RFC 8058 one-click unsubscribe).
   */
  apiUrl: string;
  /**
   * The company's IANA time zone (`COMPANY_TIME_ZONE`, America/New_York when absent): mails give
   * times in it, and its Monday to Friday is the business day a reply is promised within.
   */
  timeZone?: string;
}

export interface AppOptions {
  /** Folder of the embedded SQLite database (ignored when `databaseUrl` is set). */
  dataDir: string;
  /** PostgreSQL connection string; the embedded database is used when absent. */
  databaseUrl?: string;
  /** Origins allowed to call the API with credentials (the shell's, by default). */
  siteOrigins: string[];
  /** The Appwrite project id the account API answers for. */
  projectId: string;
  /** The keys JWTs are signed and verified with; never kept in the database. */
  jwtKeys: JwtKeyRing;
  /** The keys two-step verification secrets are sealed with (AES-256-GCM); never kept in the database. */
  mfaKeys: MfaKeyRing;
  sessions: SessionPolicy;
  /**
   * Production mode with a real Appwrite project: the customer routes verify the caller's
   * `X-Appwrite-JWT` against this endpoint, and this server's own `/v1` is not served.
   */
  trustedAppwrite?: TrustedAppwrite;
  /**
   * Every rate limit, the login throttle included; `'disabled'` (ABUSE_LIMITS=disabled, as
   * Appwrite's `_APP_OPTIONS_ABUSE`) turns them all off for test harnesses.
   */
  rateLimits: RateLimits | 'disabled';
  /** Redis that holds every limit's counters, shared by all instances; in-process when absent. */
  redisUrl?: string;
  /** Prefix of the counters' Redis keys (deployments sharing one Redis, tests). */
  redisKeyPrefix?: string;
  /** Which proxies' `X-Forwarded-*` headers are believed. */
  trustProxy: TrustProxy;
  /** The session cookie is `Secure` even on a plain-http request: the site itself is https. */
  secureCookies: boolean;
  /** Who charges the card; the demo provider, which charges nothing, by default. */
  payments?: PaymentProvider;
  /**
   * The scrypt cost of new password hashes: OWASP's, always, in every deployment (there is no
   * setting for it). Only the tests lower it, for speed, where the cost is not what they test.
   */
  passwordCost?: ScryptCost;
  /** The time sessions and JWTs are judged by (the tests move it instead of waiting). */
  clock?: () => Date;
  /** Mail settings; local defaults (no SMTP server: mails wait in the outbox) when absent. */
  mail?: MailOptions;
  /** The outbox worker's timings (tests shorten the retries instead of waiting). */
  mailWorker?: Partial<OutboxWorkerTimings>;
  /**
   * The monthly renewal job's interval and claim timings (`RENEWAL_EVERY_SECONDS`); absent, this
   * instance renews nothing (the tests, unless they ask; `npm run billing -- renew` runs one pass).
   */
  renewalWorker?: RenewalWorkerOptions;
  /**
   * The canary analysis: how often, where the figures come from (`PROMETHEUS_URL`, else the web
   * servers' own metrics at `CANARY_METRICS_URLS`) and the thresholds; absent, no canary stops
   * or steps up on its own here.
   */
  canaryAnalysis?: CanaryAnalysisOptions;
  /**
   * The release figures sampler (`RELEASE_FIGURES_SAMPLE_SECONDS`, `RELEASE_FIGURES_KEEP_HOURS`),
   * from the analysis' source of figures: the charts of `/staff/releases`. Absent, this instance
   * samples nothing and the listing says so.
   */
  releaseFiguresSampler?: ReleaseFiguresSamplerOptions;
  /**
   * How often ended sessions are purged (10 minutes) and the retention periods applied (a day);
   * both also run at start. Tests shorten them instead of waiting.
   */
  housekeeping?: { sessionPurgeEveryMs?: number; retentionEveryMs?: number };
  /**
   * The token the web servers read the live release map with (`GET /releases/live`,
   * `DEPLOY_TOKEN`), and from which the key of preview links is derived; absent, that route is
   * not served and no preview link can be made (503).
   */
  deployToken?: string;
  /** `METRICS_TOKEN`: what `GET /metrics` asks for (`Authorization: Bearer …`); absent, that route is not served. */
  metricsToken?: string;
  /**
   * `RELEASE_KEEP_DAYS` (7): a release live or a canary within this many days is never pruned, so
   * a tab opened on it keeps loading its files until it reloads.
   */
  releaseKeepDays?: number;
  /** pino settings (level, or a `stream` to write to); `false` for silence. Redaction is always added. */
  logger: Exclude<FastifyServerOptions['logger'], undefined>;
}

/** How many days a release's files outlive the last time it was served (`RELEASE_KEEP_DAYS`): a week unless set. */
export const DEFAULT_RELEASE_KEEP_DAYS = 7;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Defaults as strict as Appwrite's own, or stricter. */
export function defaultRateLimits(scale = 1): RateLimits {
  const limit = (max: number, window: number): RateLimit => ({ max: Math.max(1, Math.round(max * scale)), window });
  // Appwrite's abuse limit: 10 in its default window, an hour.
  const appwriteAbuseLimit = limit(10, HOUR);
  return {
    // Failed logins, in Appwrite's window: one address gets Appwrite's 10 guesses an hour at an account.
    loginPerAccountAndAddress: appwriteAbuseLimit,
    loginPerAccount: limit(30, HOUR),
    loginPerAddress: limit(100, HOUR),
    register: appwriteAbuseLimit,
    contact: limit(10, 10 * MINUTE),
    newsletter: limit(10, 10 * MINUTE),
    subscription: limit(20, HOUR),
    // Appwrite's: twice its default write rate (60 a minute), per user.
    jwt: limit(120, MINUTE),
    sessionDelete: limit(100, HOUR),
    // Appwrite's on each of the four routes.
    recovery: appwriteAbuseLimit,
    recoveryConfirm: appwriteAbuseLimit,
    verification: appwriteAbuseLimit,
    verificationConfirm: appwriteAbuseLimit,
    // Appwrite's on creating and on answering a challenge.
    mfaChallenge: appwriteAbuseLimit,
    mfaChallengeConfirm: appwriteAbuseLimit,
    mfaCodeFailures: limit(10, HOUR),
    // As many wrong guesses a session as one address gets at the login: a session needs the password.
    passwordReentry: appwriteAbuseLimit,
    other: limit(600, MINUTE),
  };
}

/**
 * ASVS 3.3.2 (level 2): a fresh login at least every 12 hours or after 30 minutes idle;
 * paying needs a login or the password within the last 5 minutes.
 */
export const defaultSessionPolicy: SessionPolicy = { idleSeconds: 30 * 60, absoluteSeconds: 12 * 3600, recentLoginSeconds: 5 * 60 };

/** A developer's machine: the local mail server's inbox shows what would be sent. */
export const defaultMailOptions: Omit<MailOptions, 'siteUrl' | 'apiUrl'> = {
  from: 'Clarity RCM <no-reply@clarityrcm.com>',
  salesEmail: 'sales@clarityrcm.com',
};
