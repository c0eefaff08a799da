import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { readRows } from '../testing/database';
import { origins } from '../testing/ports';
import { contactFields, contactMessages, toastMessages } from '@rcm/shared';
import { contactRuleCases, sampleEnquiry } from '@rcm/shared/testing';
import { contactField, fillContactForm } from '../testing/contact-form';
import { mailsTo, uniqueAddress } from '../testing/mailbox';
import { expectToast, toast } from '../testing/site';

const send = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click();

test('the page and its options', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get In Touch');
  await expect(page.getByText('Get Answer To Your Questions')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Send Us A Message' })).toBeVisible();
  const interest = contactField(page, 'interest').locator('option');
  await expect(interest).toHaveText(['Select…', 'Datasphere', 'Digital Experience', 'Customer Experience', 'Health Care']);
  expect(await interest.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual([
    '',
    'datasphere',
    'experience',
    'customer experience',
    'health care',
  ]);
  const method = contactField(page, 'method').locator('option');
  await expect(method).toHaveText(['Select…', 'Social Media', 'Event', 'Referral', 'Email', 'Other']);
  expect(await method.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual([
    '',
    '1',
    '2',
    '3',
    '4',
    '5',
  ]);
});

test('each of the ten messages appears for its own bad field', async ({ page }) => {
  // Ten whole-form fills and sends: about 130 browser actions, more than a busy machine does in the default minute.
  test.slow();
  await page.goto('/contact');
  for (const { field, badValue, message } of contactRuleCases) {
    // The selects are only ever unchosen, and the earlier rules must pass for theirs to show.
    await fillContactForm(page, { [field]: badValue });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, message);
    await expect(contactField(page, field)).toBeFocused();
  }
});

test('with two bad fields the earlier one wins', async ({ page }) => {
  await page.goto('/contact');
  await fillContactForm(page, { company: 'x', phone: '1' });
  await send(page);
  await expectToast(page, contactMessages.company);
  await expect(toast(page, contactMessages.phone)).toHaveCount(0);
});

test('a valid send is stored by the backend with all ten fields and the form is cleared', async ({ page }) => {
  const lastName = `Lopez-${Date.now()}`;
  await page.goto('/contact');
  await fillContactForm(page, { last_name: lastName });
  await send(page);
  await expectToast(page, toastMessages.contactReceived);
  for (const field of contactFields) await expect(contactField(page, field)).toHaveValue('');
  const rows = readRows<Record<string, string>>('select * from contact_enquiries where last_name = ?', lastName);
  expect(rows).toEqual([expect.objectContaining({ ...sampleEnquiry, last_name: lastName })]);
});

/** What the review sent (M8), each with addresses of this run: a list, a display name, a header smuggled after a line break. */
function notOneAddress() {
  const [a, b] = [uniqueAddress('m8-a', 'victim-a.com'), uniqueAddress('m8-b', 'victim-b.com')];
  return { addresses: [a, b], values: [`${a},${b}`, `Sales Team <${a}>`, `${a}\r\nBcc: ${b}`] };
}

/** Neither an enquiry nor a mail for any of these addresses, in the database or the inbox. */
async function expectNothingFor(addresses: string[], lastName: string) {
  expect(readRows('select id from contact_enquiries where last_name = ?', lastName)).toEqual([]);
  for (const address of addresses) {
    expect(readRows('select id from mail_outbox where recipient like ?', `%${address}%`)).toEqual([]);
    expect(await mailsTo(address)).toEqual([]);
  }
}

test('an email that is not one address (a list, a name, a line break) gets the email message: no enquiry, no mail', async ({ page }) => {
  const { addresses, values } = notOneAddress();
  const lastName = `Lopez-m8-${Date.now()}`;
  for (const email of values) {
    // A page of its own for each: the toasts of one do not hide the next.
    await page.goto('/contact');
    await fillContactForm(page, { last_name: lastName, email });
    await send(page);
    await expectToast(page, contactMessages.email);
    await expect(contactField(page, 'email')).toBeFocused();
  }
  // Sent straight to the API, line breaks and all: the same message.
  for (const email of values) {
    const reply = await page.request.post(`${origins.backend}/contact`, {
      headers: { origin: origins.shell },
      data: { ...sampleEnquiry, last_name: lastName, email },
    });
    expect([email, reply.status(), (await reply.json()).message]).toEqual([email, 400, contactMessages.email]);
  }
  await expectNothingFor(addresses, lastName);
});

test('a backend 400 shows the server message and keeps the form', async ({ page }) => {
  await page.route('**/contact', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'We could not accept this enquiry today.' }),
        })
      : route.fallback(),
  );
  await page.goto('/contact');
  await fillContactForm(page);
  await send(page);
  await expectToast(page, 'We could not accept this enquiry today.');
  await expect(contactField(page, 'first_name')).toHaveValue(sampleEnquiry.first_name);
});

test('with the backend unreachable the visitor is told and keeps everything typed', async ({ page }) => {
  await page.route(`${origins.backend}/contact`, (route) => route.abort('connectionrefused'));
  await page.goto('/contact');
  await fillContactForm(page);
  await send(page);
  await expectToast(page, toastMessages.serverUnreachable);
  await expect(contactField(page, 'message')).toHaveValue(sampleEnquiry.message);
});
