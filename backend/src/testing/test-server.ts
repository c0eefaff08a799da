import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { sampleCard } from '@rcm/shared/testing';
import { buildApp } from '../app';
import { createPostgresDatabase } from '../db/postgres-databases';
import { keyRingFromSecrets } from '../auth/jwt-keys';
import { mfaKeyRingFromSecrets } from '../mfa/encryption-keys';
import { defaultRateLimits, defaultSessionPolicy, type AppOptions } from '../config';
import type { Database } from '../db/schema';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  options: AppOptions;
  /** Moves this server's clock (sessions, JWTs) forward, instead of waiting. */
  advanceClock: (seconds: number) => void;
  /** Every row of every table, as text: for "this value is stored nowhere" checks. */
  dumpAllTables: () => Promise<string>;
  close: () => Promise<void>;
}

export const SITE_ORIGIN = 'http://localhost:3000';

/**
 * A Redis for the tests about sharing limits between instances: the one every server of this
 * run counts in (REDIS_URL, the PostgreSQL run in CI), or the run's spare one (TEST_REDIS_URL).
 */
export const sharedRedisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL || undefined;

/** A password no common-password list has: what every test account logs in with. */
export const TEST_PASSWORD = 'plum-orbit-quarry-57';

/**
 * scrypt at 1/32 of OWASP's cost: the suite registers and logs in hundreds of accounts, and
 * hashing cost is not what these tests are about (auth/passwords.test.ts checks the real one,
 * and account-sdk.test.ts that a server left at its default stores it).
 */
export const TEST_PASSWORD_COST = { N: 1024, r: 8, p: 1 } as const;

/** A fresh JWT key ring (each test server gets its own unless it shares a deployment's). */
export const testJwtKeys = () => keyRingFromSecrets(randomBytes(32).toString('base64url'), [], 'a test key');

/** A fresh MFA key ring (each test server gets its own unless it shares a deployment's). */
export const testMfaKeys = () => mfaKeyRingFromSecrets(randomBytes(32).toString('base64url'), [], 'a test key');

/**
 * Node's own fetch, taken before any test gives the global one a cookie jar: raw requests carry
 * only the cookies a test gives them, never the SDK's jar.
 */
export const nodeFetch = globalThis.fetch;

/**
 * The real API on a free port over real HTTP, with a fresh database: a temporary SQLite
 * folder, or a fresh PostgreSQL database when DATABASE_URL is set.
 */
export async function startTestServer(overrides: Partial<AppOptions> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-backend-test-'));
  // A server given a database (a second instance of a deployment) uses it; the first one owns it.
  const ownDatabase =
    process.env.DATABASE_URL && !('databaseUrl' in overrides)
      ? await createPostgresDatabase(process.env.DATABASE_URL, 'rcm_test')
      : undefined;
  let offsetMs = 0;
  const options: AppOptions = {
    clock: () => new Date(Date.now() + offsetMs),
    passwordCost: TEST_PASSWORD_COST,
    dataDir,
    databaseUrl: ownDatabase?.url,
    siteOrigins: [SITE_ORIGIN],
    projectId: 'rcm',
    jwtKeys: testJwtKeys(),
    mfaKeys: testMfaKeys(),
    sessions: defaultSessionPolicy,
    rateLimits: defaultRateLimits(1000),
    // With REDIS_URL every limit counts in Redis, under a prefix of this server's own.
    redisUrl: process.env.REDIS_URL || undefined,
    redisKeyPrefix: `rcm:test:${randomBytes(6).toString('hex')}:`,
    trustProxy: false,
    secureCookies: false,
    logger: false,
    ...overrides,
  };
  const app = await buildApp(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    options,
    advanceClock: (seconds) => {
      offsetMs += seconds * 1000;
    },
    async dumpAllTables() {
      const tables = [
        'users',
        'sessions',
        'contact_enquiries',
        'newsletter_subscribers',
        'subscriptions',
        'customers',
        'invoices',
        'mail_outbox',
        'email_tokens',
        'mfa_authenticators',
        'mfa_recovery_codes',
        'mfa_challenges',
      ] as const;
      const rows = await Promise.all(tables.map((table) => app.db.selectFrom(table).selectAll().execute()));
      return JSON.stringify(rows);
    },
    async close() {
      await app.close();
      await ownDatabase?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's (or describe block's) server, started before its tests and closed after them:
 * the handle returned is filled in when they start.
 */
export function setUpTestServer(overrides: Partial<AppOptions> = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(overrides));
  });
  afterAll(() => server.close?.());
  return server;
}

/**
 * Production mode for a test file: a server playing the Appwrite project and the site's backend
 * trusting it, started before its tests and closed after them (the handles are filled in then).
 */
export function setUpSiteTrustingAppwrite(): { appwrite: TestServer; site: TestServer } {
  const appwrite = {} as TestServer;
  const site = {} as TestServer;
  beforeAll(async () => {
    Object.assign(appwrite, await startTestServer());
    Object.assign(site, await startTestServer({ trustedAppwrite: { endpoint: `${appwrite.url}/v1`, projectId: 'rcm' } }));
  });
  afterAll(async () => {
    await site.close?.();
    await appwrite.close?.();
  });
  return { appwrite, site };
}

/** How many rows a table holds. */
export async function rowCount(server: TestServer, table: keyof Database): Promise<number> {
  const { count } = await server.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The stores this run uses, for test titles. */
export function describeDatabase(): string {
  return `${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}${process.env.REDIS_URL ? ', limits in Redis' : ''}`;
}

/** POSTs/PUTs JSON the way the pages do (a string body goes as it is), with no cookie but the one given. */
export async function sendJson(url: string, method: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await nodeFetch(url, {
    method,
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** Logs in; the new session's cookie (`a_session_rcm=…`) as a request's `cookie` header wants it. */
export async function loggedInCookie(server: TestServer, email: string, password = TEST_PASSWORD): Promise<string> {
  const login = await sendJson(
    `${server.url}/v1/account/sessions/email`,
    'POST',
    { email, password },
    { 'x-appwrite-project': server.options.projectId },
  );
  const cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('a_session_rcm='))
    ?.split(';')[0];
  if (login.status !== 201 || !cookie) throw new Error(`logging in as ${email} failed: ${login.status} ${login.text}`);
  return cookie;
}

/** Buys a package with the sample card, as the subscription page does. */
export const subscribe = (server: TestServer, username: string, subscribtion: string, headers: Record<string, string> = {}) =>
  sendJson(`${server.url}/subscribtion`, 'PUT', { username, subscribtion, creditCard: sampleCard.number }, headers);

/**
 * Registers an account (one that already exists is fine: another instance may have made it)
 * and logs in; returns the session cookie as a request's `cookie` header wants it.
 */
export async function signedInCookie(
  server: TestServer,
  email = `user.${Math.random().toString(36).slice(2)}@example.com`,
  password = TEST_PASSWORD,
): Promise<string> {
  await sendJson(
    `${server.url}/v1/account`,
    'POST',
    { userId: 'unique()', email, password },
    { 'x-appwrite-project': server.options.projectId },
  );
  return loggedInCookie(server, email, password);
}
