// @ts-check
/** The bench's canary: the home page measured while a 50 % canary of marketing runs (scripts/bench/run.mjs). */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/apps.mjs';
import { run } from '../lib/run.mjs';
import { webServer } from './built.mjs';

/**
 * A 50 % canary of marketing on the running site, switched on and off through the registry. The
 * candidate is marketing's source built again with a federation build version of its own, as any
 * new release has (the same pages, so only what running a canary costs is measured; the same build
 * published twice would share one container on the server, which renders one of the two in the
 * browser instead: docs/ARCHITECTURE.md). `set` returns once the web server serves the state asked
 * for (a canary shows as the visitor cookie it hands out) and both releases' home pages are rendered.
 * @param {import('@rcm/backend/releases').OperatorRegistry} registry
 * @param {string} site
 * @param {string} storeDir the release store
 * @param {string} build where the candidate is built
 */
export async function canarySwitch(registry, site, storeDir, build) {
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
  const { BUCKET_COOKIE } = webServer();
  const servesCanary = async () => ((await fetch(`${site}/`)).headers.get('set-cookie') ?? '').includes(`${BUCKET_COOKIE}=`);
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
      for (const cookie of ['', `${BUCKET_COOKIE}=0`, `${BUCKET_COOKIE}=9999`]) await fetch(`${site}/`, { headers: { cookie } });
    },
  };
  // Once before any run: the web server loads the candidate's pages in the background the first
  // time it serves them (federation/page-warmer.ts), which must not happen during a measurement.
  await canary.set(true);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  await canary.set(false);
  return canary;
}
