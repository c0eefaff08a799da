import { accountSettingsMessages as text, recoveryMessages, verificationMessages } from '@rcm/shared/account-texts';
import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { toastMessages } from '@rcm/shared';
import { sampleCard } from '@rcm/shared/testing';
import { expectNoSeriousViolations } from '../testing/accessibility';
import {
  expectLoggedIn,
  expectLoggedOut,
  freshEmail,
  logIn,
  PASSWORD,
  registerAndLogIn,
  registerOnTwoDevices,
  setNewPassword,
  subscribeThroughApi,
} from '../testing/accounts';
import { mailLinks, waitForMail } from '../testing/mailbox';
import { origins } from '../testing/ports';
import { DESKTOP_VIEWPORT, expectToast, PHONE_VIEWPORT } from '../testing/site';
import { expect, test } from '../testing/test';

const NEW_PASSWORD = 'saffron-kettle-orbit-61';

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** From the profile to the settings page, by its link. */
async function openSettings(page: Page) {
  await page.goto('/profile');
  await page.getByRole('link', { name: text.openSettings }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
}

/** In the settings' email section: the new address and the password typed, and the change asked for. */
async function askForEmailChange(page: Page, newAddress: string, password: string) {
  const form = section(page, text.emailTitle);
  await form.getByLabel('New email address').fill(newAddress);
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Change email address' }).click();
}

/** A new account logged in here and on another device; this page on the settings. */
async function registerOnTwoDevicesToSettings(page: Page, newDevice: () => Promise<Page>) {
  const devices = await registerOnTwoDevices(page, newDevice);
  await openSettings(page);
  return devices;
}

// Most tests here drive two or three browsers and wait for mails: more than the default minute on a busy machine.
test.slow();

test('name: saved through the API, shown on the profile; too long keeps what was typed', async ({ page }) => {
  await registerAndLogIn(page, 'Nora Name');
  await openSettings(page);
  const name = section(page, text.nameTitle).getByLabel('Name');
  await expect(name).toHaveValue('Nora Name');
  await name.fill('x'.repeat(130));
  await section(page, text.nameTitle).getByRole('button', { name: text.save }).click();
  await expectToast(page, text.nameTooLong);
  await expect(name).toHaveValue('x'.repeat(130));
  await name.fill('Nora Newname');
  await section(page, text.nameTitle).getByRole('button', { name: text.save }).click();
  await expectToast(page, text.nameSaved);
  await page.getByRole('link', { name: text.backToProfile }).click();
  await expect(page.getByRole('region', { name: 'Account' }).getByText('Nora Newname')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Account' }).getByText('Nora Newname')).toBeVisible();
});

test('password: the current one is checked; the new one works, the old one not, other devices are logged out', async ({
  page,
  newDevice,
}) => {
  const { email, otherDevice } = await registerOnTwoDevicesToSettings(page, newDevice);
  const form = section(page, text.passwordTitle);
  await form.getByLabel('Current password').fill('not-my-password-9');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, text.currentPasswordWrong);
  // What was typed stays.
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
  await expect(form.getByLabel('Current password')).toHaveValue('not-my-password-9');
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, text.passwordChanged);
  await expect(form.getByLabel('Current password')).toHaveValue('');
  // The address is told, with the way out if it was not its owner: the recovery page.
  const notice = await waitForMail({ to: email, subject: 'Your Clarity RCM password was changed' });
  expect(mailLinks(notice).map((href) => new URL(href))).toContainEqual(new URL(`${origins.shell}/login/recovery`));

  await expectLoggedOut(otherDevice);
  await logIn(otherDevice, email, PASSWORD);
  await expectToast(otherDevice, toastMessages.loginFailed);
  await logIn(otherDevice, email, NEW_PASSWORD);
  await expectLoggedIn(otherDevice);
});

/** The site link of a mail that leads to `path`, as a path and query to open in a page. */
function sitePathIn(mail: { html: string; text: string }, path: string): string {
  const link = mailLinks(mail).find((href) => new URL(href).pathname === path);
  expect(link, `a link to ${path} in the mail`).toBeTruthy();
  const url = new URL(link!);
  expect(url.origin).toBe(origins.shell);
  return `${url.pathname}${url.search}`;
}

