// @ts-check
/**
 * `npm run bench`: builds production, serves the site exactly as `npm start` does (on the ports
 * SHELL_PORT, MARKETING_PORT, ACCOUNT_PORT and BACKEND_PORT name), plus the same pages as one
 * non-federated app twice — rendered on the server and hydrated (`monolith-ssr`: the honest
 * anchor, what a team without micro-frontends would ship) and rendered in the browser
 * (`monolith`) — and a static-HTML floor, and measures them side by side in ONE run (candidates
 * alternate run by run) under mobile throttling, at each CPU slowdown (4x and 8x); then the
 * shell's server under load, and what its metrics cost it (metrics-cost.mjs).
 * The home page is also measured as `canary`: the same site while a 50 % canary of marketing
 * runs (marketing built again with a federation build version of its own: canary.mjs),
 * switched on and off around its runs through the registry, so the releases' cost shows
 * against the same floor; and as `no-rum`: the site with RUM_SAMPLE_RATE=0 (its own instance of
 * the shell's web server: no-rum-shell.mjs) against the site's RUM_SAMPLE_RATE=1, so the
 * visitors' measurements' cost shows the same way (issue 28).
 * Prints the tables, ratios and budgets; writes raw figures (JSON) and a chart (SVG) per CPU
 * slowdown to bench-results/. Then the staff console with 100,000 enquiries (scripts/bench/staff.mjs).
 * Options: --runs N (default 5), --cpu 4,8 (the CPU slowdowns), --no-lighthouse, --staff-sqlite-only.
 * BENCH_PORT (default 3300) is the first of the seven ports its own servers take.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { build } from '../build.mjs';
import { repoRoot } from '../lib/apps.mjs';
import chromiumOptions from '../lib/chromium.cjs';
import { run } from '../lib/run.mjs';
import { waitForUrl } from '../lib/wait-for-url.mjs';
import { shared, webServer } from './built.mjs';
import { canarySwitch } from './canary.mjs';
import { chartSvg } from './chart.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { defaultCpuSlowdowns, throttling } from './measure.mjs';
import { createSsrMonolithServer } from './monolith-ssr-server.mjs';
import { measureReleaseLookup } from './release-lookup.mjs';
import { metricsCostCheck, metricsCostTable } from './metrics-cost.mjs';
import { startShellWithoutRum } from './no-rum-shell.mjs';
import { measureRounds } from './rounds.mjs';
import { measureServerThroughput } from './server-throughput.mjs';
import { benchStaff } from './staff.mjs';
import { register, signedInBrowserState } from './bench-account.mjs';
import { budgets, medians, serverTable, table } from './report.mjs';

const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs')) > 0 ? Number(option('--runs')) : 5;
const cpuSlowdowns = option('--cpu')?.split(',').map(Number) ?? defaultCpuSlowdowns;
if (!cpuSlowdowns.length || cpuSlowdowns.some((rate) => !(rate >= 1))) throw new Error('--cpu takes CPU slowdowns of 1 or more, e.g. 4,8');
const withLighthouse = !args.includes('--no-lighthouse');
const resultsDir = path.join(repoRoot, 'bench-results');
const floorDir = path.join(resultsDir, 'floor');
const firstPort = Number(process.env.BENCH_PORT ?? 3300);
const ports = {
  monolith: firstPort,
  floor: firstPort + 1,
  serverCached: firstPort + 2,
  serverRendered: firstPort + 3,
  monolithSsr: firstPort + 4,
  serverWithoutMetrics: firstPort + 5,
  siteWithoutRum: firstPort + 6,
};
/** The pages every candidate serves; the signed-in profile is measured on the federated site too (below). */
const publicPages = ['/', '/contact', '/login'];
/** The bench's customer, who holds a session while the personal pages are measured. */
const customer = { email: 'bench.customer@example.com', name: 'Bench Customer' };

/**
 * Every public page as the site's sitemap lists it (the articles included), and the profile.
 * @param {string} site
 */
async function lighthousePages(site) {
  const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(/** @type {string} */ (loc)).pathname);
  return [...listed, shared().paths.profile];
}

