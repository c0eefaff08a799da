import { expect, test } from '../testing/test';
import { cardMessages, findPackage, paths, subscribedToPackageMessage, toastMessages } from '@rcm/shared';
import { sampleCard } from '@rcm/shared/testing';
import { origins } from '../testing/ports';
import {
  expectLoggedIn,
  expectLoggedOut,
  expectProfileRead,
  fillValidCard,
  freshEmail,
  logIn,
  PASSWORD,
  registerAccount,
  logInOnAnotherDevice,
  registerAndLogIn,
  registerOnTwoDevices,
  subscribeThroughApi,
} from '../testing/accounts';
import { accountFailureMessages as plain } from '@rcm/shared/account-texts';
import { expectToast, toast } from '../testing/site';

test('register → confirmation → login mode with empty fields', async ({ page }) => {
  await registerAccount(page, 'Maria Lopez', freshEmail());
  await expectToast(page, toastMessages.registered);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('');
  await expect(page.getByLabel('Password')).toHaveValue('');
});

test('a duplicate email gets an error toast, not the success one', async ({ page }) => {
  const email = freshEmail();
  await registerAccount(page, 'First', email);
  await expectToast(page, toastMessages.registered);
  await page.getByRole('button', { name: 'New user? Sign Up' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Second');
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // ACC-2: our words, never the API's; the card's one toast replaces its earlier success (WEB-2).
  await expectToast(page, plain.accountExists);
  await expect(page.locator('.Toastify').getByText(/already exists in this project/)).toHaveCount(0);
  await expect(toast(page, toastMessages.registered)).toHaveCount(0);
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
});

test('one of the most common passwords is refused at sign-up, saying why, and the form is kept', async ({ page }) => {
  const email = freshEmail();
  await registerAccount(page, 'Maria Lopez', email, 'Password123');
  await expectToast(page, plain.commonPassword);
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(email);
  await expect(toast(page, toastMessages.registered)).toHaveCount(0);
});

test('five refused logins leave one error toast on the login card (WEB-2)', async ({ page }) => {
  await page.goto(paths.login);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await logIn(page, freshEmail(), 'not-the-password');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  }
  await expectToast(page, toastMessages.loginFailed);
  await expect(page.locator('.Toastify').getByRole('alert')).toHaveCount(1);
});

test('a wrong password says "Incorrect username or password."', async ({ page }) => {
  const email = freshEmail();
  await registerAccount(page, 'Maria Lopez', email);
  await expectToast(page, toastMessages.registered);
  await logIn(page, email, 'not-the-password');
  await expectToast(page, toastMessages.loginFailed);
  await expect(page).toHaveURL('/login');
});

test('login → confirmation → profile with name, username, subscription and RC Score; /login redirects', async ({ page, context }) => {
  const email = await registerAndLogIn(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toBeVisible();

  await expect(page.getByText('Maria Lopez')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Subscribtion')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'RC Score' })).toBeVisible();
  const score = page.getByRole('progressbar', { name: /RC Score/ });
  const value = Number(await score.getAttribute('aria-valuenow'));
  expect(value).toBeGreaterThanOrEqual(0);
  expect(value).toBeLessThanOrEqual(99);
  await expect(page.getByText(`${value}%`).first()).toBeVisible();
  await expect(page.getByText('100%')).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL('/profile');

  const storage = await page.evaluate(() => JSON.stringify({ local: { ...window.localStorage }, session: { ...window.sessionStorage } }));
  expect(storage).toContain(email);
  expect(storage).not.toContain(PASSWORD);
  // No session secret in any form: no SDK cookie fallback, no long hex or base64 token.
  expect(storage).not.toContain('cookieFallback');
  expect(storage).not.toMatch(/[A-Za-z0-9+/=_-]{40,}/);
  expect(await page.evaluate(() => document.cookie)).not.toContain('a_session');
  const cookies = await context.cookies(origins.backend);
  const session = cookies.find((cookie) => cookie.name === 'a_session_rcm');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
});

test('Subscribe Now opens the card modal for each package; the close icon and Escape hide it', async ({ page }) => {
  await registerAndLogIn(page);
  for (const [name, price] of [
    ['Silver', '$20/month'],
    ['Gold', '$50/month'],
    ['Platinum', '$80/month'],
  ] as const) {
    const opener = page.getByRole('button', { name: `Subscribe Now to ${name}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Credit Card' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${name} package — ${price}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
  await page.getByRole('button', { name: 'Subscribe Now to Gold' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Credit Card' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Subscribe Now to Gold' })).toBeFocused();
});

test('the card modal keeps focus inside and closes on a click outside it', async ({ page }) => {
  await registerAndLogIn(page);
  await page.getByRole('button', { name: 'Subscribe Now to Silver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit Card' });
  await expect(dialog).toBeVisible();
  // Two full rounds of Tab through the form: focus never reaches the page behind the modal.
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(
      true,
    );
  }
  await expect(page.getByRole('button', { name: 'Subscribe Now to Platinum' })).not.toBeFocused();

  const box = await dialog.boundingBox();
  if (!box) throw new Error('the dialog has no box');
  await page.mouse.click(box.x / 2, box.y + box.height / 2);
  await expect(dialog).toBeHidden();
});

test('a payment after the session has ended sends the visitor to log in again', async ({ page, context }) => {
  await registerAndLogIn(page);
  // The profile has read the server's record with the live session (no request left in flight)…
  await expectProfileRead(page);
  await page.getByRole('button', { name: 'Subscribe Now to Platinum' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit Card' });
  // The modal has shown what the choice costs (read with the live session)…
  await expect(dialog.getByLabel('Card Number')).toBeVisible();
  // …then the server session is gone (expired, or ended in another browser) while userData remains.
  await context.clearCookies();
  await fillValidCard(dialog);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();

  await expectToast(page, toastMessages.sessionExpired);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(paths.profile)}`);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get started' })).toBeVisible();
  await expect(toast(page, subscribedToPackageMessage(findPackage('platinum')!))).toHaveCount(0);
});

test('card messages in order, then a valid card subscribes; it survives a reload and a new login', async ({ page }) => {
  const email = await registerAndLogIn(page);
  await page.getByRole('button', { name: 'Subscribe Now to Gold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit Card' });
  const pay = () => dialog.getByRole('button', { name: 'Pay Now' }).click();

  await pay();
  await expectToast(page, cardMessages.number);
  // Also inside the modal, where it is seen and read out (the page behind it is inert).
  await expect(dialog.getByText(cardMessages.number)).toBeVisible();
  await expect(dialog.getByLabel('Card Number')).toBeFocused();
  await dialog.getByLabel('Card Number').fill(sampleCard.number);
  await dialog.getByLabel('Expiration Date').fill('1/30');
  await pay();
  await expectToast(page, cardMessages.expiration);
  await dialog.getByLabel('Expiration Date').fill(sampleCard.expiration);
  await dialog.getByLabel('CVV').fill('12');
  await pay();
  await expectToast(page, cardMessages.cvv);
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Cardholder Name').fill('Mari');
  await pay();
  await expectToast(page, cardMessages.name);
  await dialog.getByLabel('Cardholder Name').fill('Maria Lopez');
  await pay();

  await expectToast(page, subscribedToPackageMessage(findPackage('gold')!));
  await expect(page.getByText('Current package')).toBeVisible();
  const details = page.getByRole('region', { name: 'Account' });
  await expect(details.getByText('Gold', { exact: true })).toBeVisible();

  await page.reload();
  await expect(details.getByText('Gold', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'You are not logged in' })).toBeVisible();
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('region', { name: 'Account' }).getByText('Gold', { exact: true })).toBeVisible();
});

test('logout → "You are not logged in" and the navbar offers "Get started" again', async ({ page }) => {
  await registerAndLogIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'You are not logged in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get started' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('userData'))).toBeNull();
});

test('a stale server session does not block a new login', async ({ page }) => {
  const email = await registerAndLogIn(page);
  // Forget the user locally while the server session stays alive (as after clearing site data).
  await page.evaluate(() => window.localStorage.removeItem('userData'));
  await page.goto('/login');
  await logIn(page, email);
  await expectLoggedIn(page);
});

test('the profile shows what the server records: a package bought on another device appears here', async ({ page, newDevice }) => {
  const email = await registerAndLogIn(page);
  await expect(page.getByRole('region', { name: 'Account' }).getByText('None', { exact: true })).toBeVisible();
  const otherDevice = await logInOnAnotherDevice(newDevice, email);
  await subscribeThroughApi(otherDevice, email, 'platinum');
  await otherDevice.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Account' }).getByText('Platinum', { exact: true })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Platinum' }).getByText('Current package')).toBeVisible();
});

test('"Log out of all devices" ends the session on every device: the other one is sent to log in again', async ({ page, newDevice }) => {
  const { otherDevice } = await registerOnTwoDevices(page, newDevice);

  await page.getByRole('button', { name: 'Log out of all devices' }).click();
  await expectToast(page, toastMessages.loggedOutEverywhere);
  await expect(page.getByRole('heading', { name: 'You are not logged in' })).toBeVisible();

  await expectLoggedOut(otherDevice);
  await otherDevice.close();
});
