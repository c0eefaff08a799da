import { staffPaths, toastMessages } from '@rcm/shared';
import { sampleEnquiry } from '@rcm/shared/testing';
import { fillContactForm } from '../testing/contact-form';
import { expectToast } from '../testing/site';
import { logInAsStaff } from '../testing/staff';
import { expect, test } from '../testing/test';

test('a searched and filtered inbox survives opening an enquiry and going Back: the address, the form and the results (STAFF-2)', async ({
  page,
}) => {
  // Two enquiries that share a search word and differ in interest: the filter keeps one of them.
  const word = `Backnav${Date.now()}`;
  const kept = { company: `${word} Datasphere Clinic`, interest: 'datasphere' };
  const filteredOut = { company: `${word} Health Clinic`, interest: 'health care' };
  for (const enquiry of [kept, filteredOut]) {
    await page.goto('/contact');
    await fillContactForm(page, { ...sampleEnquiry, ...enquiry });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, toastMessages.contactReceived);
  }

  await logInAsStaff(page);
  const filters = page.getByRole('search', { name: 'Filter enquiries' });
  await filters.getByLabel('Search').fill(word);
  await filters.getByLabel('Interest').selectOption('datasphere');
  await filters.getByRole('button', { name: 'Apply filters' }).click();

  const rows = page.getByRole('table').getByRole('row');
  const expectFilteredView = async () => {
    await expect(page).toHaveURL(`${staffPaths.inbox}?q=${word}&interest=datasphere`);
    await expect(filters.getByLabel('Search')).toHaveValue(word);
    await expect(filters.getByLabel('Interest')).toHaveValue('datasphere');
    await expect(rows.filter({ hasText: kept.company })).toHaveCount(1);
    await expect(rows.filter({ hasText: filteredOut.company })).toHaveCount(0);
  };
  await expectFilteredView();

  await rows.filter({ hasText: kept.company }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Enquiry \\d+: ${sampleEnquiry.first_name}`) })).toBeVisible();
  await expect(page.getByText(kept.company)).toBeVisible();

  await page.goBack();
  await expectFilteredView();

  // The console's own way back leads to the same view.
  await page.goForward();
  await page.getByRole('link', { name: 'Back to the enquiries' }).click();
  await expectFilteredView();
});
