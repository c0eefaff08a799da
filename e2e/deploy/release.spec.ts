import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { createRemoteServer, createShellServer } from '../../scripts/serve/site-servers.mjs';
import { e2ePorts, origins } from '../testing/ports';
import { artifactsDir, buildChangedMarketingRelease, repoRoot } from '../testing/releases';

/**
 * The marketing team ships alone: release B goes live by editing the runtime config of a
 * running shell (no shell rebuild or restart), open tabs on release A keep working, and
 * pointing the config back at A rolls back.
 */
const ports = { shell: e2ePorts.releaseShell, releaseA: e2ePorts.releaseA, releaseB: e2ePorts.releaseB };
const releasesDir = path.join(artifactsDir, 'releases');
const configFile = path.join(releasesDir, 'runtime-config.json');
const headingA = 'Billing done right, so care comes first';
const headingB = 'Billing done right, release B is live';

function pointMarketingAt(port: number) {
  const config = {
    remotes: { marketing: `http://localhost:${port}/mf-manifest.json`, account: `${origins.account}/mf-manifest.json` },
    backendUrl: origins.backend,
    appwrite: { endpoint: `${origins.backend}/v1`, projectId: 'rcm' },
  };
  fs.writeFileSync(configFile, JSON.stringify(config));
}

const servers: FastifyInstance[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fs.rmSync(releasesDir, { recursive: true, force: true });
  fs.mkdirSync(releasesDir, { recursive: true });
  const releaseA = path.join(releasesDir, 'A');
  const releaseB = path.join(releasesDir, 'B');
  fs.cpSync(path.join(repoRoot, 'marketing-remote/dist'), releaseA, { recursive: true });
  buildChangedMarketingRelease(releaseB, { file: 'src/pages/about/about-page.tsx', from: headingA, to: headingB });
  pointMarketingAt(ports.releaseA);

  // Served by the factory `npm start` uses: the page's CSP follows the config, so release B's new
  // origin is allowed; manifests are read afresh, so a switch shows on the next page load.
  const shell = await createShellServer({ distDir: path.join(repoRoot, 'shell/dist'), runtimeConfigFile: configFile, manifestCacheTtlMs: 0 });
  const a = await createRemoteServer({ distDir: releaseA });
  const b = await createRemoteServer({ distDir: releaseB });
  await shell.listen({ port: ports.shell, host: 'localhost' });
  await a.listen({ port: ports.releaseA, host: 'localhost' });
  await b.listen({ port: ports.releaseB, host: 'localhost' });
  servers.push(shell, a, b);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

test('release B goes live by config alone, open tabs on A keep navigating, and A comes back on rollback', async ({ browser }) => {
  const site = `http://localhost:${ports.shell}`;
  const tabOnA = await browser.newPage();
  await tabOnA.goto(`${site}/about`);
  await expect(tabOnA.getByRole('heading', { level: 1 })).toHaveText(headingA);

  pointMarketingAt(ports.releaseB);
  const tabOnB = await browser.newPage();
  await tabOnB.goto(`${site}/about`);
  await expect(tabOnB.getByRole('heading', { level: 1 })).toHaveText(headingB);

  // The tab that loaded release A keeps using it, chunk by chunk, after the switch.
  await tabOnA.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(tabOnA.getByRole('heading', { name: 'Get In Touch', level: 1 })).toBeVisible();
  await tabOnA.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(tabOnA.getByRole('heading', { level: 1 })).toHaveText(headingA);

  pointMarketingAt(ports.releaseA);
  const tabAfterRollback = await browser.newPage();
  await tabAfterRollback.goto(`${site}/about`);
  await expect(tabAfterRollback.getByRole('heading', { level: 1 })).toHaveText(headingA);
  await Promise.all([tabOnA, tabOnB, tabAfterRollback].map((tab) => tab.close()));
});
