import path from 'node:path';
import { isSingleMailbox, localPorts, localUrl, withoutTrailingSlash } from '@rcm/shared';
import { trustProxyFromEnv } from '@rcm/shared/server';
import { developmentKeyRing, keyRingFromSecrets } from '../auth/jwt-keys';
import { createDemoPaymentProvider, DEMONSTRATION_PAYMENTS } from '../payments/demo-payment-provider';
import type { PaymentProvider } from '../payments/payment-provider';
import { developmentMfaKeyRing, mfaKeyRingFromSecrets } from '../mfa/encryption-keys';
import {
  DEFAULT_RELEASE_KEEP_DAYS,
  defaultMailOptions,
  defaultRateLimits,
  defaultSessionPolicy,
  type AppOptions,
  type MailOptions,
  type RateLimits,
  type SessionPolicy,
} from './app-options';
import { assertProductionReady, backendInstancesFromEnv } from './production';
import { DEFAULT_COMPANY_TIME_ZONE, isTimeZone } from '../mail/company-time';
import { seconds } from './env-values';
import { canaryAnalysisFromEnv, releaseFiguresSamplerFromEnv } from './release-figures-from-env';

/**
 * `RATE_LIMIT_<NAME>_MAX` (e.g. `RATE_LIMIT_CONTACT_MAX`) sets one limit's maximum, after
 * `RATE_LIMIT_SCALE`: a load run can lift the enquiry limit and still see logins throttled.
 */
function withMaxOverrides(limits: RateLimits, env: NodeJS.ProcessEnv): RateLimits {
  const result = { ...limits };
  for (const name of Object.keys(limits) as (keyof RateLimits)[]) {
    const variable = `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_MAX`;
    const value = env[variable];
    if (value === undefined) continue;
    const max = Number(value);
    if (!Number.isInteger(max) || max < 1) throw new Error(`${variable} must be a positive integer`);
    result[name] = { ...limits[name], max };
  }
  return result;
}

/** `ABUSE_LIMITS`: unset or `enabled` keeps every limit, `disabled` turns them all off. */
function abuseLimitsEnabled(env: NodeJS.ProcessEnv): boolean {
  const value = env.ABUSE_LIMITS || 'enabled';
  if (value !== 'enabled' && value !== 'disabled') throw new Error(`ABUSE_LIMITS must be "enabled" or "disabled", not "${value}"`);
  return value === 'enabled';
}

function rateLimitsFromEnv(env: NodeJS.ProcessEnv): AppOptions['rateLimits'] {
  const scale = env.RATE_LIMIT_SCALE ? Number(env.RATE_LIMIT_SCALE) : 1;
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('RATE_LIMIT_SCALE must be a positive number');
  // Checked even when the limits are off, so a mistyped value is never silently ignored.
  const limits = withMaxOverrides(defaultRateLimits(scale), env);
  return abuseLimitsEnabled(env) ? limits : 'disabled';
}

function sessionPolicyFromEnv(env: NodeJS.ProcessEnv): SessionPolicy {
  return {
    idleSeconds: seconds(env.SESSION_IDLE_SECONDS, 'SESSION_IDLE_SECONDS', defaultSessionPolicy.idleSeconds),
    absoluteSeconds: seconds(env.SESSION_TTL_SECONDS, 'SESSION_TTL_SECONDS', defaultSessionPolicy.absoluteSeconds),
    recentLoginSeconds: defaultSessionPolicy.recentLoginSeconds,
  };
}

const repoRoot = path.resolve(__dirname, '../../..');
const defaultDataDir = path.join(repoRoot, 'data');
/** Outside the database's folder, so a copy of the database does not carry the keys with it. */
const developmentKeyFile = path.join(repoRoot, '.runtime/secrets/jwt-key');
const developmentMfaKeyFile = path.join(repoRoot, '.runtime/secrets/mfa-key');

const commaSeparated = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);

