// @ts-check
/**
 * The release lookup every page request makes before its page is looked up in the page cache
 * (web-server/src/releases/site-config.ts): the visitor's cookies read, a release chosen per
 * remote and the composed site config found among those kept. Timed call by call while a 50 %
 * canary of marketing runs, for visitors with a bucket (every request but a visitor's first).
 * Twice: on the runtime config as read (what releases add; budget p99 ≤ 1 ms), and with the
 * read of the runtime config file each request also makes (there before releases; disk and
 * thread pool, so it follows the machine's load).
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const CALLS = 50_000;

/** @typedef {{ p50Ms: number, p99Ms: number }} Percentiles */

/** @param {(index: number) => Promise<unknown>} call @returns {Promise<Percentiles>} */
async function percentiles(call) {
  for (let index = 0; index < 2_000; index += 1) await call(index);
  const timings = new Float64Array(CALLS);
  for (let index = 0; index < CALLS; index += 1) {
    const started = performance.now();
    await call(index);
    timings[index] = performance.now() - started;
  }
  timings.sort();
  return { p50Ms: timings[CALLS / 2] ?? NaN, p99Ms: timings[(CALLS * 99) / 100] ?? NaN };
}

/**
 * @param {{ runtimeConfigFile: string }} options
 * @returns {Promise<{ calls: number, lookup: Percentiles, withFileRead: Percentiles }>}
 */
export async function measureReleaseLookup({ runtimeConfigFile }) {
  /** @type {typeof import('@rcm/web-server')} */
  const { BUCKET_COOKIE, runtimeConfigReader, siteReader } = require('@rcm/web-server');
  /** @type {typeof import('@rcm/shared/server')} */
  const { previewSigningKey } = require('@rcm/shared/server');
  const idle = { live: null, canary: null };
  const map = {
    version: 1,
    remotes: { marketing: { live: '2026-12-06-1a2b3c4', canary: { id: '2026-12-07-5d6e7f8', percent: 50 } }, account: idle, staff: idle },
  };
  const live = { map: () => map, storeUrl: 'http://localhost/releases/', previewKey: previewSigningKey('bench') };
  const readFile = runtimeConfigReader(runtimeConfigFile, 'http://localhost');
  const file = await readFile();
  if (!file) throw new Error(`the bench's runtime config ${runtimeConfigFile} cannot be read`);
  // A request object of its own each time, as Fastify makes one per request.
  const visitor = (/** @type {number} */ index) =>
    /** @type {import('fastify').FastifyRequest} */ (/** @type {unknown} */ ({ cookies: { [BUCKET_COOKIE]: String(index % 10_000) } }));
  const asRead = siteReader(async () => file, live).readSite;
  const fromFile = siteReader(readFile, live).readSite;
  return {
    calls: CALLS,
    lookup: await percentiles((index) => asRead(visitor(index))),
    withFileRead: await percentiles((index) => fromFile(visitor(index))),
  };
}
