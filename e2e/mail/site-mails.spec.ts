import { toastMessages } from '@rcm/shared';
import { mailHeader, sampleCard, sampleEnquiry } from '@rcm/shared/testing';
import { registerAndLogIn, subscribeThroughApi } from '../testing/accounts';
import { fillContactForm } from '../testing/contact-form';
import { mailLinks, mailsTo, uniqueAddress, waitForMail } from '../testing/mailbox';
import { expectToast } from '../testing/site';
import { expect, test } from '../testing/test';

/** The sales inbox of `npm start` (SALES_EMAIL's default). */
const SALES = 'sales@clarityrcm.com';

/** Waits long enough for a second copy of a mail to have arrived, were one sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

test('an enquiry mails the enquirer one acknowledgement, without the message, answered to sales, and the sales inbox one notice with every field and a link to the enquiry, answered to the enquirer', async ({
  page,
}) => {
  const enquirer = uniqueAddress('enquirer', 'riversideclinic.com');
  const company = `Riverside Clinic ${Math.random().toString(36).slice(2, 8)}`;
  const message = 'Two of our claims for patient J. Doe were denied; can you help with appeals?';
  await page.goto('/contact');
  await fillContactForm(page, { email: enquirer, company, message });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, toastMessages.contactReceived);

  const acknowledgement = await waitForMail({ to: enquirer, subject: 'Thank you for contacting Clarity RCM' });
  expect(acknowledgement.text).toContain(sampleEnquiry.first_name);
  expect(acknowledgement.text).toMatch(/one business day/i);
  expect(`${acknowledgement.text}${acknowledgement.html}`).not.toContain('J. Doe');
  // Each mail answers to the other side (SALES-1): a reply to the acknowledgement reaches sales.
  expect(mailHeader(acknowledgement, 'Reply-To')).toBe(SALES);

  const notice = await waitForMail({ to: SALES, subject: company });
  expect(notice.subject).toBe(`New enquiry: ${sampleEnquiry.first_name} ${sampleEnquiry.last_name}, ${company}`);
  for (const value of [message, enquirer, sampleEnquiry.phone, sampleEnquiry.title]) expect(notice.text).toContain(value);
  const link = mailLinks(notice).find((href) => /\/staff\/enquiries\/\d+$/.test(href));
  expect(link).toBeDefined();
  // A reply to the notice goes to the enquirer, not back to the site's own sender.
  expect(mailHeader(notice, 'Reply-To')).toBe(enquirer);

  await settle();
  expect(await mailsTo(enquirer)).toHaveLength(1);
  expect((await mailsTo(SALES)).filter((mail) => mail.subject.includes(company))).toHaveLength(1);
});

test('a subscription mails a receipt with the package, the price and the last four digits, never the card number', async ({ page }) => {
  const email = await registerAndLogIn(page, 'Grace Chen');
  await subscribeThroughApi(page, email, 'gold');
  const receipt = await waitForMail({ to: email, subject: 'receipt' });
  expect(receipt.subject).toBe('Your Clarity RCM receipt: Gold, $50 a month');
  expect(receipt.text).toContain('Grace Chen');
  expect(receipt.text).toContain(`ending in ${sampleCard.number.slice(-4)}`);
  expect(`${receipt.text}${receipt.html}${JSON.stringify(receipt.headers)}`).not.toContain(sampleCard.number.slice(0, 12));
  expect(mailLinks(receipt).some((href) => href.endsWith('/profile'))).toBe(true);
  await settle();
  expect((await mailsTo(email)).filter((mail) => mail.subject.includes('receipt'))).toHaveLength(1);
});
