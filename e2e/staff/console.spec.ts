import { STAFF_NO_ACCESS_MESSAGE, staffPaths, toastMessages } from '@rcm/shared';
import { sampleEnquiry, staffApiRoutes } from '@rcm/shared/testing';
import { logIn, registerAndLogIn } from '../testing/accounts';
import { fillContactForm } from '../testing/contact-form';
import { origins } from '../testing/ports';
import { expectToast } from '../testing/site';
import { logInAsStaff, registerThroughApi, staffCommand } from '../testing/staff';
import { expect, test } from '../testing/test';

test('grant by command line, log in, Staff link, a just-sent enquiry in the inbox, open it, move it on, and see it in the audit log', async ({ page }) => {
  // A practice sends an enquiry through the contact page.
  const company = `Audit Trail Clinic ${Date.now()}`;
  await page.goto('/contact');
  await fillContactForm(page, { ...sampleEnquiry, company });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, toastMessages.contactReceived);

  const email = await logInAsStaff(page);
  // The navbar shows the Staff link to staff.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(staffPaths.inbox);
  await expect(page.getByRole('heading', { level: 1, name: /^Enquiries\s*[\d,]+ new$/ })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry ${page.url().split('/').pop()}: ${sampleEnquiry.first_name} ${sampleEnquiry.last_name}` })).toBeVisible();
  const id = page.url().split('/').pop()!;
  await expect(page.getByText(sampleEnquiry.message)).toBeVisible();

  await page.getByLabel('Status').selectOption('contacted');
  await page.getByLabel('Internal note').fill('Called back; demo on Monday.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText('Status:').getByText('Contacted')).toBeVisible();

  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Audit log' }).click();
  const changed = page.getByRole('row').filter({ hasText: `enquiry:${id}` }).filter({ hasText: 'Changed an enquiry' });
  await expect(changed).toContainText(email);
  await expect(changed).toContainText('status: new → contacted');
  await expect(page.getByRole('row').filter({ hasText: `enquiry:${id}` }).filter({ hasText: 'Read an enquiry' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `user:${email}` }).filter({ hasText: 'Granted the staff role' })).toContainText('command line');
});

test('a customer gets the no-access page inside the layout, no Staff link, and 403 from every staff API route', async ({ page }) => {
  await registerAndLogIn(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await page.goto(staffPaths.inbox);
  await expect(page.getByText(STAFF_NO_ACCESS_MESSAGE)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  for (const [method, path] of staffApiRoutes) {
    const reply = await page.request.fetch(`${origins.backend}${path}`, { method, headers: { origin: origins.shell }, ...(method === 'PATCH' ? { data: { status: 'closed' } } : {}) });
    expect(reply.status(), `${method} ${path}`).toBe(403);
  }
});

test('a guest gets 401 from every staff API route, and /staff sends them to log in and back', async ({ page }) => {
  for (const [method, path] of staffApiRoutes) {
    const reply = await page.request.fetch(`${origins.backend}${path}`, { method, headers: { origin: origins.shell }, ...(method === 'PATCH' ? { data: { status: 'closed' } } : {}) });
    expect(reply.status(), `${method} ${path}`).toBe(401);
  }
  const email = await registerThroughApi(page, 'Guest Turned Staff');
  staffCommand('grant', email);
  await page.goto(staffPaths.subscribers);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(staffPaths.subscribers)}`);
  await logIn(page, email);
  await expect(page).toHaveURL(staffPaths.subscribers);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible();
});
