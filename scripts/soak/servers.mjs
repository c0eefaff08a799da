// @ts-check
/**
 * The processes a soak run drives: the real backend (`backend/dist/server.js`) on the embedded
 * database, and a bare Fastify route as the ceiling, each in a child process of its own so the
 * load generator does not share their event loop.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../lib/apps.mjs';
import { waitForUrl } from '../lib/wait-for-url.mjs';

export const HOST = '127.0.0.1';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, HOST, () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * @typedef {object} RunningServer
 * @property {string} url
 * @property {import('node:child_process').ChildProcess} child
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop
 */

/**
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} healthUrl
 * @param {string} url
 * @returns {Promise<RunningServer>}
 */
async function startProcess(args, env, healthUrl, url) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForUrl(healthUrl, { timeoutMs: 30_000, intervalMs: 50 });
  return {
    url,
    child,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * The backend as `npm start` runs it. The enquiry, newsletter and subscription limits are
 * lifted (one address sends everything here); the login limits stay as configured.
 * @param {{ dataDir: string, port: number, env?: NodeJS.ProcessEnv }} options `env` adds to or overrides the backend's
 */
export function startBackend({ dataDir, port, env = {} }) {
  const url = `http://${HOST}:${port}`;
  return startProcess(
    [path.join(repoRoot, 'backend/dist/server.js')],
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_CONTACT_MAX: '100000000',
      RATE_LIMIT_NEWSLETTER_MAX: '100000000',
      RATE_LIMIT_SUBSCRIPTION_MAX: '100000000',
      RATE_LIMIT_REGISTER_MAX: '100000000',
      ...env,
    },
    `${url}/health`,
    url,
  );
}

/** A Fastify route that parses the same JSON and answers 201: what the machine can do at best. */
export async function startBareRoute() {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  return startProcess([path.join(repoRoot, 'scripts/soak/bare-route.mjs')], { PORT: String(port), HOST }, `${url}/health`, url);
}
