import type { Page } from '@playwright/test';
import { STAFF_NO_ACCESS_MESSAGE, STAFF_REQUEST_HEADER, staffPaths, toastMessages } from '@rcm/shared';
import { sampleEnquiry, staffApiRoutes } from '@rcm/shared/testing';
import { expectLoggedIn, logIn, registerAndLogIn } from '../testing/accounts';
import { fillContactForm } from '../testing/contact-form';
import { readRows } from '../testing/database';
import { origins } from '../testing/ports';
import { expectToast } from '../testing/site';
import { grantStaff, logInAsStaff, registerThroughApi, runStaffCommand } from '../testing/staff';
import { enrolThroughApi, giveAuthenticatorCode } from '../testing/two-step';
import { expect, test } from '../testing/test';

/** Every staff API route, called with the page's cookies as the console calls it, answers `status`. */
async function expectEveryStaffApiRouteAnswers(page: Page, status: number) {
  for (const [method, path] of staffApiRoutes) {
    const reply = await page.request.fetch(`${origins.backend}${path}`, {
      method,
      headers: { origin: origins.shell, [STAFF_REQUEST_HEADER]: '1' },
      ...(method === 'PATCH' ? { data: { status: 'closed' } } : {}),
    });
    expect(reply.status(), `${method} ${path}`).toBe(status);
  }
}

test('grant by command line, log in, Staff link, a just-sent enquiry in the inbox, open it, move it on, and see it in the audit log by name, user id and record', async ({
  page,
}) => {
  // A practice sends an enquiry through the contact page.
  const company = `Audit Trail Clinic ${Date.now()}`;
  await page.goto('/contact');
  await fillContactForm(page, { ...sampleEnquiry, company });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, toastMessages.contactReceived);

  const email = await logInAsStaff(page);
  const { $id: userId } = (await (
    await page.request.get(`${origins.backend}/v1/account`, { headers: { 'x-appwrite-project': 'rcm' } })
  ).json()) as { $id: string };
  // The navbar shows the Staff link to staff.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(staffPaths.inbox);
  await expect(page.getByRole('heading', { level: 1, name: /^Enquiries\s*[\d,]+ new$/ })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Enquiry ${page.url().split('/').pop()}: ${sampleEnquiry.first_name} ${sampleEnquiry.last_name}`,
    }),
  ).toBeVisible();
  const id = page.url().split('/').pop()!;
  await expect(page.getByText(sampleEnquiry.message)).toBeVisible();

  await page.getByLabel('Status').selectOption('contacted');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.getByLabel('New note').fill('Called back; demo on Monday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list', { name: 'Notes and replies, newest first' })).toContainText('Called back; demo on Monday.');
  await expect(page.getByText('Status:').getByText('Contacted')).toBeVisible();

  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Audit log' }).click();
  const changed = page
    .getByRole('row')
    .filter({ hasText: `enquiry:${id}` })
    .filter({ hasText: 'Changed an enquiry' });
  await expect(changed).toContainText(email);
  await expect(changed).toContainText(userId);
  // Who: the account's name, then the address they had.
  await expect(changed.getByRole('cell').filter({ hasText: /^Sam Staff/ })).toContainText(email);
  await expect(changed).toContainText('status: new → contacted');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `enquiry:${id}` })
      .filter({ hasText: 'Read an enquiry' })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Listed enquiries' }).filter({ hasText: userId }).first()).toBeVisible();
  const granted = page
    .getByRole('row')
    .filter({ hasText: `user:${userId}` })
    .filter({ hasText: 'Granted the staff role' });
  await expect(granted).toContainText(`email: ${email}`);
  await expect(granted).toContainText('command line');

  // Everything done to the enquiry, from its page: the audit log filtered by that record, in the address.
  await page.goto(staffPaths.enquiry(id));
  await page.getByRole('link', { name: 'Everything done to this enquiry' }).click();
  await expect(page).toHaveURL(`${staffPaths.audit}?record=enquiry%3A${id}`);
  await expect(page.getByRole('searchbox', { name: /^Record/ })).toHaveValue(`enquiry:${id}`);
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows.filter({ hasText: 'Changed an enquiry' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Added a note to an enquiry' })).toHaveCount(1);
  expect(await rows.count()).toBeGreaterThanOrEqual(4);
  for (const text of await rows.allTextContents()) expect(text).toContain(`enquiry:${id}`);
});

test('a customer gets the no-access page inside the layout, no Staff link, and 403 from every staff API route', async ({ page }) => {
  await registerAndLogIn(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await page.goto(staffPaths.inbox);
  await expect(page.getByText(STAFF_NO_ACCESS_MESSAGE)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectEveryStaffApiRouteAnswers(page, 403);
});

test('a guest gets 401 from every staff API route, and /staff sends them to log in (password and code) and back', async ({ page }) => {
  await expectEveryStaffApiRouteAnswers(page, 401);
  const email = await registerThroughApi(page, 'Guest Turned Staff');
  await grantStaff(email);
  const { app } = await enrolThroughApi(email);
  await page.goto(staffPaths.subscribers);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(staffPaths.subscribers)}`);
  await logIn(page, email);
  await giveAuthenticatorCode(page, app);
  await expect(page).toHaveURL(staffPaths.subscribers);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible();
});

test('an outsider who registered a future staff address first is refused the grant at the command line', async ({ page }) => {
  const email = await registerThroughApi(page, 'Not The New Hire', `new.hire.${Date.now()}@clarityrcm.example`);
  const refused = runStaffCommand('grant', email, '--yes');
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('Verified  no');
  expect(refused.output).toContain(`Not granted: ${email} is not verified.`);
  // Logged in, the outsider is a customer like any other.
  await page.goto('/login');
  await logIn(page, email);
  await expectLoggedIn(page);
  await page.goto(staffPaths.inbox);
  await expect(page.getByText(STAFF_NO_ACCESS_MESSAGE)).toBeVisible();
});

test("a link to the staff API (another site, a mail) does nothing in a staff member's browser: no export downloaded, nothing audited", async ({
  page,
}) => {
  const email = await logInAsStaff(page, 'Link Follower');
  const auditCount = () => readRows<{ count: number }>('select count(*) as count from audit_log where actor = ?', email)[0]!.count;
  const before = auditCount();
  // Another tab of the same browser (its pages are the API's replies, not the site's).
  const tab = await page.context().newPage();
  // A top-level navigation carries the session cookie (SameSite=Lax): the browser is signed in there.
  expect((await tab.goto(`${origins.backend}/customer`))?.status()).toBe(200);
  for (const path of ['/staff/exports/enquiries.csv?q=lopez', '/staff/enquiries/1', '/staff/enquiries']) {
    const url = `${origins.backend}${path}`;
    // Typed, or followed from a mail: no download starts (page.goto would fail on one), the API refuses.
    const typed = await tab.goto(url);
    expect([path, typed?.status(), typed?.headers()['content-disposition']]).toEqual([path, 403, undefined]);
    // Followed from a page of another site.
    await tab.setContent(`<a href="${url}">Open the file</a>`);
    const [followed] = await Promise.all([tab.waitForResponse(url), tab.getByRole('link', { name: 'Open the file' }).click()]);
    expect([path, followed.status()]).toEqual([path, 403]);
  }
  expect(auditCount()).toBe(before);
});