test('email: asked for with the password; the old address stays the login until the link mailed to the new one is opened; both are mailed', async ({
  page,
  newDevice,
}) => {
  const other = await newDevice();
  const otherEmail = await registerAndLogIn(other);
  await other.close();
  const email = await registerAndLogIn(page);
  const next = freshEmail();
  await openSettings(page);
  const form = section(page, text.emailTitle);
  // Another account's address is refused, and what was typed stays.
  await askForEmailChange(page, otherEmail, PASSWORD);
  await expectToast(page, text.emailTaken);
  await expect(form.getByLabel('New email address')).toHaveValue(otherEmail);

  await askForEmailChange(page, next, 'not-my-password-9');
  await expectToast(page, text.currentPasswordWrong);
  await expect(form.getByLabel('New email address')).toHaveValue(next);
  await askForEmailChange(page, next, PASSWORD);
  await expectToast(page, text.emailChangeRequested(next, email));
  await expect(form.getByRole('status')).toHaveText(text.emailChangePending(next));

  // Both addresses are mailed; nothing has changed yet.
  const confirmation = await waitForMail({ to: next, subject: 'Confirm your new email address' });
  const told = await waitForMail({ to: email, subject: 'about to change' });
  expect(told.text).toContain(next);
  expect(`${confirmation.text}${confirmation.html}`).not.toContain(email);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Account' }).getByText(email)).toBeVisible();
  const fresh = await newDevice();
  await fresh.goto('/login');
  await logIn(fresh, next);
  await expectToast(fresh, toastMessages.loginFailed);

  // The link, opened in this browser: the change is made, and this session stays.
  await page.goto(sitePathIn(confirmation, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: verificationMessages.changedTitle })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByRole('region', { name: 'Account' }).getByText(next)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' }).getByText(verificationMessages.verified)).toBeVisible();
  const changed = await waitForMail({ to: email, subject: 'email address was changed' });
  expect(changed.text).toContain(next);

  // The new address logs in; the old one no longer does.
  await fresh.goto('/login');
  await logIn(fresh, email);
  await expectToast(fresh, toastMessages.loginFailed);
  await logIn(fresh, next);
  await expectLoggedIn(fresh);
  await fresh.close();
});

