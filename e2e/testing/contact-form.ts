import type { Page } from '@playwright/test';

/** A valid enquiry, by the contact form's field labels. */
export const validEnquiry = {
  'First Name': 'Maria',
  'Last Name': 'Lopez',
  Title: 'Practice Manager',
  Company: 'Riverside Family Clinic',
  Country: 'United States',
  'Work Email Address': 'maria@riversideclinic.com',
  'Phone Number': '15551234567',
  Message: 'We would like a quote for claims management for four providers.',
};

/** A field of the contact form (the footer has a "Company" navigation of its own). */
export const contactField = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

export async function fillContactForm(page: Page, overrides: Partial<Record<keyof typeof validEnquiry, string>> = {}, selects = true) {
  for (const [label, value] of Object.entries({ ...validEnquiry, ...overrides })) {
    await contactField(page, label).fill(value);
  }
  if (selects) {
    await contactField(page, 'I am Interested In...').selectOption('experience');
    await contactField(page, 'How Did You Hear About').selectOption('4');
  }
}
