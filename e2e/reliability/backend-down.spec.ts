import { expect, test } from '../testing/test';
import { toastMessages } from '@rcm/shared';
import { sampleCard } from '@rcm/shared/testing';
import { origins } from '../testing/ports';
import { fillSignUp, fillValidCard, freshEmail, PASSWORD, registerAndLogIn } from '../testing/accounts';
import { expectToast } from '../testing/site';

/** With the API unreachable, every form says so and keeps what the visitor typed. */
test('sign-up and login say the server cannot be reached and keep what was typed', async ({ page }) => {
  await page.route(`${origins.backend}/**`, (route) => route.abort('connectionrefused'));
  const email = freshEmail();
  await fillSignUp(page, 'Maria Lopez', email);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expectToast(page, toastMessages.serverUnreachable);
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Maria Lopez');
  await expect(page.getByLabel('Username')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toHaveValue(PASSWORD);
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();

  // The card shows one toast at a time (WEB-2): the sign-up's is closed first, so the one after "Log In" is the login's own.
  const unreachable = page.locator('.Toastify').getByRole('alert').filter({ hasText: toastMessages.serverUnreachable });
  await unreachable.getByRole('button', { name: 'close' }).click();
  await expect(unreachable).toHaveCount(0);
  await page.getByRole('button', { name: 'Existing user? Sign in' }).click();
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(unreachable).toHaveCount(1);
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Username')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toHaveValue(PASSWORD);
});

test('paying with the server unreachable says so, keeps the card details and the package unchanged', async ({ page }) => {
  await registerAndLogIn(page);
  await page.route(`${origins.backend}/subscribtion`, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Subscribe Now to Gold' }).click();
  const dialog = page.getByRole('dialog');
  await fillValidCard(dialog);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(dialog.getByText(toastMessages.serverUnreachable)).toBeVisible();
  await expect(dialog.getByLabel('Card Number')).toHaveValue(sampleCard.number);
  await expect(dialog.getByLabel('Cardholder Name')).toHaveValue('Maria Lopez');
  await expect(dialog.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Current package')).toHaveCount(0);
});

test('a logout that cannot reach the server says so, and the visitor is still logged in', async ({ page }) => {
  await registerAndLogIn(page);
  await page.route(`${origins.backend}/**`, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, toastMessages.logoutUnreachable);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();
  expect(await page.evaluate(() => window.localStorage.getItem('userData'))).not.toBeNull();

  // Once the server answers again, the logout goes through.
  await page.unroute(`${origins.backend}/**`);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'You are not logged in' })).toBeVisible();
});
