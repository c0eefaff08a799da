import { staffPaths } from '@rcm/shared';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../testing/accessibility';
import { origins } from '../testing/ports';
import { logInToReleases, marketingEntry, releaseManager, storeEntry, succeeded } from '../testing/release-manager';
import { expectToastShown, PHONE_VIEWPORT } from '../testing/site';
import { logInAsStaff, staffCommand } from '../testing/staff';
import { expect, test } from '../testing/test';

/**
 * The console's Releases page against the site `npm start` runs: a release published with the
 * command is promoted from the page, and the site follows within 2 s. In the release registry's
 * project (after every other test): promoting moves every visitor of the one site.
 */

test('a release manager promotes a release from the console, with a reason; the site follows and the history says who, what and why', async ({
  page,
}) => {
  const publisher = await releaseManager(page, 'Paul Publisher', ['release:marketing']);
  await logInToReleases(publisher);
  const id = succeeded(publisher.release(['publish', 'marketing', '--reason', 'Published for the console']));

  // A staff member given the role after logging in: the console follows the server's labels on the next page.
  const email = await logInAsStaff(page, 'Rhea Releases');
  staffCommand('grant', '--role', 'release:marketing', email, '--yes');
  // From here on, no console errors (the login's code step is the login page's business).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(staffPaths.inbox);
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Releases' }).click();
  await expect(page).toHaveURL(staffPaths.releases);
  const marketing = page.getByRole('region', { name: 'marketing' });
  const row = marketing.getByRole('table', { name: 'marketing releases, newest first' }).getByRole('row').filter({ hasText: id });
  await expect(row).toContainText('Published for the console');
  await expect(row).toContainText(publisher.email);
  // Only the remotes the role covers are listed.
  await expect(page.getByRole('region', { name: 'account' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await row.getByRole('button', { name: `Promote ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Promote marketing ${id}` });
  // Keyboard only: the reason has the focus, Tab reaches Promote, Enter presses it.
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Promote' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Say why: every release change needs a reason.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Promoted from the console');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Promote' }).click();
  await expectToastShown(page, `marketing ${id} is live for every visitor.`);
  await expect(dialog).toHaveCount(0);
  await expect.poll(marketingEntry, { timeout: 2_000 }).toBe(storeEntry(id));
  expect(await (await fetch(`${origins.shell}/about`)).text()).toContain(`${origins.releases}marketing/${id}/`);

  // The page read the registry again: the release is live, and the change is in the history.
  await expect(marketing.getByRole('definition').first()).toHaveText(id);
  await expect(marketing.getByRole('table', { name: 'marketing latest changes, newest first' }).getByRole('row').nth(1)).toContainText(
    new RegExp(`${email}.*Promoted ${id}.*Promoted from the console`),
  );

  // On a phone: each row a card, nothing wider than the screen; a change's dialog fits too.
  await page.setViewportSize(PHONE_VIEWPORT);
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
  await marketing.getByRole('button', { name: 'Roll back marketing' }).click();
  await expect(page.getByRole('dialog', { name: 'Roll back marketing' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a staff member without a release role is told so, with no buttons and no Releases link; a release:account holder sees only account', async ({
  page,
}) => {
  const email = await logInAsStaff(page, 'Nora Norole');
  await page.goto(staffPaths.releases);
  await expect(page.getByRole('heading', { level: 2, name: 'You have no release role' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Releases' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  staffCommand('grant', '--role', 'release:account', email, '--yes');
  await page.reload();
  await expect(page.getByRole('region', { name: 'account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'marketing' })).toHaveCount(0);
});