test('"this wasn\'t me": someone with the password moves the account away; the old address takes it back with a new password, and every device is logged out', async ({
  page,
  newDevice,
}) => {
  const { email: owner, otherDevice: intruder } = await registerOnTwoDevices(page, newDevice);
  const theirs = freshEmail();
  await openSettings(intruder);
  await askForEmailChange(intruder, theirs, PASSWORD);
  await expectToast(intruder, text.emailChangeRequested(theirs, owner));
  await intruder.goto(sitePathIn(await waitForMail({ to: theirs, subject: 'Confirm your new email address' }), '/verify-email'));
  await expect(intruder.getByRole('heading', { level: 1, name: verificationMessages.changedTitle })).toBeVisible();
  await expectLoggedOut(page);

  const changed = await waitForMail({ to: owner, subject: 'email address was changed' });
  await page.goto(sitePathIn(changed, '/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: recoveryMessages.undoTitle })).toBeVisible();
  await setNewPassword(page, NEW_PASSWORD);
  await expectToast(page, recoveryMessages.undone);
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, owner, NEW_PASSWORD);
  await expectLoggedIn(page);
  await expect(page.getByRole('region', { name: 'Account' }).getByText(owner)).toBeVisible();
  await expectLoggedOut(intruder);
  await logIn(intruder, theirs, PASSWORD);
  await expectToast(intruder, toastMessages.loginFailed);
});

test('devices: listed with browser, address and time; one logged out from here, then all', async ({ page, newDevice }) => {
  const { email, otherDevice } = await registerOnTwoDevicesToSettings(page, newDevice);
  const devices = section(page, text.sessionsTitle);
  await expect(devices.getByTestId('session')).toHaveCount(2);
  await expect(devices.getByTestId('session').filter({ hasText: text.thisDevice })).toHaveCount(1);
  await expect(devices.getByTestId('session').first()).toContainText(/Chrom\w* \d+/);
  await expect(devices.getByTestId('session').first()).toContainText(/logged in \w{3} \d{1,2}, \d{4}/);

  // The other device, from here.
  await devices
    .getByTestId('session')
    .filter({ hasNotText: text.thisDevice })
    .getByRole('button', { name: /^Log out/ })
    .click();
  await expectToast(page, text.sessionEnded);
  await expect(devices.getByTestId('session')).toHaveCount(1);
  await expectLoggedOut(otherDevice);

  // Logged in there again, then every device at once.
  await logIn(otherDevice, email);
  await expectLoggedIn(otherDevice);
  await page.reload();
  await expect(devices.getByTestId('session')).toHaveCount(2);
  await devices.getByRole('button', { name: text.logOutAll }).click();
  await expectToast(page, toastMessages.loggedOutEverywhere);
  await expect(page.getByRole('heading', { level: 1, name: 'You are not logged in' })).toBeVisible();
  expect((await page.request.get(`${origins.backend}/v1/account`, { headers: { 'x-appwrite-project': 'rcm' } })).status()).toBe(401);
  await expectLoggedOut(otherDevice);
});

test('"Download my data": a JSON file with exactly this account, its prefs, subscriptions and newsletter status', async ({
  page,
  newDevice,
}) => {
  const email = await registerAndLogIn(page, 'Dora Data');
  await subscribeThroughApi(page, email, 'gold');
  expect((await page.request.post(`${origins.backend}/newsletter`, { headers: { origin: origins.shell }, data: { email } })).status()).toBe(
    200,
  );
  // Someone else, with a package of their own.
  const other = await newDevice();
  const otherEmail = await registerAndLogIn(other, 'Otto Other');
  await subscribeThroughApi(other, otherEmail, 'platinum');
  await other.close();

  await openSettings(page);
  const downloading = page.waitForEvent('download');
  await section(page, text.dataTitle).getByRole('button', { name: text.download }).click();
  const download = await downloading;
  await expectToast(page, text.downloaded);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const file = await fs.readFile((await download.path())!, 'utf8');
  const data = JSON.parse(file) as Record<string, unknown>;
  expect(data).toMatchObject({
    account: { name: 'Dora Data', email, emailVerification: false },
    subscriptions: [{ package: 'gold', cardLastFour: sampleCard.number.slice(-4) }],
    // Until the account proves its address, the address's newsletter record may be someone else's.
    newsletter: { email, status: text.dataNewsletterUnverified },
  });
  expect(file).not.toContain(otherEmail);
  expect(file).not.toContain('platinum');
  expect(file).not.toContain('scrypt');
  expect(file).not.toContain(sampleCard.number);
});

test('delete account: password and confirmation asked; then logged out everywhere, cannot log in, the address free again', async ({
  page,
  newDevice,
}) => {
  const { email, otherDevice } = await registerOnTwoDevicesToSettings(page, newDevice);
  const form = section(page, text.deleteTitle);
  await form.getByRole('button', { name: text.deleteButton }).click();
  await expectToast(page, text.currentPasswordMissing);
  await form.getByLabel('Current password').fill('not-my-password-9');
  await form.getByRole('button', { name: text.deleteButton }).click();
  await expectToast(page, text.deleteConfirmMissing);
  await expect(form.getByLabel('Current password')).toHaveValue('not-my-password-9');
  await form.getByLabel(text.deleteConfirm).check();
  await form.getByRole('button', { name: text.deleteButton }).click();
  await expectToast(page, text.currentPasswordWrong);
  await expect(form.getByLabel(text.deleteConfirm)).toBeChecked();
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: text.deleteButton }).click();
  await expectToast(page, text.deleted);
  await expect(page).toHaveURL(`${origins.shell}/`);
  await waitForMail({ to: email, subject: 'Your Clarity RCM account was deleted' });

  await expectLoggedOut(otherDevice);
  await logIn(otherDevice, email);
  await expectToast(otherDevice, toastMessages.loginFailed);
  // The address can make a new, unrelated account.
  const reply = await page.request.post(`${origins.backend}/v1/account`, {
    headers: { origin: origins.shell, 'x-appwrite-project': 'rcm' },
    data: { userId: 'unique()', email, password: PASSWORD },
  });
  expect(reply.status()).toBe(201);
});

for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
  test.describe(`the settings page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('fits the screen, is reachable and usable by keyboard, and has no serious or critical violations', async ({ page }) => {
      await registerAndLogIn(page, 'Kim Keys');
      await page.goto('/profile');
      const link = page.getByRole('link', { name: text.openSettings });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(section(page, text.sessionsTitle).getByTestId('session')).toHaveCount(1);
      await expectNoSeriousViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // By keyboard: the name field, typed and sent with Enter.
      const name = section(page, text.nameTitle).getByLabel('Name');
      await name.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Kim Keyboard');
      await page.keyboard.press('Enter');
      await expectToast(page, text.nameSaved);
      // The delete confirmation is a real checkbox: Space ticks it.
      await section(page, text.deleteTitle).getByLabel(text.deleteConfirm).focus();
      await page.keyboard.press('Space');
      await expect(section(page, text.deleteTitle).getByLabel(text.deleteConfirm)).toBeChecked();
      // An error state is accessible too.
      await section(page, text.passwordTitle).getByRole('button', { name: 'Change password' }).click();
      await expectToast(page, text.currentPasswordMissing);
      await expectNoSeriousViolations(page);
    });
  });
}
