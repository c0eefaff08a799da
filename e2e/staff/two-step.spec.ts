import { twoStepMessages, twoStepSettingsPath } from '@rcm/shared/account-texts';
import { STAFF_REQUEST_HEADER, STAFF_STEP_UP_MESSAGE, staffPaths, toastMessages, MORE_FACTORS_REQUIRED_TYPE } from '@rcm/shared';
import type { Page } from '@playwright/test';
import { expectLoggedIn, expectProfileRead, logIn } from '../testing/accounts';
import { origins } from '../testing/ports';
import { expectToast } from '../testing/site';
import { logInAsStaffWithoutTwoStep, openInbox } from '../testing/staff';
import { enrolThroughApi, giveAuthenticatorCode, setUpTwoStepInSettings } from '../testing/two-step';
import { expect, test } from '../testing/test';

/** Logs out from the profile (as a person does), back to a guest. */
async function logOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, toastMessages.loggedOut);
}

/** The login form sent with the right password: the code step asks for the second factor. */
async function logInToCodeStep(page: Page, email: string) {
  await page.goto('/login');
  await logIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: twoStepMessages.loginTitle })).toBeVisible();
}

/** Logged out, then in again with the password and, on the code step, a recovery code instead of the app's. */
async function logInWithRecoveryCode(page: Page, email: string, recoveryCode: string) {
  await logOut(page);
  await logInToCodeStep(page, email);
  await page.getByRole('button', { name: twoStepMessages.useRecoveryCode }).click();
  await expect(page.getByLabel(twoStepMessages.recoveryLabel)).toBeFocused();
  await page.getByLabel(twoStepMessages.recoveryLabel).fill(recoveryCode);
  await page.getByRole('button', { name: twoStepMessages.verify }).click();
}

/** Let in: on the profile, and the console opens. */
async function expectConsoleOpens(page: Page) {
  await expectLoggedIn(page);
  await openInbox(page);
}

test('staff without two-step verification are sent to set it up (the staff API says 401 user_more_factors_required); set up in the settings, an export asks for a fresh code, the next login asks for the code, wrong and reused codes are refused, a recovery code works once', async ({
  page,
}) => {
  // Codes of three 30-second steps are given, and the third waits for the clock.
  test.setTimeout(180_000);
  const email = await logInAsStaffWithoutTwoStep(page, 'Tess Two-Step');

  // Without two-step verification the staff API refuses the session, and the console says what to do.
  const refused = await page.request.get(`${origins.backend}/staff/enquiries`, {
    headers: { origin: origins.shell, [STAFF_REQUEST_HEADER]: '1' },
  });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { type: string }).type).toBe(MORE_FACTORS_REQUIRED_TYPE);
  await page.goto(staffPaths.inbox);
  await expect(page.getByRole('heading', { level: 1, name: twoStepMessages.staffSetUpTitle })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toHaveCount(0);
  await page.getByRole('link', { name: twoStepMessages.staffSetUpLink }).click();
  await expect(page).toHaveURL(twoStepSettingsPath);
  const section = page.getByRole('region', { name: twoStepMessages.title });
  await expect(section).toBeInViewport();
  await expect(section.getByText(twoStepMessages.staffRequired)).toBeVisible();

  const { app, recoveryCodes } = await setUpTwoStepInSettings(page);

  // This session confirmed the app while setting it up, but gave no code since: an export asks for one.
  await openInbox(page);
  await page.getByRole('button', { name: 'Export enquiries (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: twoStepMessages.stepUpTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(STAFF_STEP_UP_MESSAGE);
  await expect(dialog.getByLabel(twoStepMessages.totpLabel)).toBeFocused();
  await dialog.getByLabel(twoStepMessages.totpLabel).fill(app.wrongCode());
  await dialog.getByRole('button', { name: twoStepMessages.stepUpSubmit }).click();
  await expect(dialog.getByText(twoStepMessages.codeWrong)).toBeVisible();
  await dialog.getByLabel(twoStepMessages.totpLabel).fill(await app.nextCode());
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: twoStepMessages.stepUpSubmit }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Exported [\d,]+ rows\.$/ })).toBeVisible();

  // The next login asks for the code: a wrong one and the one just used are refused, the next one lets them in.
  await logOut(page);
  await logInToCodeStep(page, email);
  const codeField = page.getByLabel(twoStepMessages.totpLabel);
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await codeField.fill(app.wrongCode());
  await page.getByRole('button', { name: twoStepMessages.verify }).click();
  await expectToast(page, twoStepMessages.codeWrong);
  await expect(codeField).toHaveAccessibleDescription(twoStepMessages.codeWrong);
  // The export's code, while the server's clock still takes its step: refused because it was used.
  expect(app.lastCodeStillCurrent()).toBe(true);
  await codeField.fill(app.lastCode());
  await page.getByRole('button', { name: twoStepMessages.verify }).click();
  await expect(codeField).toHaveAccessibleDescription(twoStepMessages.codeWrong);
  await expect(page.getByRole('heading', { level: 1, name: twoStepMessages.loginTitle })).toBeVisible();
  await giveAuthenticatorCode(page, app);
  await expectConsoleOpens(page);

  // A recovery code (a lost phone) lets them in once.
  await logInWithRecoveryCode(page, email, recoveryCodes[0]!);
  await expectConsoleOpens(page);
  await logInWithRecoveryCode(page, email, recoveryCodes[0]!);
  await expectToast(page, twoStepMessages.recoveryCodeWrong);
  await expect(page.getByLabel(twoStepMessages.recoveryLabel)).toHaveAccessibleDescription(twoStepMessages.recoveryCodeWrong);
  // Logging out still works while the code is owed: back to the password.
  await page.getByRole('button', { name: twoStepMessages.logOutInstead }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  const afterLogOut = await page.request.get(`${origins.backend}/v1/account`, { headers: { 'x-appwrite-project': 'rcm' } });
  expect(afterLogOut.status()).toBe(401);
  expect(((await afterLogOut.json()) as { type: string }).type).toBe('general_unauthorized_scope');
});

test("a console tab whose session owes its code (two-step verification turned on from another device) goes to the login's code step and comes back", async ({
  page,
}) => {
  const email = await logInAsStaffWithoutTwoStep(page, 'Dana Two-Devices');
  await expectProfileRead(page);

  // Another device turns two-step verification on: this browser's session now owes its code.
  const { app } = await enrolThroughApi(email);
  await page.goto(staffPaths.subscribers);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(staffPaths.subscribers)}&step=code`);
  await giveAuthenticatorCode(page, app);
  await expect(page).toHaveURL(staffPaths.subscribers);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible();
});
