import type { Page } from '@playwright/test';
import { contactFieldRule, type ContactEnquiry, type ContactField } from '@rcm/shared';
import { sampleEnquiry } from '@rcm/shared/testing';

const isSelect = (field: ContactField) => field === 'interest' || field === 'method';

/** A field of the contact form, by its label (the footer has a "Company" navigation of its own). */
export const contactField = (page: Page, field: ContactField) =>
  page.getByRole('main').getByLabel(contactFieldRule(field).label, { exact: true });

/** Fills the contact form with the shared valid enquiry, changed by `overrides` ('' leaves a select unchosen). */
export async function fillContactForm(page: Page, overrides: Partial<ContactEnquiry> = {}): Promise<void> {
  for (const [field, value] of Object.entries({ ...sampleEnquiry, ...overrides }) as [ContactField, string][]) {
    if (isSelect(field)) await contactField(page, field).selectOption(value);
    else await contactField(page, field).fill(value);
  }
}
