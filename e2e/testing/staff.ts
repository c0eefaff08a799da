import { expect, type Page } from '@playwright/test';
import { staffPaths } from '@rcm/shared';
import { runCommand } from './cli';
import { callAccountApi, expectLoggedIn, freshEmail, logIn, logInThroughApi, PASSWORD } from './accounts';
import { mailLinks, waitForMail } from './mailbox';
import { origins } from './ports';
import { enrolThroughApi, giveAuthenticatorCode } from './two-step';

/** `npm run staff -- <args>` on the browser tests' database: what it printed, and its exit code (the tests read refusals too). */
export const runStaffCommand = (...args: string[]) => runCommand('staff', ...args);

/** `npm run staff -- <args>` that must succeed; returns what it printed. */
export function staffCommand(...args: string[]): string {
  const { status, output } = runStaffCommand(...args);
  if (status !== 0) throw new Error(`npm run staff -- ${args.join(' ')} exited ${status}: ${output}`);
  return output;
}

/** Registers an account through the API (as the sign-up form does), without logging in. */
export async function registerThroughApi(page: Page, name: string, email = freshEmail()): Promise<string> {
  const reply = await page.request.post(`${origins.backend}/v1/account`, {
    headers: { origin: origins.shell, 'x-appwrite-project': 'rcm' },
    data: { userId: 'unique()', email, password: PASSWORD, name },
  });
  expect(reply.status()).toBe(201);
  return email;
}

/**
 * Proves the account's address as its owner does: a short session asks for the verification
 * mail (as the sign-up page does in the background), and the link in that mail, read from the
 * test mailbox, is confirmed as the verification page confirms it. Outside the page's browser
 * context, so the page stays logged out.
 */
export async function verifyThroughMail(email: string): Promise<void> {
  const call = await logInThroughApi(email);
  expect((await call('POST', '/account/verifications/email', { url: `${origins.shell}/verify-email` })).status).toBe(201);
  expect((await call('DELETE', '/account/sessions/current')).status).toBe(204);

  const mail = await waitForMail({ to: email, subject: 'Verify your email' });
  const link = mailLinks(mail).find((url) => url.startsWith(`${origins.shell}/verify-email?`));
  if (!link) throw new Error(`no verification link in "${mail.subject}" to ${email}`);
  const query = new URL(link).searchParams;
  const confirmed = await callAccountApi('PUT', '/account/verifications/email', {
    userId: query.get('userId'),
    secret: query.get('secret'),
  });
  expect(confirmed.status).toBe(200);
}

/** Makes a registered account staff as an operator would: its address verified first, then `grant --yes`. */
export async function grantStaff(email: string): Promise<void> {
  await verifyThroughMail(email);
  expect(staffCommand('grant', email, '--yes')).toContain(`${email} is now staff.`);
}

/**
 * A new staff member without two-step verification yet (which staff must set up): registered,
 * its address verified, given the role, then logged in with the password, on its profile.
 */
export async function logInAsStaffWithoutTwoStep(page: Page, name: string): Promise<string> {
  const email = await registerThroughApi(page, name);
  await grantStaff(email);
  await page.goto('/login');
  await logIn(page, email);
  await expectLoggedIn(page);
  return email;
}

/** Opens the console's inbox (the enquiries), as a staff member whose session may use it. */
export async function openInbox(page: Page, site: string = origins.shell): Promise<void> {
  await page.goto(`${site}${staffPaths.inbox}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Enquiries/ })).toBeVisible();
}

/**
 * A staff member: an account registered on the site, its address verified through the mail,
 * given the role from the command line, two-step verification turned on over the API (staff
 * must use it), then logged in through the login page with the password and a code from the
 * app (the login keeps the labels for the navbar), on the inbox once it has loaded. The login's code makes the
 * session's second factor fresh, so an export within 5 minutes asks for no other.
 */
export async function logInAsStaff(page: Page, name = 'Sam Staff', site: string = origins.shell): Promise<string> {
  const email = await registerThroughApi(page, name);
  await grantStaff(email);
  const { app } = await enrolThroughApi(email);
  await page.goto(`${site}/login`);
  await logIn(page, email);
  await giveAuthenticatorCode(page, app);
  await expectLoggedIn(page, /\/profile$/);
  await openInbox(page, site);
  // Loaded (and so audited): nothing of the inbox is still in flight when the test goes on.
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  return email;
}
