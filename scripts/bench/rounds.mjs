// @ts-check
/**
 * The bench's page loads, interleaved: in each round, at each CPU slowdown, each page once by
 * each candidate that has it (the floor, the canary and `no-rum` on `/` only; a personal page,
 * the signed-in profile, on the federated site only, whose visitor holds a session), in an order
 * reversed every other round, so no candidate always meets a warmer (or busier) machine.
 */
import { measurePage } from './measure.mjs';

/**
 * The candidates in the order the table lists them; the floor, the canary and the site without
 * the visitors' measurements (`no-rum`) exist for `/` only. `no-rum` is the farthest from the
 * canary, so the live release map has long been followed back when it is loaded.
 */
const everyCandidate = ['federated', 'canary', 'monolith-ssr', 'monolith', 'floor', 'no-rum'];
const homeOnly = ['floor', 'canary', 'no-rum'];

/** How a CPU slowdown is named in the raw results, the summary and the budgets. @param {number} rate */
export const cpuKey = (rate) => `${rate}x`;

/**
 * @param {object} options
 * @param {import('@playwright/test').Browser} options.browser
 * @param {Record<string, string>} options.origins candidate → the origin it is served from
 * @param {string[]} options.pages
 * @param {number} options.runs
 * @param {number[]} options.cpuSlowdowns
 * @param {{ set(on: boolean): Promise<void> }} options.canary switched on for the canary's loads only
 * @param {{ pages: string[], storageState: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>> }} options.personal
 *   the pages measured signed in (by the federated site alone: the monoliths have no accounts),
 *   and what their visitor's browser holds
 * @returns {Promise<Record<string, import('./report.mjs').RawRuns>>} CPU slowdown (`4x`) → candidate → page → runs
 */
export async function measureRounds({ browser, origins, pages, runs, cpuSlowdowns, canary, personal }) {
  /** @type {Record<string, import('./report.mjs').RawRuns>} */
  const raw = Object.fromEntries(cpuSlowdowns.map((rate) => [cpuKey(rate), Object.fromEntries(everyCandidate.map((c) => [c, {}]))]));
  for (let round = 0; round < runs; round += 1) {
    for (const rate of cpuSlowdowns) {
      for (const page of pages) {
        const signedIn = personal.pages.includes(page);
        const candidates = signedIn ? ['federated'] : everyCandidate.filter((candidate) => page === '/' || !homeOnly.includes(candidate));
        const order = round % 2 ? [...candidates].reverse() : candidates;
        for (const candidate of order) {
          await canary.set(candidate === 'canary');
          const measurement = await measurePage(
            browser,
            `${origins[candidate]}${page}`,
            rate,
            signedIn ? { storageState: personal.storageState } : {},
          );
          const byCandidate = (raw[cpuKey(rate)] ??= {});
          ((byCandidate[candidate] ??= {})[page] ??= []).push(measurement);
          console.log(
            `[bench] run ${round + 1}/${runs} CPU ${cpuKey(rate).padEnd(3)} ${candidate.padEnd(12)} ${page.padEnd(8)} heading ${Math.round(measurement.headingVisibleMs)} ms, JS ${(measurement.jsBytes / 1024).toFixed(1)} KB`,
          );
        }
      }
    }
  }
  await canary.set(false);
  return raw;
}
