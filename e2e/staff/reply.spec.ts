import { staffPaths, toastMessages } from '@rcm/shared';
import { sampleEnquiry } from '@rcm/shared/testing';
import { fillContactForm } from '../testing/contact-form';
import { waitForMail } from '../testing/mailbox';
import { expectToast } from '../testing/site';
import { logInAsStaff } from '../testing/staff';
import { expect, test } from '../testing/test';

test('a reply from the console reaches the enquirer through the mail server with the staff text; the timeline shows it and two notes; reopening is audited', async ({
  page,
}) => {
  const stamp = Date.now();
  const company = `Reply Clinic ${stamp}`;
  const enquirer = `dana.${stamp}@maplegrovefm.com`;
  await page.goto('/contact');
  await fillContactForm(page, { ...sampleEnquiry, company, email: enquirer });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, toastMessages.contactReceived);

  await logInAsStaff(page, 'Jordan Reyes');
  await page.goto(`${staffPaths.inbox}?q=${encodeURIComponent(company)}`);
  await page.getByRole('row').filter({ hasText: company }).getByRole('link').click();
  const id = page.url().split('/').pop()!;

  const text = `Thank you for writing, ${stamp}.\nWe can call on Monday.`;
  await page.getByLabel('Your reply').fill(text);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Notes and replies, newest first' });
  await expect(timeline).toContainText('Reply mailed by');
  await expect(timeline).toContainText(`Thank you for writing, ${stamp}.`);
  await expect(page.getByText('Status:').getByText('Contacted')).toBeVisible();

  const mail = await waitForMail({ to: enquirer, subject: 'Re: your enquiry to Clarity RCM' });
  expect(mail.text).toContain(`Thank you for writing, ${stamp}.`);
  expect(mail.text).toContain('We can call on Monday.');

  for (const note of ['First call: voicemail.', 'Second call: demo booked.']) {
    await page.getByLabel('New note').fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(timeline).toContainText(note);
  }
  await page.reload();
  await expect(page.getByRole('list', { name: 'Notes and replies, newest first' }).getByRole('listitem')).toHaveCount(3);

  await page.getByLabel('Status').selectOption('new');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Audit log' }).click();
  const auditRow = (what: string) =>
    page
      .getByRole('row')
      .filter({ hasText: `enquiry:${id}` })
      .filter({ hasText: what });
  await expect(auditRow('status: contacted → new')).toBeVisible();
  await expect(auditRow('Replied to an enquirer')).toBeVisible();
});
