import path from 'node:path';
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
  rateLimits: RateLimits;
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

const defaultDataDir = path.resolve(__dirname, '../../data');

export function optionsFromEnv(env: NodeJS.ProcessEnv): AppOptions {
  const scale = env.RATE_LIMIT_SCALE ? Number(env.RATE_LIMIT_SCALE) : 1;
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('RATE_LIMIT_SCALE must be a positive number');
  const ttl = env.SESSION_TTL_SECONDS ? Number(env.SESSION_TTL_SECONDS) : 7 * 24 * 3600;
  if (!Number.isInteger(ttl) || ttl <= 0) throw new Error('SESSION_TTL_SECONDS must be a positive integer');
  return {
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : defaultDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    siteOrigins: (env.SITE_ORIGINS ?? 'http://localhost:3000,http://localhost:3001,http://localhost:3002')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    projectId: env.APPWRITE_PROJECT_ID ?? 'rcm',
    jwtSecret: env.JWT_SECRET || undefined,
    sessionTtlSeconds: ttl,
    trustedAppwrite: env.TRUSTED_APPWRITE_ENDPOINT
      ? { endpoint: env.TRUSTED_APPWRITE_ENDPOINT.replace(/\/+$/, ''), projectId: env.TRUSTED_APPWRITE_PROJECT_ID ?? env.APPWRITE_PROJECT_ID ?? 'rcm' }
      : undefined,
    rateLimits: withMaxOverrides(defaultRateLimits(scale), env),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logger: { level: env.LOG_LEVEL ?? 'info' },
  };
}
