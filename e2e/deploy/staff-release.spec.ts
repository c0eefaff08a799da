import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { staffPaths } from '@rcm/shared';
import type { FastifyInstance } from 'fastify';
import { e2ePorts, origins } from '../testing/ports';
import { artifactsDir, prepareReleases } from '../testing/releases';
import { logInAsStaff } from '../testing/staff';
import { waitForInteractive } from '../testing/test';
import { runtimeConfig, startRemoteServer, startShellServer } from '../testing/web-servers';

/**
 * The staff team ships alone, like the marketing team: staff release B goes live by editing the
 * runtime config of a running shell server, a tab already on A keeps working, and pointing the
 * config back at A rolls back. Staff pages render in the browser, so the proof is what a staff
 * member sees, and the release the server's HTML names.
 */
const ports = { shell: e2ePorts.staffReleaseShell, releaseA: e2ePorts.staffReleaseA, releaseB: e2ePorts.staffReleaseB };
const site = `http://localhost:${ports.shell}`;
const releasesDir = path.join(artifactsDir, 'staff-releases');
const configFile = path.join(releasesDir, 'runtime-config.json');
const headingA = 'Audit log';
const headingB = 'Audit log, release B';

function pointStaffAt(port: number) {
  fs.writeFileSync(configFile, JSON.stringify(runtimeConfig(origins.marketing, `http://localhost:${port}`)));
}

const serverHtml = async () => (await fetch(`${site}${staffPaths.audit}`)).text();

async function openAuditLog(page: Page) {
  await page.goto(`${site}${staffPaths.audit}`);
  await waitForInteractive(page);
}

const servers: FastifyInstance[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const { releaseA, releaseB } = prepareReleases('staff-remote', releasesDir, {
    file: 'src/pages/audit/audit-page.tsx',
    from: `heading="${headingA}"`,
    to: `heading="${headingB}"`,
  });
  pointStaffAt(ports.releaseA);
  servers.push(
    await startShellServer(ports.shell, configFile),
    await startRemoteServer(ports.releaseA, releaseA),
    await startRemoteServer(ports.releaseB, releaseB),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

test('staff release B goes live by config alone, a tab on A keeps working, and A comes back on rollback', async ({ browser }) => {
  const context = await browser.newContext();
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(error.error().message));
  const tabOnA = await context.newPage();
  await logInAsStaff(tabOnA, 'Release Tester', site);
  await openAuditLog(tabOnA);
  await expect(tabOnA.getByRole('heading', { level: 1 })).toHaveText(headingA);

  pointStaffAt(ports.releaseB);
  // The server's HTML names the release it was made with, and the browser loads that one.
  await expect.poll(serverHtml, { timeout: 10_000 }).toContain(`"staff":"http://localhost:${ports.releaseB}/mf-manifest.json"`);
  const tabOnB = await context.newPage();
  await openAuditLog(tabOnB);
  await expect(tabOnB.getByRole('heading', { level: 1 })).toHaveText(headingB);

  // The tab that loaded release A keeps using it after the switch.
  const console = tabOnA.getByRole('navigation', { name: 'Staff console' });
  await console.getByRole('link', { name: 'Enquiries' }).click();
  await expect(tabOnA.getByRole('heading', { level: 1, name: /^Enquiries/ })).toBeVisible();
  await console.getByRole('link', { name: 'Audit log' }).click();
  await expect(tabOnA.getByRole('heading', { level: 1 })).toHaveText(headingA);

  pointStaffAt(ports.releaseA);
  await expect.poll(serverHtml, { timeout: 10_000 }).toContain(`"staff":"http://localhost:${ports.releaseA}/mf-manifest.json"`);
  const tabAfterRollback = await context.newPage();
  await openAuditLog(tabAfterRollback);
  await expect(tabAfterRollback.getByRole('heading', { level: 1 })).toHaveText(headingA);
  expect(errors).toEqual([]);
  await context.close();
});
