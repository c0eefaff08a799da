import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { releasePaths, STAFF_NO_ACCESS_MESSAGE, STAFF_REQUEST_HEADER, staffPaths } from '@rcm/shared';
import { expectLoggedIn, logIn, registerAndLogIn } from '../testing/accounts';
import { e2eDataDir } from '../testing/data-dir';
import { origins } from '../testing/ports';
import { logInToReleases, marketingEntry, releaseManager } from '../testing/release-manager';
import { logInAsStaff } from '../testing/staff';
import { expect, test } from '../testing/test';
import { giveAuthenticatorCode } from '../testing/two-step';

/**
 * Only a `release:marketing` holder releases marketing: a customer, a staff member without a
 * release role and a `release:account` holder are refused by every marketing release route of
 * the API (403), the command's prune included, and the
 * console's Releases page shows them no marketing buttons. Nothing changes on the site. In the
 * release registry's project (after every other test).
 */

const release = { id: '2026-12-06-abcdef0', reason: 'Not mine to ship' };
/** Every marketing release route, with a body the route would accept from a release:marketing holder. */
const marketingRoutes: ReadonlyArray<readonly [method: 'GET' | 'POST', path: string, body?: object]> = [
  ['GET', `${releasePaths.releases}?remote=marketing`],
  [
    'POST',
    releasePaths.releases,
    { remote: 'marketing', id: release.id, commit: 'abcdef0'.padEnd(40, '0'), exposes: ['./Home'], shared: {}, reason: release.reason },
  ],
  ['POST', releasePaths.channel('marketing', 'promote'), release],
  ['POST', releasePaths.channel('marketing', 'rollback'), { reason: release.reason }],
  ['POST', releasePaths.channel('marketing', 'canary'), { ...release, percent: 50 }],
  ['POST', releasePaths.channel('marketing', 'abort'), { reason: release.reason }],
  ['POST', releasePaths.prune('marketing'), { keep: 0, reason: release.reason }],
  ['POST', releasePaths.preview('marketing', release.id)],
];

/** Each marketing release route, called with the page's session as the console calls the API, answers 403. */
async function expectEveryMarketingRouteRefused(page: Page) {
  for (const [method, route, body] of marketingRoutes) {
    const reply = await page.request.fetch(`${origins.backend}${route}`, {
      method,
      headers: { origin: origins.shell, [STAFF_REQUEST_HEADER]: '1' },
      ...(body ? { data: body } : {}),
    });
    expect(reply.status(), `${method} ${route}`).toBe(403);
  }
}

/**
 * The console's Releases page, once loaded (`loaded`: what it shows this person), offers nothing
 * to do with marketing: no marketing panel, whose buttons name its releases, and no button naming it.
 */
async function expectNoMarketingButtons(page: Page, loaded: Locator) {
  await page.goto(staffPaths.releases);
  await expect(loaded).toBeVisible();
  await expect(page.getByRole('region', { name: 'marketing' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /marketing/i })).toHaveCount(0);
}

const marketingFolders = () => {
  const dir = path.join(e2eDataDir, 'releases', 'marketing');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

test('a customer gets 403 from every marketing release route and the no-access page', async ({ page }) => {
  const before = await marketingEntry();
  await registerAndLogIn(page);
  await expectEveryMarketingRouteRefused(page);
  await expectNoMarketingButtons(page, page.getByText(STAFF_NO_ACCESS_MESSAGE));
  expect(await marketingEntry()).toBe(before);
});

test('a staff member without a release role gets 403 from every marketing release route and no marketing buttons', async ({ page }) => {
  const before = await marketingEntry();
  await logInAsStaff(page, 'Stan Noreleases');
  await expectEveryMarketingRouteRefused(page);
  await expectNoMarketingButtons(page, page.getByRole('heading', { name: 'You have no release role' }));
  expect(await marketingEntry()).toBe(before);
});

test('a release:account holder gets 403 from every marketing release route, cannot prune marketing, and sees only account', async ({
  page,
}) => {
  const before = await marketingEntry();
  const storedBefore = marketingFolders();
  // One person, in the browser and at the terminal.
  const holder = await releaseManager(page, 'Acca Holder', ['release:account']);
  await page.goto('/login');
  await logIn(page, holder.email);
  await giveAuthenticatorCode(page, holder.app);
  await expectLoggedIn(page, /\/profile$/);
  await expectEveryMarketingRouteRefused(page);
  await expectNoMarketingButtons(page, page.getByRole('region', { name: 'account' }));

  await logInToReleases(holder);
  const pruned = holder.release(['prune', 'marketing', '--keep', '0', '--reason', release.reason, '--yes']);
  expect(pruned.status).toBe(1);
  expect(pruned.errors).toMatch(/release:marketing/);
  expect(marketingFolders()).toEqual(storedBefore);
  expect(await marketingEntry()).toBe(before);
});
