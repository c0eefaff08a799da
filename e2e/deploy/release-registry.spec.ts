import { expect, test } from '@playwright/test';
import { origins } from '../testing/ports';
import { logInToReleases, marketingEntry, releaseManager, storeEntry, succeeded } from '../testing/release-manager';
import { waitForInteractive } from '../testing/test';

/**
 * A release manager ships the marketing remote with `npm run release`, against the site
 * `npm start` runs: signs in with the password and the authenticator's code, publishes the
 * build into the release store, promotes it, publishes and promotes the next, and rolls back.
 * The site's web server follows the backend's live release map within 2 s each time: pages
 * are rendered from, and hydrate with, the release the map names. Runs after every other
 * test (its own Playwright project): promoting moves every visitor of the one site.
 */

test.describe.configure({ mode: 'serial' });

test('publish, promote, promote the next and roll back marketing with npm run release; the site follows each within 2 s', async ({
  page,
}) => {
  const manager = await releaseManager(page, 'Rita Release', ['release:marketing']);
  await logInToReleases(manager);

  const first = succeeded(manager.release(['publish', 'marketing', '--reason', 'First release through the registry']));
  expect(first).toMatch(/^\d{4}-\d{2}-\d{2}-[0-9a-f]{7}(-\d+)?$/);
  // Published is not live: the site still serves what it served.
  expect(await marketingEntry()).not.toContain(first);

  succeeded(manager.release(['promote', 'marketing', first, '--reason', 'Go live']));
  await expect.poll(marketingEntry, { timeout: 2_000 }).toBe(storeEntry(first));

  // The page is rendered on the server from the store's release and hydrates with it.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const html = await (await fetch(`${origins.shell}/about`)).text();
  expect(html).toContain(`${origins.releases}marketing/${first}/`);
  await page.goto('/about');
  await waitForInteractive(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Services' }).first().click();
  await expect(page).toHaveURL(/\/services$/);
  expect(errors).toEqual([]);

  // The same build published again is a release of its own, never the first one's folder.
  const second = succeeded(manager.release(['publish', 'marketing', '--reason', 'Second release']));
  expect(second).not.toBe(first);
  succeeded(manager.release(['promote', 'marketing', second, '--reason', 'Next']));
  await expect.poll(marketingEntry, { timeout: 2_000 }).toBe(storeEntry(second));

  succeeded(manager.release(['rollback', 'marketing', '--reason', 'Back to the first']));
  await expect.poll(marketingEntry, { timeout: 2_000 }).toBe(storeEntry(first));

  const listed = succeeded(manager.release(['list', 'marketing']));
  expect(listed).toContain(first);
  expect(listed).toContain('Back to the first');
});

test('a staff member without the marketing release role is refused by the API, and nothing changes', async ({ page }) => {
  const before = await marketingEntry();
  const other = await releaseManager(page, 'Ash Account', ['release:account']);
  await logInToReleases(other);
  const refused = other.release(['rollback', 'marketing', '--reason', 'Not mine']);
  expect(refused.status).toBe(1);
  expect(refused.errors).toMatch(/release:marketing/);
  expect(await marketingEntry()).toBe(before);
});
