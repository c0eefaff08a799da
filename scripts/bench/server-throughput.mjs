// @ts-check
/**
 * The shell's server under load: requests per second and p99 latency for `/` rendered on every
 * request, for `/` from the page cache, and for the floor's static file from the same server
 * (the ceiling for anything it sends), with autocannon over 10 connections; then `/` from the
 * page cache with the server's metrics against without them (metrics-cost.mjs).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';
import { measureMetricsCost } from './metrics-cost.mjs';

/** @typedef {{ requestsPerSecond: number, requests: number, p99Ms: number, errors: number, non2xx: number }} LoadResult */

/** @param {string} url @param {number} seconds @returns {Promise<LoadResult>} */
async function load(url, seconds) {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: { 'accept-encoding': 'br' } });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * @param {object} options
 * @param {string} options.runtimeConfigFile
 * @param {string} options.floorFile
 * @param {{ cached: number, uncached: number, noMetrics: number }} options.ports
 * @param {number} [options.seconds]
 */
export async function measureServerThroughput({ runtimeConfigFile, floorFile, ports, seconds = 10 }) {
  const metricsToken = crypto.randomBytes(32).toString('base64url');
  const server = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'server-under-load.mjs'),
      runtimeConfigFile,
      String(ports.cached),
      String(ports.uncached),
      floorFile,
      String(ports.noMetrics),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      env: { ...process.env, METRICS_TOKEN: metricsToken },
    },
  );
  try {
    await once(/** @type {import('node:stream').Readable} */ (server.stdout), 'data');
    const cached = `http://localhost:${ports.cached}`;
    const uncached = `http://localhost:${ports.uncached}`;
    const noMetrics = `http://localhost:${ports.noMetrics}`;
    // Warm: the page's module loaded from its remote, the page rendered and cached once.
    for (const url of [`${cached}/`, `${uncached}/`, `${cached}/floor.html`, `${noMetrics}/`]) await load(url, 1);
    /** The server process's CPU time so far (user + system), in microseconds. */
    const cpuMicroseconds = async () => {
      server.send('cpu');
      const [usage] = /** @type {[NodeJS.CpuUsage]} */ (await once(server, 'message'));
      return usage.user + usage.system;
    };
    return {
      rendered: await load(`${uncached}/`, seconds),
      cached: await load(`${cached}/`, seconds),
      staticFile: await load(`${cached}/floor.html`, seconds),
      metricsCost: await measureMetricsCost({ load, cpuMicroseconds, withMetrics: cached, withoutMetrics: noMetrics, token: metricsToken }),
    };
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
}
