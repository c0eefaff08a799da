import { expect, test, type Page } from '@playwright/test';
import { readRows } from '../support/database';
import { origins } from '../support/ports';
import { contactField, fillContactForm, validEnquiry } from '../support/contact-form';
import { expectToast, toast } from '../support/site';

const valid = validEnquiry;
const field = contactField;
const fillForm = fillContactForm;

const send = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click();

test('the page and its options', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get In Touch');
  await expect(page.getByText('Get Answer To Your Questions')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Send Us A Message' })).toBeVisible();
  const interest = field(page, 'I am Interested In...').locator('option');
  await expect(interest).toHaveText(['Select…', 'Datasphere', 'Digital Experience', 'Customer Experience', 'Health Care']);
  expect(await interest.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual([
    '',
    'datasphere',
    'experience',
    'customer experience',
    'health care',
  ]);
  const method = field(page, 'How Did You Hear About').locator('option');
  await expect(method).toHaveText(['Select…', 'Social Media', 'Event', 'Referral', 'Email', 'Other']);
  expect(await method.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['', '1', '2', '3', '4', '5']);
});

const textRules = [
  ['First Name', 'M', 'Please insert your first name'],
  ['Last Name', 'L', 'Please insert your last name'],
  ['Title', 'P', 'Please insert a correct title'],
  ['Company', 'R', 'Please insert a correct company name'],
  ['Country', 'U', 'Please insert a correct country'],
  ['Work Email Address', 'maria@clinic.org', 'Please insert a correct email'],
  ['Phone Number', '555123', 'Please insert a correct phone number'],
  ['Message', 'Too short', 'Message needs to be atleast 20 characters long'],
] as const;

test('each of the ten messages appears for its own bad field', async ({ page }) => {
  await page.goto('/contact');
  for (const [label, value, message] of textRules) {
    await fillForm(page, { [label]: value });
    await send(page);
    await expectToast(page, message);
    await expect(field(page, label)).toBeFocused();
  }
  await page.goto('/contact');
  await fillForm(page, {}, false);
  await send(page);
  await expectToast(page, 'Please select your interest');
  await field(page, 'I am Interested In...').selectOption('datasphere');
  await send(page);
  await expectToast(page, 'Please select how did you hear about RCM');
});

test('with two bad fields the earlier one wins', async ({ page }) => {
  await page.goto('/contact');
  await fillForm(page, { Company: 'x', 'Phone Number': '1' });
  await send(page);
  await expectToast(page, 'Please insert a correct company name');
  await expect(toast(page, 'Please insert a correct phone number')).toHaveCount(0);
});

test('a valid send is stored by the backend with all ten fields and the form is cleared', async ({ page }) => {
  const lastName = `Lopez-${Date.now()}`;
  await page.goto('/contact');
  await fillForm(page, { 'Last Name': lastName });
  await send(page);
  await expectToast(page, 'Your message has been recieved !');
  for (const label of Object.keys(valid)) await expect(field(page, label)).toHaveValue('');
  await expect(field(page, 'I am Interested In...')).toHaveValue('');
  const rows = readRows<Record<string, string>>('select * from contact_enquiries where last_name = ?', lastName);
  expect(rows).toEqual([
    expect.objectContaining({
      first_name: 'Maria',
      last_name: lastName,
      title: 'Practice Manager',
      company: 'Riverside Family Clinic',
      interest: 'experience',
      method: '4',
      country: 'United States',
      email: 'maria@riversideclinic.com',
      phone: '15551234567',
      message: valid.Message,
    }),
  ]);
});

test('a backend 400 shows the server message and keeps the form', async ({ page }) => {
  await page.route('**/contact', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'We could not accept this enquiry today.' }) })
      : route.fallback(),
  );
  await page.goto('/contact');
  await fillForm(page);
  await send(page);
  await expectToast(page, 'We could not accept this enquiry today.');
  await expect(field(page, 'First Name')).toHaveValue('Maria');
});

test('with the backend unreachable the visitor is told and keeps everything typed', async ({ page }) => {
  await page.route(`${origins.backend}/contact`, (route) => route.abort('connectionrefused'));
  await page.goto('/contact');
  await fillForm(page);
  await send(page);
  await expectToast(page, 'We could not reach our server');
  await expect(field(page, 'Message')).toHaveValue(valid.Message);
});
