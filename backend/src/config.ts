import path from 'node:path';
import { localPorts, localUrl, trustProxyFromEnv, withoutTrailingSlash } from '@rcm/shared';
import type { FastifyServerOptions } from 'fastify';

export interface RateLimit {
  max: number;
  /** Milliseconds. */
  window: number;
}

export interface RateLimits {
  loginPerAccountAndAddress: RateLimit;
  loginPerAccount: RateLimit;
  loginPerAddress: RateLimit;
  register: RateLimit;
  contact: RateLimit;
  newsletter: RateLimit;
  subscription: RateLimit;
  jwt: RateLimit;
  /** Every other route, per address. */
  other: RateLimit;
}

export interface AppOptions {
  /** Folder of the embedded SQLite database (ignored when `databaseUrl` is set). */
  dataDir: string;
  /** PostgreSQL connection string; the embedded database is used when absent. */
  databaseUrl?: string;
  /** Origins allowed to call the API with credentials. */
  siteOrigins: string[];
  /** The Appwrite project id the account API answers for. */
  projectId: string;
  /** HS256 secret for JWTs; generated once and kept in the database when absent. */
  jwtSecret?: string;
  /** How long a login lasts. */
  sessionTtlSeconds: number;
  /**
   * Production mode with a real Appwrite project: `PUT /subscribtion` verifies the caller's
   * `X-Appwrite-JWT` against this endpoint instead of this server's own sessions.
   */
  trustedAppwrite?: { endpoint: string; projectId: string };
  /**
   * Every rate limit, the login throttle included; `'disabled'` (ABUSE_LIMITS=disabled, as
   * Appwrite's `_APP_OPTIONS_ABUSE`) turns them all off for test harnesses.
   */
  rateLimits: RateLimits | 'disabled';
  /** Trust X-Forwarded-* (behind a load balancer that terminates TLS). */
  trustProxy: boolean;
  /** pino settings (level, or a `stream` to write to); `false` for silence. Redaction is always added. */
  logger: Exclude<FastifyServerOptions['logger'], undefined>;
}

const MINUTE = 60_000;

/** Defaults as strict as Appwrite's own, or stricter. */
export function defaultRateLimits(scale = 1): RateLimits {
  const limit = (max: number, window: number): RateLimit => ({ max: Math.max(1, Math.round(max * scale)), window });
  return {
    loginPerAccountAndAddress: limit(10, 15 * MINUTE),
    loginPerAccount: limit(30, 15 * MINUTE),
    loginPerAddress: limit(100, 15 * MINUTE),
    register: limit(10, 60 * MINUTE),
    contact: limit(10, 10 * MINUTE),
    newsletter: limit(10, 10 * MINUTE),
    subscription: limit(20, 60 * MINUTE),
    jwt: limit(60, 60 * MINUTE),
    other: limit(600, MINUTE),
  };
}

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

const defaultDataDir = path.resolve(__dirname, '../../data');
const defaultSiteOrigins = [localPorts.shell, localPorts.marketing, localPorts.account].map(localUrl).join(',');

export function optionsFromEnv(env: NodeJS.ProcessEnv): AppOptions {
  const ttl = env.SESSION_TTL_SECONDS ? Number(env.SESSION_TTL_SECONDS) : 7 * 24 * 3600;
  if (!Number.isInteger(ttl) || ttl <= 0) throw new Error('SESSION_TTL_SECONDS must be a positive integer');
  return {
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : defaultDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    siteOrigins: (env.SITE_ORIGINS ?? defaultSiteOrigins)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    projectId: env.APPWRITE_PROJECT_ID ?? 'rcm',
    jwtSecret: env.JWT_SECRET || undefined,
    sessionTtlSeconds: ttl,
    trustedAppwrite: env.TRUSTED_APPWRITE_ENDPOINT
      ? { endpoint: withoutTrailingSlash(env.TRUSTED_APPWRITE_ENDPOINT), projectId: env.TRUSTED_APPWRITE_PROJECT_ID ?? env.APPWRITE_PROJECT_ID ?? 'rcm' }
      : undefined,
    rateLimits: rateLimitsFromEnv(env),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    logger: { level: env.LOG_LEVEL ?? 'info' },
  };
}

/** Where `server.ts` listens: `PORT` and `HOST`. */
export function listenOptionsFromEnv(env: NodeJS.ProcessEnv): { port: number; host: string } {
  const port = env.PORT ? Number(env.PORT) : localPorts.backend;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('PORT must be a port number (0 to 65535)');
  return { port, host: env.HOST || 'localhost' };
}