async function main() {
  fs.mkdirSync(resultsDir, { recursive: true });
  console.log('[bench] building the production site, the monoliths and the floor');
  await build();
  // Both monoliths (bench-results/monolith/ and monolith-ssr/), in one webpack run.
  await run(
    'npx',
    ['webpack', '--config', path.join(repoRoot, 'scripts/bench/monolith/webpack.config.cjs'), '--env', `outputDir=${resultsDir}`],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  fs.rmSync(floorDir, { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, 'scripts/bench/floor'), floorDir, { recursive: true });

  // Loaded after the build: they read the built @rcm/shared.
  const { publicUrl, releaseStore, runtimeConfigFromEnvironment, siteOrigins, sitePorts, writeRuntimeConfig } =
    await import('../lib/site-config.mjs');
  const { openOperatorRegistry } = /** @type {typeof import('@rcm/backend/releases')} */ (
    createRequire(import.meta.url)('@rcm/backend/releases')
  );
  const federatedSite = `http://localhost:${sitePorts().shell}`;
  // The site's data folder is the bench's too: its registry is where the canary is started.
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  // What the site's web server is given, and the `no-rum` instance too (whose origin the API must take too).
  const noRumSite = `http://localhost:${ports.siteWithoutRum}`;
  const shellEnv = {
    RUNTIME_CONFIG_FILE: writeRuntimeConfig(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-config-'))),
    PUBLIC_URL: publicUrl(),
    RELEASES_API_URL: process.env.RELEASES_API_URL || runtimeConfigFromEnvironment().backendUrl,
    DEPLOY_TOKEN: process.env.DEPLOY_TOKEN || crypto.randomBytes(32).toString('base64url'),
    RELEASES_URL: releaseStore().url,
  };
  const site = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // The bench starts and aborts its canary itself; the canary analysis would judge it on the bench's noise.
    env: {
      ...process.env,
      ...shellEnv,
      SITE_ORIGINS: [...siteOrigins(), noRumSite].join(','),
      RUM_SAMPLE_RATE: '1', // every page load reports (the `no-rum` candidate's none)
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      CANARY_CHECK_SECONDS: '0',
    },
  });
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let shellWithoutRum;
  const monolith = await webServer().createStaticFilesServer({ distDir: path.join(resultsDir, 'monolith'), singlePageApp: true });
  const monolithSsr = await createSsrMonolithServer(path.join(resultsDir, 'monolith-ssr'));
  const floor = await webServer().createStaticFilesServer({ distDir: floorDir, singlePageApp: true });
  await monolith.listen({ port: ports.monolith, host: 'localhost' });
  await monolithSsr.listen({ port: ports.monolithSsr, host: 'localhost' });
  await floor.listen({ port: ports.floor, host: 'localhost' });
  const browser = await chromium.launch({ executablePath: chromiumOptions.chromiumExecutable, args: chromiumOptions.chromiumArgs });

  /** @type {import('@rcm/backend/releases').OperatorRegistry | undefined} */
  let registry;
  const origins = {
    federated: federatedSite,
    canary: federatedSite,
    'monolith-ssr': `http://localhost:${ports.monolithSsr}`,
    monolith: `http://localhost:${ports.monolith}`,
    floor: `http://localhost:${ports.floor}`,
    'no-rum': noRumSite,
  };
  try {
    await waitForUrl(`${federatedSite}/`);
    // Each page's first render on the server-rendered monolith loads its Node chunk and warms the
    // JIT, as the site's page warmer does for it: before the runs, not in the first one.
    for (const page of publicPages) await waitForUrl(`${origins['monolith-ssr']}${page}`);
    // Before the canary's build: it follows the live release map, and loads the canary's pages when it starts, as the site does.
    shellWithoutRum = await startShellWithoutRum({ port: ports.siteWithoutRum, env: shellEnv });
    registry = await openOperatorRegistry(process.env, 'npm run bench');
    const canary = await canarySwitch(registry, federatedSite, releaseStore().dir, path.join(resultsDir, 'canary-marketing'));
    // A customer of the site's own (fresh) database, signed in through the login page.
    await register(runtimeConfigFromEnvironment().backendUrl, customer);
    const personal = { pages: [shared().paths.profile], storageState: await signedInBrowserState(browser, federatedSite, customer.email) };
    const benchPages = [...publicPages, ...personal.pages];
    const raw = await measureRounds({ browser, origins, pages: benchPages, runs, cpuSlowdowns, canary, personal });
    /** @type {Record<string, any>} */
    const lighthouse = {};
    if (withLighthouse) {
      for (const page of await lighthousePages(federatedSite)) {
        console.log(`[bench] lighthouse ${page}`);
        lighthouse[page] = await lighthouseScores(`${federatedSite}${page}`);
      }
    }

    console.log("[bench] the shell's server under load");
    const runtimeConfigFile = writeRuntimeConfig(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-config-')));
    const server = await measureServerThroughput({
      runtimeConfigFile,
      floorFile: path.join(floorDir, 'index.html'),
      ports: { cached: ports.serverCached, uncached: ports.serverRendered, noMetrics: ports.serverWithoutMetrics },
    });
    console.log('[bench] the release lookup while a canary runs');
    const releaseLookup = await measureReleaseLookup({ runtimeConfigFile });

    /** @type {Record<string, ReturnType<typeof medians>>} CPU slowdown (`4x`) → candidate → page → medians */
    const summary = Object.fromEntries(Object.entries(raw).map(([cpu, runsAtCpu]) => [cpu, medians(runsAtCpu)]));
    // The marketing remote's pages are the marketing pages (≥ 98 and SEO 100); the account pages ≥ 95.
    const checks = budgets(summary, lighthouse, (page) => shared().remoteRouteAt(page)?.remote === 'marketing');
    checks.push({
      budget: 'release lookup p99 (canary running, visitor with a bucket) ≤ 1 ms',
      value: `${releaseLookup.lookup.p99Ms.toFixed(3)} ms`,
      met: releaseLookup.lookup.p99Ms <= 1,
    });
    checks.push(metricsCostCheck(server.metricsCost));
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const report = {
      date: new Date().toISOString(),
      runs,
      throttling: { ...throttling, cpuSlowdowns },
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
      raw,
      summary,
      lighthouse,
      server,
      releaseLookup,
      budgets: checks,
    };
    fs.writeFileSync(path.join(resultsDir, `bench-${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    for (const [cpu, summaryAtCpu] of Object.entries(summary)) {
      fs.writeFileSync(path.join(resultsDir, `chart-cpu${cpu}.svg`), chartSvg(summaryAtCpu, benchPages, cpu));
    }

    for (const [cpu, summaryAtCpu] of Object.entries(summary)) {
      console.log(`\nMedians of ${runs} runs (min–max), mobile: ${throttling.latencyMs} ms RTT, 1.6 Mbps down, CPU ${cpu} slower\n`);
      console.log(table(summaryAtCpu, benchPages));
      const floor = summaryAtCpu.floor?.['/'];
      console.log(
        `\nThis machine's floor at CPU ${cpu}: heading ${Math.round(floor?.headingVisibleMs?.median ?? NaN)} ms, LCP ${Math.round(floor?.lcpMs?.median ?? NaN)} ms (medians)`,
      );
    }
    if (withLighthouse) {
      console.log(
        '\n| page | performance | accessibility | best practices | SEO | CLS | FCP / LCP / TBT / Speed Index |\n|---|---|---|---|---|---|---|',
      );
      const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
      for (const [page, scores] of Object.entries(lighthouse)) {
        console.log(
          'error' in scores
            ? `| ${page} | ${scores.error} ||||||`
            : `| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${scores.cls.toFixed(3)} | ${[scores.fcpMs, scores.lcpMs, scores.tbtMs, scores.speedIndexMs].map(ms).join(' / ')} |`,
        );
      }
    }
    console.log("\nThe shell's server, 10 connections, 10 s each (brotli):\n");
    console.log(serverTable(server));
    console.log(
      `\n\`/\` from the page cache with the server's metrics and without, ${server.metricsCost.seconds} s each, in alternating order:\n`,
    );
    console.log(metricsCostTable(server.metricsCost));
    const { lookup, withFileRead } = releaseLookup;
    console.log(
      `\nThe release lookup of a request while a canary runs (${releaseLookup.calls} calls): p50 ${lookup.p50Ms.toFixed(3)} ms, p99 ${lookup.p99Ms.toFixed(3)} ms; with the runtime config file's read: p50 ${withFileRead.p50Ms.toFixed(3)} ms, p99 ${withFileRead.p99Ms.toFixed(3)} ms`,
    );
    console.log('\n| budget | value | met |\n|---|---|---|');
    for (const check of checks) console.log(`| ${check.budget} | ${check.value} | ${check.met ? 'yes' : 'NO'} |`);
    console.log(`\nRaw figures: bench-results/bench-${stamp}.json; charts: bench-results/chart-cpu<slowdown>.svg`);
  } finally {
    await registry?.close();
    await browser.close();
    await Promise.allSettled([monolith.close(), monolithSsr.close(), floor.close()]);
    shellWithoutRum?.kill('SIGTERM');
    site.kill('SIGTERM');
  }
  // The staff console's budgets, on SQLite and PostgreSQL (its own backends, after the site is down).
  await benchStaff({ sqliteOnly: args.includes('--staff-sqlite-only') });
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
