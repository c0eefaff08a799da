import { accountSettingsMessages, twoStepMessages } from '@rcm/shared/account-texts';
import type { Page } from '@playwright/test';
import { paths, toastMessages } from '@rcm/shared';
import { expectLoggedIn, logIn, registerAndLogIn } from '../testing/accounts';
import { expectToast } from '../testing/site';
import { enrolThroughApi, giveAuthenticatorCode, setUpTwoStepInSettings } from '../testing/two-step';
import { expect, test } from '../testing/test';

async function openSettings(page: Page) {
  await page.goto(paths.profile);
  await page.getByRole('link', { name: accountSettingsMessages.openSettings }).click();
  await expect(page.getByRole('heading', { level: 1, name: accountSettingsMessages.title })).toBeVisible();
}

async function logOut(page: Page) {
  await page.goto(paths.profile);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, toastMessages.loggedOut);
}

test('a customer turns two-step verification on in the settings, is asked for the code at the next login, gets new recovery codes, and turns it off again', async ({
  page,
}) => {
  const email = await registerAndLogIn(page);
  await openSettings(page);
  const section = page.getByRole('region', { name: twoStepMessages.title });

  // Setting it up: no recovery codes saved, no turning on.
  await section.getByRole('button', { name: twoStepMessages.setUp }).click();
  await expect(section.getByRole('heading', { name: twoStepMessages.scanTitle })).toBeFocused();
  await section.getByRole('button', { name: twoStepMessages.cancelSetup }).click();
  await expect(section.getByText(twoStepMessages.statusOff)).toBeVisible();
  const { app, recoveryCodes } = await setUpTwoStepInSettings(page);
  expect(recoveryCodes).toHaveLength(6);
  for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-f]{10}$/);

  // The next login asks for the code, then goes on as before: the reload, the toast, the profile.
  await logOut(page);
  await page.goto('/login');
  await logIn(page, email);
  await giveAuthenticatorCode(page, app);
  await expectLoggedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();

  // New recovery codes (the login's code was given minutes ago, so no code is asked again).
  await openSettings(page);
  await section.getByRole('button', { name: twoStepMessages.newCodes }).click();
  const list = section.getByRole('list', { name: twoStepMessages.codesListLabel });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  const newCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  expect(newCodes.filter((code) => recoveryCodes.includes(code))).toEqual([]);
  await section.getByRole('button', { name: twoStepMessages.codesDone }).click();
  await expect(section.getByText(twoStepMessages.codesSavedMissing)).toBeVisible();
  await section.getByLabel(twoStepMessages.codesSaved).check();
  await section.getByRole('button', { name: twoStepMessages.codesDone }).click();
  await expect(section.getByText(twoStepMessages.statusOn)).toBeVisible();

  // Turning it off asks once more; the next login needs the password alone.
  await section.getByRole('button', { name: twoStepMessages.turnOff }).click();
  await expect(section.getByText(twoStepMessages.turnOffQuestion)).toBeVisible();
  await expect(section.getByText(twoStepMessages.turnOffStaffWarning)).toHaveCount(0);
  await section.getByRole('button', { name: twoStepMessages.turnOffConfirm }).click();
  await expectToast(page, twoStepMessages.turnedOff);
  await expect(section.getByText(twoStepMessages.statusOff)).toBeVisible();
  await logOut(page);
  await page.goto('/login');
  await logIn(page, email);
  await expectLoggedIn(page);
});

test('turned on from another device, the profile sends this session to the code step and back', async ({ page }) => {
  const email = await registerAndLogIn(page);
  const { app } = await enrolThroughApi(email);
  await page.reload();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(paths.profile)}&step=code`);
  // Not logged in until the code is given: the navbar says so.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get started' })).toBeVisible();
  await giveAuthenticatorCode(page, app);
  await expectLoggedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
});
