// @ts-check
/**
 * What the web server's metrics cost (issue 28): `/` from the page cache on two servers of one
 * process (server-under-load.mjs), one collecting its metrics and scraped as often as Prometheus
 * scrapes it in production (every 15 s of its time under load), one collecting none
 * (`collectMetrics: false`), loaded one after the other in rounds whose order is reversed every
 * other round, so a change in the machine's load falls on both.
 *
 * The figure is the server's CPU time per request (the process's user + system time over a load,
 * divided by the requests answered), not its requests/s: a server on one thread serves at most
 * one request per CPU time of a request, so the two say the same where the CPU is the limit, but
 * requests/s also moves with whatever else the two cores do — above all the load generator on the
 * second core, which at 16,000 requests/s is near its own limit, and a round's ratio of
 * requests/s spread from 0.56 to 1.58 (docs/performance-history.md). CPU time counts only the server's
 * own work. Each round gives a ratio (CPU per request without / with: the requests/s the metrics
 * leave); their median is the figure, and the budget is met only if that median is known to
 * within the budget: its standard error (1.2533 s / √n for n rounds whose ratios spread by s, read
 * from their median absolute deviation) is no more than 2 %. A busier machine fails it as too
 * noisy to judge rather than passing or failing it on noise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/apps.mjs';
import { summarize } from './report.mjs';

/** Issue 28's budget: the metrics may cost at most 2 % of the cached page's requests/s. */
export const METRICS_COST_BUDGET = 0.02;

/** @typedef {import('./server-throughput.mjs').LoadResult} LoadResult */
/** @typedef {LoadResult & { cpuMicrosecondsPerRequest: number }} MeasuredLoad */

/**
 * `work`'s result with the server's CPU time per request over it.
 * @param {() => Promise<number>} cpuMicroseconds @param {() => Promise<LoadResult>} work
 * @returns {Promise<MeasuredLoad>}
 */
async function withCpuPerRequest(cpuMicroseconds, work) {
  const before = await cpuMicroseconds();
  const result = await work();
  const used = (await cpuMicroseconds()) - before;
  return { ...result, cpuMicrosecondsPerRequest: used / Math.max(1, result.requests) };
}

/**
 * How often Prometheus scrapes each server in production (`scrape_interval` of
 * ops/prometheus/prometheus.yml), in seconds: the bench scrapes the server as often, counted in
 * the time it is under load.
 */
export function productionScrapeSeconds() {
  const config = fs.readFileSync(path.join(repoRoot, 'ops/prometheus/prometheus.yml'), 'utf8');
  const interval = /^\s+scrape_interval:\s*(\d+)s\s*$/m.exec(config)?.[1];
  if (!interval) throw new Error('ops/prometheus/prometheus.yml has no scrape_interval in seconds');
  return Number(interval);
}

/**
 * Scrapes `origin`'s `/metrics` once every `everySeconds` of the time spent in `whileLoaded`,
 * which may be cut in rounds shorter than that: the rounds together are scraped as often as one
 * long load would be. Counts the scrapes that answered 200 and those that did not.
 * @param {string} origin @param {string} token @param {number} everySeconds
 */
function scraper(origin, token, everySeconds) {
  let loadedMs = 0;
  let nextScrapeAtMs = 0;
  return {
    /**
     * `work`'s result, with the scrapes made while it ran.
     * @template {object} Result @param {() => Promise<Result>} work
     */
    async whileLoaded(work) {
      let scrapes = 0;
      let failedScrapes = 0;
      const scrape = async () => {
        const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
        // Read whole, as Prometheus does: the server writes the full text either way.
        await response.text();
        if (response.ok) scrapes += 1;
        else failedScrapes += 1;
      };
      let since = performance.now();
      const tick = () => {
        const now = performance.now();
        loadedMs += now - since;
        since = now;
        if (loadedMs < nextScrapeAtMs) return;
        nextScrapeAtMs += everySeconds * 1000;
        scrape().catch(() => (failedScrapes += 1));
      };
      tick();
      const timer = setInterval(tick, 50);
      try {
        const result = await work();
        return { ...result, scrapes, failedScrapes };
      } finally {
        clearInterval(timer);
        loadedMs += performance.now() - since;
      }
    },
  };
}

/**
 * @param {object} options
 * @param {(url: string, seconds: number) => Promise<LoadResult>} options.load
 * @param {() => Promise<number>} options.cpuMicroseconds the server process's CPU time so far
 * @param {string} options.withMetrics the origin of the server that collects them
 * @param {string} options.withoutMetrics the origin of the one that does not
 * @param {string} options.token its metrics token
 * @param {number} [options.rounds] an even number: each side goes first as often
 * @param {number} [options.seconds] each load's length
 * @param {number} [options.scrapeEverySeconds] how often the server with metrics is scraped, in
 *   its time under load (production's interval unless told)
 */
