import { expect, test } from '../testing/test';
import { newsletterMessages, toastMessages } from '@rcm/shared';
import { expectToast, toast } from '../testing/site';

test('an invalid address shows "Please insert a correct email" and keeps what was typed', async ({ page }) => {
  await page.goto('/about');
  const email = page.getByRole('contentinfo').getByLabel('Email');
  await email.fill('office@practice.org');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, newsletterMessages.email);
  await expect(email).toHaveValue('office@practice.org');
});

test('a valid address is confirmed and the field emptied; subscribing again is fine', async ({ page }) => {
  await page.goto('/about');
  const email = page.getByRole('contentinfo').getByLabel('Email');
  const address = `news-${Date.now()}@practice.com`;
  for (let round = 0; round < 2; round += 1) {
    await email.fill(address);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, toastMessages.newsletterSubscribed)).toHaveCount(round + 1);
    await expect(email).toHaveValue('');
  }
});

test('with the backend unreachable the visitor is told and keeps the address', async ({ page }) => {
  await page.route('**/newsletter', (route) => route.abort('connectionrefused'));
  await page.goto('/about');
  const email = page.getByRole('contentinfo').getByLabel('Email');
  await email.fill('office@practice.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, toastMessages.serverUnreachable);
  await expect(email).toHaveValue('office@practice.com');
});
