import { expect, test } from '../testing/test';
import { toastMessages } from '@rcm/shared';
import { expectToast, markDocument, remoteFolders } from '../testing/site';

test('the account remote going down mid-session: its page offers "Try again", the rest keeps working, and it recovers', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  const sameDocument = await markDocument(page);

  // The account team's server stops answering after the visitor has arrived.
  let accountDown = true;
  const folder = (await remoteFolders()).account;
  await page.route(`${folder}/**`, (route) => (accountDown ? route.abort('connectionrefused') : route.continue()));

  await page.getByRole('navigation').getByRole('link', { name: 'Get started' }).click();
  await expect(page.getByRole('heading', { name: 'This page is taking a break' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  // Navbar, footer, newsletter and the marketing pages are unaffected.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { name: 'Everything your revenue cycle needs, in one team', level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { name: 'Get In Touch', level: 1 })).toBeVisible();
  const email = page.getByRole('contentinfo').getByLabel('Email');
  await email.fill(`midsession-${Date.now()}@practice.com`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, toastMessages.newsletterSubscribed);

  // Back up: "Try again" brings the page in, without reloading the site.
  await page.getByRole('navigation').getByRole('link', { name: 'Get started' }).click();
  await expect(page.getByRole('heading', { name: 'This page is taking a break' })).toBeVisible();
  accountDown = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await sameDocument()).toBe(true);
});