export async function measureMetricsCost({
  load,
  cpuMicroseconds,
  withMetrics,
  withoutMetrics,
  token,
  rounds = 40,
  seconds = 2,
  scrapeEverySeconds = productionScrapeSeconds(),
}) {
  const scraped = scraper(withMetrics, token, scrapeEverySeconds);
  const loadWith = () => scraped.whileLoaded(() => withCpuPerRequest(cpuMicroseconds, () => load(`${withMetrics}/`, seconds)));
  const loadWithout = () => withCpuPerRequest(cpuMicroseconds, () => load(`${withoutMetrics}/`, seconds));
  // Unmeasured, once each: until its page is loaded from its remote, a server renders `/` at
  // every request (the layout alone, not cached), far slower than from its page cache.
  await loadWith();
  await loadWithout();
  const measured = [];
  for (let round = 0; round < rounds; round += 1) {
    let withIt;
    let without;
    if (round % 2) {
      without = await loadWithout();
      withIt = await loadWith();
    } else {
      withIt = await loadWith();
      without = await loadWithout();
    }
    measured.push({
      with: withIt,
      without,
      ratio: without.cpuMicrosecondsPerRequest / withIt.cpuMicrosecondsPerRequest,
      requestsPerSecondRatio: withIt.requestsPerSecond / without.requestsPerSecond,
    });
  }
  const ratios = measured.map((round) => round.ratio);
  const ratio = summarize(ratios);
  // The rounds' spread from their median absolute deviation (× 1.4826: the standard deviation it
  // estimates for normal noise), not their standard deviation: a round in which something else
  // took the server's core (ratios of 0.74 and 1.63 among forty of 0.85–1.08) moves the median
  // by one place, and must not decide the verdict through the spread either.
  const deviation = 1.4826 * summarize(ratios.map((value) => Math.abs(value - ratio.median))).median;
  return {
    seconds,
    scrapeEverySeconds,
    rounds: measured,
    ratio,
    cost: 1 - ratio.median,
    noise: (1.2533 * deviation) / Math.sqrt(ratios.length),
  };
}

/** @typedef {Awaited<ReturnType<typeof measureMetricsCost>>} MetricsCost */

/** @param {MetricsCost} metricsCost the budget's verdict, as the bench's others */
export function metricsCostCheck(metricsCost) {
  const failedScrapes = metricsCost.rounds.reduce((sum, round) => sum + round.with.failedScrapes, 0);
  const { min, max } = metricsCost.ratio;
  const percent = (/** @type {number} */ share) => `${(share * 100).toFixed(1)} %`;
  const tooNoisy = metricsCost.noise > METRICS_COST_BUDGET;
  return {
    budget: `cached \`/\` requests/s (the server's CPU per request): metrics collected and /metrics scraped every ${metricsCost.scrapeEverySeconds} s cost ≤ ${percent(METRICS_COST_BUDGET)}, known to ± ${percent(METRICS_COST_BUDGET)}`,
    value: `${percent(metricsCost.cost)} ± ${percent(metricsCost.noise)}${tooNoisy ? ', too noisy to judge' : ''} (rounds' ratios ${min.toFixed(3)}–${max.toFixed(3)}${failedScrapes ? `, ${failedScrapes} scrapes failed` : ''})`,
    met: metricsCost.cost <= METRICS_COST_BUDGET && !tooNoisy && failedScrapes === 0,
  };
}

/**
 * The rounds as a table: the server's CPU time per request and its requests/s, with and without
 * the metrics, and the ratios. @param {MetricsCost} metricsCost
 */
export function metricsCostTable(metricsCost) {
  const side = (/** @type {MeasuredLoad} */ load) =>
    `${load.cpuMicrosecondsPerRequest.toFixed(1)} µs, ${Math.round(load.requestsPerSecond)}/s`;
  return [
    '| round | with metrics, scraped | without metrics | CPU without / with | requests/s with / without |',
    '|---|---|---|---|---|',
    ...metricsCost.rounds.map(
      (round, index) =>
        `| ${index + 1} | ${side(round.with)} (${round.with.scrapes} scrapes) | ${side(round.without)} | ${round.ratio.toFixed(3)} | ${round.requestsPerSecondRatio.toFixed(3)} |`,
    ),
  ].join('\n');
}
