// @ts-check
/**
 * `npm run bench`: builds production, serves the site exactly as `npm start` does (on the ports
 * SHELL_PORT, MARKETING_PORT, ACCOUNT_PORT and BACKEND_PORT name), plus a non-federated monolith
 * of the same pages and a static-HTML floor, and measures them side by side in ONE run
 * (candidates alternate run by run) under mobile throttling; then the shell's server under load.
 * The home page is also measured as `canary`: the same site while a 50 % canary of marketing
 * runs (this build published once more as a release of its own), switched on and off around
 * its runs through the registry, so the releases' cost shows against the same floor.
 * Prints the table, ratios and budgets; writes raw figures (JSON) and a chart (SVG) to bench-results/.
 * Then the staff console with 100,000 enquiries (scripts/bench/staff.mjs).
 * Options: --runs N (default 5), --no-lighthouse, --staff-sqlite-only.
 */
import { spawn } from 'node:child_process';
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
import { lighthouseScores } from './lighthouse.mjs';
import { measureReleaseLookup } from './release-lookup.mjs';
import { measurePage, throttling } from './measure.mjs';
import { measureServerThroughput } from './server-throughput.mjs';
import { benchStaff } from './staff.mjs';
import { budgets, chartSvg, medians, serverTable, table } from './report.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) > 0 && args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5;
const withLighthouse = !args.includes('--no-lighthouse');
const resultsDir = path.join(repoRoot, 'bench-results');
const monolithDir = path.join(resultsDir, 'monolith');
const floorDir = path.join(resultsDir, 'floor');
const ports = { monolith: 3300, floor: 3301, serverCached: 3302, serverRendered: 3303 };
const benchPages = ['/', '/contact', '/login'];
/** @returns {typeof import('@rcm/shared')} the built shared package (loaded after the build) */
const shared = () => createRequire(import.meta.url)('@rcm/shared');

/**
 * Every public page as the site's sitemap lists it (the articles included), and the profile.
 * @param {string} site
 */
async function lighthousePages(site) {
  const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(/** @type {string} */ (loc)).pathname);
  return [...listed, shared().paths.profile];
}
/** @returns {typeof import('@rcm/web-server')} the built web server (loaded after the build) */
const webServer = () => createRequire(import.meta.url)('@rcm/web-server');

/**
 * A 50 % canary of marketing on the running site, switched on and off through the registry. The
 * candidate is marketing's source built again with a federation build version of its own, as any
 * new release has (the same pages, so only what running a canary costs is measured; the same build
 * published twice would share one container on the server, which renders one of the two in the
 * browser instead: docs/ARCHITECTURE.md). `set` returns once the web server serves the state asked
 * for (a canary shows as the visitor cookie it hands out) and both releases' home pages are rendered.
 * @param {import('@rcm/backend/releases').OperatorRegistry} registry
 * @param {string} site
 * @param {string} storeDir
 */
