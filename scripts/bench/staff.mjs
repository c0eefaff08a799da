// @ts-check
/**
 * `npm run bench:staff` (and the end of `npm run bench`): the staff console's budgets with
 * 100,000 enquiries (`npm run seed`), on the embedded SQLite and on PostgreSQL —
 *   - the inbox's first page and a search, p95 of the server's own time (Fastify's
 *     `reply.elapsedTime`) over 200 requests each, ≤ 50 ms;
 *   - a CSV export of every enquiry, the backend process's resident memory growth while it
 *     streams (sampled every 10 ms from /proc), < 50 MB.
 * PostgreSQL is TEST_DATABASE_URL, else a throw-away cluster from scripts/test-services.sh
 * (TEST_PG_PORT); `--sqlite-only` skips it, and so does a machine with neither (saying so). Writes bench-results/staff-<time>.json.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { localPorts, repoRoot } from '../lib/apps.mjs';
import { run } from '../lib/run.mjs';
import { waitForUrl } from '../lib/wait-for-url.mjs';
import { postgresDatabase, postgresUnavailable } from '../lib/test-services.mjs';
import { staffSession } from './staff-session.mjs';

const require = createRequire(import.meta.url);
const ENQUIRIES = 100_000;
const REQUESTS = 200;
const BUDGET_MS = 50;
const BUDGET_MB = 50;
const SEARCHES = ['lopez', 'riverside clinic 4211', 'maria.khan', 'harbor dental 9999', 'pinecrest', 'nobody-by-this-name'];
const jwtSecret = randomBytes(32).toString('base64url');
const mfaKey = randomBytes(32).toString('base64url');
/** The site the API answers (a cookie-carrying write must come from it). */
const siteOrigin = `http://localhost:${localPorts.shell}`;

/** The backend's entries, read when first needed: `npm run bench` imports this file before it builds. */
const backend = () => /** @type {typeof import('@rcm/backend')} */ (require('@rcm/backend'));
/** The header the staff API answers only with (built by `npm run bench:staff`'s `tsc -b shared backend`). */

/** @param {number[]} values @param {number} share */
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

/** @param {{ DATA_DIR: string, DATABASE_URL?: string }} database */
const environment = (database) => ({
  ...process.env,
  ...database,
  DATABASE_URL: database.DATABASE_URL ?? '',
  JWT_SECRET: jwtSecret,
  MFA_ENCRYPTION_KEY: mfaKey,
  SITE_ORIGINS: siteOrigin,
  ABUSE_LIMITS: 'disabled',
  LOG_LEVEL: 'warn',
});

