// @ts-check
/**
 * The shell's server under load: requests per second and p99 latency for `/` rendered on every
 * request, for `/` from the page cache, and for the floor's static file from the same server
 * (the ceiling for anything it sends), with autocannon over 10 connections.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';

/** @typedef {{ requestsPerSecond: number, p99Ms: number, errors: number, non2xx: number }} LoadResult */

/** @param {string} url @param {number} seconds @returns {Promise<LoadResult>} */
async function load(url, seconds) {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: { 'accept-encoding': 'br' } });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

/**
 * @param {{ runtimeConfigFile: string, floorFile: string, ports: { cached: number, uncached: number }, seconds?: number }} options
 * @returns {Promise<Record<'rendered' | 'cached' | 'staticFile', LoadResult>>}
 */
export async function measureServerThroughput({ runtimeConfigFile, floorFile, ports, seconds = 10 }) {
  const server = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'server-under-load.mjs'), runtimeConfigFile, String(ports.cached), String(ports.uncached), floorFile],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await once(/** @type {import('node:stream').Readable} */ (server.stdout), 'data');
    const cached = `http://localhost:${ports.cached}`;
    const uncached = `http://localhost:${ports.uncached}`;
    // Warm: the page's module loaded from its remote, the page rendered and cached once.
    for (const url of [`${cached}/`, `${uncached}/`, `${cached}/floor.html`]) await load(url, 1);
    return {
      rendered: await load(`${uncached}/`, seconds),
      cached: await load(`${cached}/`, seconds),
      staticFile: await load(`${cached}/floor.html`, seconds),
    };
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
}