async function canarySwitch(registry, site, storeDir) {
  const build = path.join(resultsDir, 'canary-marketing');
  fs.rmSync(build, { recursive: true, force: true });
  await run('npx', ['webpack', '--mode', 'production', '--env', `outputDir=${build}`], {
    cwd: path.join(repoRoot, 'marketing-remote'),
    env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: `bench${Date.now().toString(16).slice(-7)}` },
  });
  const candidate = await webServer().publishCheckout(repoRoot, { ...process.env, RELEASES_DIR: storeDir }, registry, {
    remote: 'marketing',
    dist: build,
    reason: 'npm run bench: the candidate of a canary',
  });
  let running = false;
  const servesCanary = async () => ((await fetch(`${site}/`)).headers.get('set-cookie') ?? '').includes('rcm_bucket=');
  const canary = {
    /** @param {boolean} on */
    async set(on) {
      if (on === running) return;
      if (on) await registry.canary('marketing', candidate, 50, 'npm run bench: the home page measured while a canary runs');
      else await registry.abort('marketing', 'npm run bench: the canary measured');
      running = on;
      const started = Date.now();
      while ((await servesCanary()) !== on) {
        if (Date.now() - started > 10_000) throw new Error(`the web server did not follow the canary ${on ? 'start' : 'abort'} in 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const cookie of ['', 'rcm_bucket=0', 'rcm_bucket=9999']) await fetch(`${site}/`, { headers: { cookie } });
    },
  };
  // Once before any run: the web server loads the candidate's pages in the background the first
  // time it serves them (federation/page-warmer.ts), which must not happen during a measurement.
  await canary.set(true);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  await canary.set(false);
  return canary;
}

async function main() {
  fs.mkdirSync(resultsDir, { recursive: true });
  console.log('[bench] building the production site, the monolith and the floor');
  await build();
  await run(
    'npx',
    ['webpack', '--config', path.join(repoRoot, 'scripts/bench/monolith/webpack.config.cjs'), '--env', `outputDir=${monolithDir}`],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  fs.rmSync(floorDir, { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, 'scripts/bench/floor'), floorDir, { recursive: true });

  // Loaded after the build: they read the built @rcm/shared.
  const { releaseStore, sitePorts, writeRuntimeConfig } = await import('../lib/site-config.mjs');
  const { openOperatorRegistry } = /** @type {typeof import('@rcm/backend/releases')} */ (
    createRequire(import.meta.url)('@rcm/backend/releases')
  );
  const federatedSite = `http://localhost:${sitePorts().shell}`;
  // The site's data folder is the bench's too: its registry is where the canary is started.
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const site = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SKIP_BUILD: '1', LOG_LEVEL: 'warn' },
  });
  const monolith = await webServer().createStaticFilesServer({ distDir: monolithDir, singlePageApp: true });
  const floor = await webServer().createStaticFilesServer({ distDir: floorDir, singlePageApp: true });
  await monolith.listen({ port: ports.monolith, host: 'localhost' });
  await floor.listen({ port: ports.floor, host: 'localhost' });
  const browser = await chromium.launch({ executablePath: chromiumOptions.chromiumExecutable, args: chromiumOptions.chromiumArgs });

  /** @type {import('@rcm/backend/releases').OperatorRegistry | undefined} */
  let registry;
  try {
    await waitForUrl(`${federatedSite}/`);
    registry = await openOperatorRegistry(process.env, 'npm run bench');
    const canary = await canarySwitch(registry, federatedSite, releaseStore().dir);
    /** @type {Record<string, string>} */
    const origins = {
      federated: federatedSite,
      canary: federatedSite,
      monolith: `http://localhost:${ports.monolith}`,
      floor: `http://localhost:${ports.floor}`,
    };
    /** @type {import('./report.mjs').RawRuns} */
    const raw = { federated: {}, canary: {}, monolith: {}, floor: {} };
    for (let round = 0; round < runs; round += 1) {
      for (const page of benchPages) {
        const candidates = page === '/' ? ['federated', 'monolith', 'floor', 'canary'] : ['federated', 'monolith'];
        // Alternate who goes first, so neither side always meets a warmer machine.
        const order = round % 2 ? [...candidates].reverse() : candidates;
        for (const candidate of order) {
          await canary.set(candidate === 'canary');
          const measurement = await measurePage(browser, `${origins[candidate]}${page}`);
          ((raw[candidate] ??= {})[page] ??= []).push(measurement);
          console.log(
            `[bench] run ${round + 1}/${runs} ${candidate.padEnd(9)} ${page.padEnd(8)} heading ${Math.round(measurement.headingVisibleMs)} ms, JS ${(measurement.jsBytes / 1024).toFixed(1)} KB`,
          );
        }
      }
    }
    await canary.set(false);
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
      ports: { cached: ports.serverCached, uncached: ports.serverRendered },
    });
    console.log('[bench] the release lookup while a canary runs');
    const releaseLookup = await measureReleaseLookup({ runtimeConfigFile });

    const summary = medians(raw);
    const checks = budgets(summary, lighthouse, (page) => shared().remoteRouteAt(page)?.render === 'server');
    checks.push({
      budget: 'release lookup p99 (canary running, visitor with a bucket) ≤ 1 ms',
      value: `${releaseLookup.lookup.p99Ms.toFixed(3)} ms`,
      met: releaseLookup.lookup.p99Ms <= 1,
    });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const report = {
      date: new Date().toISOString(),
      runs,
      throttling,
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
    fs.writeFileSync(path.join(resultsDir, 'chart.svg'), chartSvg(summary, benchPages));

    console.log(
      `\nMedians of ${runs} runs (min–max), mobile: ${throttling.latencyMs} ms RTT, 1.6 Mbps down, CPU ${throttling.cpuSlowdown}x slower\n`,
    );
    console.log(table(summary, benchPages));
    if (withLighthouse) {
      console.log('\n| page | performance | accessibility | best practices | SEO | CLS |\n|---|---|---|---|---|---|');
      for (const [page, scores] of Object.entries(lighthouse)) {
        console.log(
          'error' in scores
            ? `| ${page} | ${scores.error} |||||`
            : `| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${scores.cls.toFixed(3)} |`,
        );
      }
    }
    console.log("\nThe shell's server, 10 connections, 10 s each (brotli):\n");
    console.log(serverTable(server));
    const { lookup, withFileRead } = releaseLookup;
    console.log(
      `\nThe release lookup of a request while a canary runs (${releaseLookup.calls} calls): p50 ${lookup.p50Ms.toFixed(3)} ms, p99 ${lookup.p99Ms.toFixed(3)} ms; with the runtime config file's read: p50 ${withFileRead.p50Ms.toFixed(3)} ms, p99 ${withFileRead.p99Ms.toFixed(3)} ms`,
    );
    console.log('\n| budget | value | met |\n|---|---|---|');
    for (const check of checks) console.log(`| ${check.budget} | ${check.value} | ${check.met ? 'yes' : 'NO'} |`);
    console.log(`\nRaw figures: bench-results/bench-${stamp}.json; chart: bench-results/chart.svg`);
  } finally {
    await registry?.close();
    await browser.close();
    await Promise.allSettled([monolith.close(), floor.close()]);
    site.kill('SIGTERM');
  }
  // The staff console's budgets, on SQLite and PostgreSQL (its own backends, after the site is down).
  await benchStaff({ sqliteOnly: args.includes('--staff-sqlite-only') });
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