/** Server times of the inbox's first page and of searches, from an API running in this process. @param {{ DATA_DIR: string, DATABASE_URL?: string }} database */
async function latencies(database) {
  const { buildApp, optionsFromEnv } = backend();
  const app = await buildApp({ ...optionsFromEnv(environment(database)), logger: false });
  /** @type {Map<string, number[]>} */
  const times = new Map();
  let recording = '';
  app.addHook('onResponse', async (/** @type {any} */ _request, /** @type {any} */ reply) => {
    if (recording) times.set(recording, [...(times.get(recording) ?? []), reply.elapsedTime]);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (app.server.address()).port}`;
  try {
    const consoleHeaders = await staffSession(url, app.db, database);
    /** @param {string} name @param {(index: number) => string} pathOf */
    const measure = async (name, pathOf) => {
      for (let index = 0; index < 20; index += 1) await (await fetch(`${url}${pathOf(index)}`, { headers: consoleHeaders })).arrayBuffer();
      recording = name;
      for (let index = 0; index < REQUESTS; index += 1) {
        const reply = await fetch(`${url}${pathOf(index)}`, { headers: consoleHeaders });
        if (reply.status !== 200) throw new Error(`${pathOf(index)}: ${reply.status}`);
        await reply.arrayBuffer();
      }
      recording = '';
      const values = times.get(name) ?? [];
      return { p50: percentile(values, 0.5), p95: percentile(values, 0.95) };
    };
    const inbox = await measure('inbox', () => '/staff/enquiries');
    const search = await measure('search', (index) => `/staff/enquiries?q=${encodeURIComponent(SEARCHES[index % SEARCHES.length] ?? '')}`);
    return { inbox, search };
  } finally {
    await app.close();
  }
}

/** @param {number} pid */
function residentBytes(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The backend as `npm start` runs it, exporting every enquiry; how much its memory grows meanwhile. @param {{ DATA_DIR: string, DATABASE_URL?: string }} database */
async function exportGrowth(database) {
  const port = 4390 + Math.floor(Math.random() * 100);
  const child = spawn(process.execPath, [path.join(repoRoot, 'backend/dist/server.js')], {
    env: { ...environment(database), PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/health`, { timeoutMs: 30_000 });
    const consoleHeaders = await staffSession(url, undefined, database);
    // Warm: the routes compiled, the pool open, a page read.
    for (let index = 0; index < 5; index += 1) await (await fetch(`${url}/staff/enquiries`, { headers: consoleHeaders })).arrayBuffer();
    const pid = /** @type {number} */ (child.pid);
    const before = residentBytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(pid));
    }, 10);
    let bytes = 0;
    const started = Date.now();
    const reply = await fetch(`${url}/staff/exports/enquiries.csv`, { headers: consoleHeaders });
    const rows = Number(reply.headers.get('x-row-count'));
    const reader = /** @type {ReadableStreamDefaultReader<Uint8Array>} */ (reply.body?.getReader());
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
    clearInterval(sampler);
    peak = Math.max(peak, residentBytes(pid));
    return { rows, megabytes: bytes / 1024 / 1024, seconds: (Date.now() - started) / 1000, growthMb: (peak - before) / 1024 / 1024 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** @param {string} name @param {{ DATA_DIR: string, DATABASE_URL?: string }} database */
async function benchDatabase(name, database) {
  console.log(`[bench:staff] ${name}: seeding ${ENQUIRIES.toLocaleString('en-US')} enquiries`);
  await run(process.execPath, [path.join(repoRoot, 'backend/dist/cli/seed.js'), '--enquiries', String(ENQUIRIES)], {
    env: environment(database),
  });
  console.log(`[bench:staff] ${name}: ${REQUESTS} inbox pages and ${REQUESTS} searches`);
  const times = await latencies(database);
  console.log(`[bench:staff] ${name}: exporting every enquiry`);
  const exported = await exportGrowth(database);
  return { database: name, ...times, export: exported };
}

export async function benchStaff({ sqliteOnly = false } = {}) {
  /** @type {Array<Awaited<ReturnType<typeof benchDatabase>>>} */
  const results = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-bench-staff-'));
  try {
    results.push(await benchDatabase('SQLite', { DATA_DIR: dataDir }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // A machine without PostgreSQL still gets the SQLite figures, and is told what was skipped.
  const unavailable = sqliteOnly ? undefined : postgresUnavailable();
  const skipped = sqliteOnly ? 'skipped (--sqlite-only)' : unavailable && `skipped: ${unavailable}`;
  if (skipped) console.log(`[bench:staff] PostgreSQL ${skipped}`);
  else {
    const pg = await postgresDatabase('rcm_bench');
    try {
      results.push(await benchDatabase('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: pg.databaseUrl }));
    } finally {
      await pg.drop();
    }
  }

  const ms = (/** @type {number} */ value) => value.toFixed(2);
  console.log(`\nThe staff console with ${ENQUIRIES.toLocaleString('en-US')} enquiries (server time, ${REQUESTS} requests each):\n`);
  console.log('| database | inbox p50 | inbox p95 | search p50 | search p95 | export (rows, MB, s) | export memory growth |');
  console.log('|---|---|---|---|---|---|---|');
  for (const result of results) {
    const { inbox, search, export: exported } = result;
    console.log(
      `| ${result.database} | ${ms(inbox.p50)} ms | ${ms(inbox.p95)} ms | ${ms(search.p50)} ms | ${ms(search.p95)} ms | ${exported.rows}, ${exported.megabytes.toFixed(1)}, ${exported.seconds.toFixed(1)} | ${exported.growthMb.toFixed(1)} MB |`,
    );
  }
  if (skipped) console.log(`| PostgreSQL | ${skipped} ||||||`);
  const checks = results.flatMap((result) => [
    { budget: `${result.database} inbox p95 ≤ ${BUDGET_MS} ms`, met: result.inbox.p95 <= BUDGET_MS },
    { budget: `${result.database} search p95 ≤ ${BUDGET_MS} ms`, met: result.search.p95 <= BUDGET_MS },
    { budget: `${result.database} export memory growth < ${BUDGET_MB} MB`, met: result.export.growthMb < BUDGET_MB },
  ]);
  console.log('\n| budget | met |\n|---|---|');
  for (const check of checks) console.log(`| ${check.budget} | ${check.met ? 'yes' : 'NO'} |`);
  const resultsDir = path.join(repoRoot, 'bench-results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `staff-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ enquiries: ENQUIRIES, requests: REQUESTS, searches: SEARCHES, results, checks }, null, 2)}\n`);
  console.log(`\nRaw figures: ${path.relative(repoRoot, file)}`);
  return checks.every((check) => check.met);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchStaff({ sqliteOnly: process.argv.includes('--sqlite-only') }).then(
    (met) => process.exit(met ? 0 : 1),
    (error) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
