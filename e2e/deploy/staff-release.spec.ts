import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { staffPaths } from '@rcm/shared';
import { logInAsStaff } from '../testing/staff';
import { waitForInteractive } from '../testing/test';
import { serveTwoReleases } from '../testing/web-servers';

/**
 * The staff team ships alone, like the marketing team: staff release B goes live by editing the
 * runtime config of a running shell server, a tab already on A keeps working, and pointing the
 * config back at A rolls back. Staff pages render in the browser, so the proof is what a staff
 * member sees, and the release the server's HTML names.
 */
const headingA = 'Audit log';
const headingB = 'Audit log, release B';
const {
  site,
  ports,
  pointAt: pointStaffAt,
} = serveTwoReleases('staff', { file: 'src/pages/audit/audit-page.tsx', from: `heading="${headingA}"`, to: `heading="${headingB}"` });

const serverHtml = async () => (await fetch(`${site}${staffPaths.audit}`)).text();

async function openAuditLog(page: Page) {
  await page.goto(`${site}${staffPaths.audit}`);
  await waitForInteractive(page);
}

/**
 * Sends the site to the release on `port`, and waits until the server's HTML names it (the
 * browser loads the release named there); a new tab on the audit log then shows `heading`.
 */
async function goLive(context: BrowserContext, port: number, heading: string): Promise<void> {
  pointStaffAt(port);
  await expect.poll(serverHtml, { timeout: 10_000 }).toContain(`"staff":"http://localhost:${port}/mf-manifest.json"`);
  const tab = await context.newPage();
  await openAuditLog(tab);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test('staff release B goes live by config alone, a tab on A keeps working, and A comes back on rollback', async ({ browser }) => {
  const context = await browser.newContext();
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(error.error().message));
  const tabOnA = await context.newPage();
  await logInAsStaff(tabOnA, 'Release Tester', site);
  await openAuditLog(tabOnA);
  await expect(tabOnA.getByRole('heading', { level: 1 })).toHaveText(headingA);

  await goLive(context, ports.releaseB, headingB);

  // The tab that loaded release A keeps using it after the switch.
  const console = tabOnA.getByRole('navigation', { name: 'Staff console' });
  await console.getByRole('link', { name: 'Enquiries' }).click();
  await expect(tabOnA.getByRole('heading', { level: 1, name: /^Enquiries/ })).toBeVisible();
  await console.getByRole('link', { name: 'Audit log' }).click();
  await expect(tabOnA.getByRole('heading', { level: 1 })).toHaveText(headingA);

  // Rolled back.
  await goLive(context, ports.releaseA, headingA);
  expect(errors).toEqual([]);
  await context.close();
});
