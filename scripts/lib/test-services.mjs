// @ts-check
/** Throw-away servers for a run that needs them (`test-services.sh`), when the environment names none. */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { run } from './run.mjs';

const require = createRequire(import.meta.url);
const script = path.join(repoRoot, 'scripts/test-services.sh');

/**
 * Why no PostgreSQL database can be had here, or undefined when one can: TEST_DATABASE_URL names
 * a server, or `test-services.sh` finds Debian's `postgresql` and `redis-server` to start one.
 * @returns {string | undefined}
 */
export function postgresUnavailable() {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const installed = (() => {
    try {
      return fs
        .readdirSync('/usr/lib/postgresql')
        .some((version) => fs.existsSync(path.join('/usr/lib/postgresql', version, 'bin/initdb')));
    } catch {
      return false;
    }
  })();
  const redis = spawnSync('redis-server', ['--version']).error === undefined;
  if (installed && redis) return undefined;
  return 'no TEST_DATABASE_URL, and no PostgreSQL and Redis to start one (apt-get install -y postgresql redis-server)';
}

/**
 * Throw-away PostgreSQL and Redis servers (`test-services.sh start`), on these ports when given
 * (else the script's): the variables it prints (TEST_DATABASE_URL, TEST_REDIS_URL), and `stop()`,
 * which stops both and deletes their data.
 * @param {{ pg?: number, redis?: number }} [ports]
 */
export async function startTestServices(ports = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-services-'));
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    ...(ports.pg ? { TEST_PG_PORT: String(ports.pg) } : {}),
    ...(ports.redis ? { TEST_REDIS_PORT: String(ports.redis) } : {}),
  };
  const printed = await new Promise((resolve, reject) => {
    const child = spawn('bash', [script, 'start', dir], { stdio: ['ignore', 'pipe', 'inherit'], env });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`test-services.sh start failed (${code})`))));
  });
  /** @type {Record<string, string>} */
  const variables = Object.fromEntries([...String(printed).matchAll(/^export (\w+)=(\S+)$/gm)].map(([, name, value]) => [name, value]));
  return { variables, stop: () => run('bash', [script, 'stop', dir]) };
}

/**
 * A fresh PostgreSQL database named after `prefix`: on TEST_DATABASE_URL's server, or on a
 * throw-away cluster started for it; `drop()` deletes the database (and stops that cluster).
 * @param {string} prefix
 */
export async function postgresDatabase(prefix) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  /** @type {Awaited<ReturnType<typeof startTestServices>> | undefined} */
  let services;
  if (!serverUrl) {
    services = await startTestServices();
    serverUrl = services.variables.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('test-services.sh printed no TEST_DATABASE_URL');
  }
  const { createPostgresDatabase } = /** @type {typeof import('@rcm/backend/database')} */ (require('@rcm/backend/database'));
  const database = await createPostgresDatabase(serverUrl, prefix);
  return {
    databaseUrl: database.url,
    async drop() {
      await database.drop();
      await services?.stop();
    },
  };
}
