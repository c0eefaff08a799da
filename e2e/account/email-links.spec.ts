import { recoveryMessages, verificationMessages } from '@rcm/shared/account-texts';
import { toastMessages } from '@rcm/shared';
import {
  expectLoggedIn,
  expectLoggedOut,
  freshEmail,
  logIn,
  PASSWORD,
  registerAccount,
  registerAndLogIn,
  registerOnTwoDevices,
  setNewPassword,
} from '../testing/accounts';
import { mailsTo, waitForMail, type ReceivedMail } from '../testing/mailbox';
import { origins } from '../testing/ports';
import { expectToast } from '../testing/site';
import { expect, test } from '../testing/test';

const NEW_PASSWORD = 'harbour-lantern-quill-83';

/** The site's link in a mail (to `path`, with its query), as a path the page can open. */
function linkIn(mail: ReceivedMail, path: string): string {
  const pattern = new RegExp(`${origins.shell.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${path}\\?[^\\s"<>]+`);
  const found = mail.text.match(pattern)?.[0];
  if (!found) throw new Error(`no link to ${path} in "${mail.subject}": ${mail.text}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

test('"Forgot password?" → mail → reset: the new password works, the old one and every old session do not', async ({ page, newDevice }) => {
  const { email, otherDevice } = await registerOnTwoDevices(page, newDevice, 'Rosa Diaz');

  // A third browser, logged out, where the password was forgotten.
  const forgetful = await newDevice();
  await forgetful.goto('/login');
  await forgetful.getByRole('link', { name: recoveryMessages.forgotPassword }).click();
  await expect(forgetful).toHaveURL(/\/login\/recovery$/);
  await expect(forgetful.getByRole('heading', { level: 1, name: recoveryMessages.requestTitle })).toBeVisible();
  await forgetful.getByLabel('Email address').fill(email);
  await forgetful.getByRole('button', { name: 'Send reset link' }).click();
  await expectToast(forgetful, recoveryMessages.sent(email));

  const mail = await waitForMail({ to: email, subject: 'Reset your' });
  const link = linkIn(mail, '/reset-password');
  expect(link).toMatch(/[?&]userId=[0-9a-f]{20}(&|$)/);
  expect(link).toMatch(/[?&]secret=[\w-]{43}(&|$)/);
  expect(link).toMatch(/[?&]expire=/);

  await forgetful.goto(link);
  await expect(forgetful.getByRole('heading', { level: 1, name: recoveryMessages.resetTitle })).toBeVisible();
  await setNewPassword(forgetful, NEW_PASSWORD);
  await expectToast(forgetful, recoveryMessages.passwordChanged);
  await expect(forgetful).toHaveURL(/\/login$/);

  // The old password no longer opens the account; the new one does.
  await logIn(forgetful, email, PASSWORD);
  await expectToast(forgetful, toastMessages.loginFailed);
  await logIn(forgetful, email, NEW_PASSWORD);
  await expectLoggedIn(forgetful);

  // Both devices logged in before the reset have been logged out.
  await expectLoggedOut(otherDevice);
  await expectLoggedOut(page);

  // The link worked once.
  await forgetful.goto(link);
  await setNewPassword(forgetful, 'another-harbour-lantern-9');
  await expectToast(forgetful, recoveryMessages.linkInvalid);
});

test('an address without an account is told the same, and no mail is sent to it', async ({ page }) => {
  const stranger = freshEmail();
  await page.goto('/login/recovery');
  await page.getByLabel('Email address').fill(stranger);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectToast(page, recoveryMessages.sent(stranger));
  // A mail to a known address sent after it arrives; none to the stranger by then.
  const known = await registerAndLogIn(page);
  await waitForMail({ to: known, subject: 'Verify your email' });
  expect(await mailsTo(stranger)).toEqual([]);
});

test('registration mails a verification link; the profile offers to resend it; opening a link verifies the address', async ({ page }) => {
  const email = freshEmail();
  await registerAccount(page, 'Vera Fied', email);
  await expectToast(page, toastMessages.registered);
  const mail = await waitForMail({ to: email, subject: 'Verify your email' });
  const link = linkIn(mail, '/verify-email');

  await logIn(page, email);
  await expectLoggedIn(page);
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByText(verificationMessages.notVerified)).toBeVisible();
  await account.getByRole('button', { name: verificationMessages.resend }).click();
  await expectToast(page, verificationMessages.resent(email));
  await expect.poll(async () => (await mailsTo(email)).length).toBe(2);

  // The first link still works (a resend adds a link; it does not take the first one back).
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: verificationMessages.verifiedTitle })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByRole('region', { name: 'Account' }).getByText(verificationMessages.verified, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: verificationMessages.resend })).toHaveCount(0);

  // Opened again, the spent link says so.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: verificationMessages.failedTitle })).toBeVisible();
});