function jwtKeysFromEnv(env: NodeJS.ProcessEnv): AppOptions['jwtKeys'] {
  const previous = commaSeparated(env.JWT_PREVIOUS_SECRETS);
  try {
    return env.JWT_SECRET ? keyRingFromSecrets(env.JWT_SECRET, previous) : developmentKeyRing(env.JWT_KEY_FILE || developmentKeyFile);
  } catch (error) {
    throw new Error(`JWT_SECRET / JWT_PREVIOUS_SECRETS: ${(error as Error).message}`, { cause: error });
  }
}

/** `MFA_ENCRYPTION_KEY` seals; `MFA_ENCRYPTION_PREVIOUS_KEYS` still open (rotation); a development key file otherwise. */
function mfaKeysFromEnv(env: NodeJS.ProcessEnv): AppOptions['mfaKeys'] {
  const previous = commaSeparated(env.MFA_ENCRYPTION_PREVIOUS_KEYS);
  try {
    return env.MFA_ENCRYPTION_KEY
      ? mfaKeyRingFromSecrets(env.MFA_ENCRYPTION_KEY, previous)
      : developmentMfaKeyRing(env.MFA_KEY_FILE || developmentMfaKeyFile);
  } catch (error) {
    throw new Error(`MFA_ENCRYPTION_KEY / MFA_ENCRYPTION_PREVIOUS_KEYS: ${(error as Error).message}`, { cause: error });
  }
}

const PROJECT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,35}$/;

function projectIdFromEnv(env: NodeJS.ProcessEnv): string {
  const projectId = env.APPWRITE_PROJECT_ID || 'rcm';
  // It names the session cookie, so it must be a cookie-name token.
  if (!PROJECT_ID.test(projectId)) throw new Error('APPWRITE_PROJECT_ID must be 1 to 36 letters, digits, "-" or "_"');
  return projectId;
}

/** Which database: `DATABASE_URL` (PostgreSQL), else the embedded one in `DATA_DIR`. The server and the operator commands read the same. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv): { dataDir: string; databaseUrl: string | undefined } {
  return { dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : defaultDataDir, databaseUrl: env.DATABASE_URL || undefined };
}

/**
 * `SMTP_URL`, `MAIL_FROM`, `SALES_EMAIL`, `PUBLIC_API_URL` (this API as mail providers reach it,
 * for `List-Unsubscribe`), `COMPANY_TIME_ZONE` (the times mails give); the links in mails lead
 * to the first of `SITE_ORIGINS`.
 */
export function mailOptionsFromEnv(env: NodeJS.ProcessEnv, siteUrl: string): MailOptions {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  const apiUrl = withoutTrailingSlash(env.PUBLIC_API_URL || localUrl(localPorts.backend));
  if (!/^https?:\/\//.test(apiUrl)) throw new Error('PUBLIC_API_URL must be an http:// or https:// URL');
  const salesEmail = env.SALES_EMAIL || defaultMailOptions.salesEmail;
  // Every enquiry's notice goes to it and every acknowledgement names it as Reply-To.
  if (!isSingleMailbox(salesEmail)) throw new Error('SALES_EMAIL must be one mailbox address, such as sales@clinic.example');
  const timeZone = env.COMPANY_TIME_ZONE || DEFAULT_COMPANY_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw new Error('COMPANY_TIME_ZONE must be an IANA time zone, such as America/New_York');
  return {
    smtpUrl,
    from: env.MAIL_FROM || defaultMailOptions.from,
    salesEmail,
    siteUrl,
    apiUrl,
    timeZone,
  };
}

/** The longest `DEMO_PAYMENT_LATENCY_MS`: slower than any provider's answer, shorter than a request's patience. */
export const DEMO_PAYMENT_LATENCY_MAX_MS = 30_000;

/**
 * `PAYMENTS`: who takes the money. This build has one provider, the demonstration checkout
 * (`demonstration`, the default), which charges no card; production must name it on purpose.
 * `DEMO_PAYMENT_LATENCY_MS` makes it take that long to answer, as a real provider does.
 */
export function paymentsFromEnv(env: NodeJS.ProcessEnv): PaymentProvider {
  if (env.PAYMENTS && env.PAYMENTS !== DEMONSTRATION_PAYMENTS)
    throw new Error(`PAYMENTS must be "${DEMONSTRATION_PAYMENTS}", the only payment provider this build has`);
  const latency = env.DEMO_PAYMENT_LATENCY_MS || '0';
  const latencyMs = Number(latency);
  if (!/^\d+$/.test(latency) || latencyMs > DEMO_PAYMENT_LATENCY_MAX_MS)
    throw new Error(`DEMO_PAYMENT_LATENCY_MS must be a whole number of milliseconds from 0 to ${DEMO_PAYMENT_LATENCY_MAX_MS}`);
  return createDemoPaymentProvider({ latencyMs });
}

/** `SITE_ORIGINS`: the site's origins, comma separated (the local shell's by default); mails link to the first. */
export function siteOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  return (env.SITE_ORIGINS ?? localUrl(localPorts.shell))
    .split(',')
    .map((origin) => withoutTrailingSlash(origin.trim()))
    .filter(Boolean);
}

