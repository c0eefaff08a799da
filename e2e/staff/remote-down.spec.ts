import { staffPaths, toastMessages } from '@rcm/shared';
import { markDocument, remoteFolders, expectToast } from '../testing/site';
import { logInAsStaff } from '../testing/staff';
import { expect, test } from '../testing/test';

test('the staff remote down: marketing and account pages keep working, /staff shows the fallback with "Try again", and it recovers', async ({
  page,
}) => {
  await logInAsStaff(page);
  let staffDown = true;
  const folder = (await remoteFolders()).staff;
  await page.route(`${folder}/**`, (route) => (staffDown ? route.abort('connectionrefused') : route.continue()));

  await page.goto(staffPaths.inbox);
  await expect(page.getByRole('heading', { name: 'This page is taking a break' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  const sameDocument = await markDocument(page);

  // The rest of the site is another team's, and keeps working.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await page.getByRole('contentinfo').getByLabel('Email').fill(`staff-down-${Date.now()}@practice.com`);
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expectToast(page, toastMessages.newsletterSubscribed);

  // The staff team's server is back: "Try again" brings the console in without reloading the site.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'This page is taking a break' })).toBeVisible();
  staffDown = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Enquiries/ })).toBeVisible();
  expect(await sameDocument()).toBe(true);
});