/** An hour: a renewal is due at the end of a month, so an hour late is nothing. */
const DEFAULT_RENEWAL_EVERY_SECONDS = 3600;

/** `RENEWAL_EVERY_SECONDS`: how often this instance runs the renewal job (an hour by default; `0`: never, another instance or `npm run billing -- renew` does). */
export function renewalWorkerFromEnv(env: NodeJS.ProcessEnv): AppOptions['renewalWorker'] {
  if (env.RENEWAL_EVERY_SECONDS === '0') return undefined;
  return { everyMs: seconds(env.RENEWAL_EVERY_SECONDS, 'RENEWAL_EVERY_SECONDS', DEFAULT_RENEWAL_EVERY_SECONDS) * 1000 };
}

function releaseKeepDaysFromEnv(env: NodeJS.ProcessEnv): number {
  const value = env.RELEASE_KEEP_DAYS;
  if (value === undefined || value === '') return DEFAULT_RELEASE_KEEP_DAYS;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 3650)
    throw new Error('RELEASE_KEEP_DAYS must be a whole number of days from 1 to 3650');
  return Number(value);
}

/** The API's options from the environment; in production (`NODE_ENV=production`) unsafe settings stop it. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): AppOptions {
  assertProductionReady(env);
  backendInstancesFromEnv(env);
  const siteOrigins = siteOriginsFromEnv(env);
  const projectId = projectIdFromEnv(env);
  return {
    ...databaseOptionsFromEnv(env),
    siteOrigins,
    projectId,
    jwtKeys: jwtKeysFromEnv(env),
    mfaKeys: mfaKeysFromEnv(env),
    sessions: sessionPolicyFromEnv(env),
    trustedAppwrite: env.TRUSTED_APPWRITE_ENDPOINT
      ? { endpoint: withoutTrailingSlash(env.TRUSTED_APPWRITE_ENDPOINT), projectId: env.TRUSTED_APPWRITE_PROJECT_ID || projectId }
      : undefined,
    rateLimits: rateLimitsFromEnv(env),
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    payments: paymentsFromEnv(env),
    renewalWorker: renewalWorkerFromEnv(env),
    canaryAnalysis: canaryAnalysisFromEnv(env),
    releaseFiguresSampler: releaseFiguresSamplerFromEnv(env),
    secureCookies: siteOrigins.some((origin) => origin.startsWith('https:')),
    mail: mailOptionsFromEnv(env, siteOrigins[0] ?? localUrl(localPorts.shell)),
    deployToken: env.DEPLOY_TOKEN || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    releaseKeepDays: releaseKeepDaysFromEnv(env),
    logger: { level: env.LOG_LEVEL ?? 'info' },
  };
}

/** Where `server.ts` listens: `PORT` and `HOST`. */
export function listenOptionsFromEnv(env: NodeJS.ProcessEnv): { port: number; host: string } {
  const port = env.PORT ? Number(env.PORT) : localPorts.backend;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('PORT must be a port number (0 to 65535)');
  return { port, host: env.HOST || 'localhost' };
}
