import { billingMessages, interestOptions } from '@rcm/shared';
import { VERIFICATION_TTL_MS } from '../../routes/account/email-routes';
import { emailChangeConfirmation, emailVerification, enquiryAcknowledgement, newsletterConfirmation, subscriptionReceipt } from './index';

/** The mails' copy as the review of 2026-11-27 found it wanting (MAIL-1 … MAIL-3, ACC-6, BILL-4). */

test.each(interestOptions)(
  'MAIL-1: the acknowledgement says something true whatever the topic chosen ($label)',
  async ({ value, label }) => {
    const mail = await enquiryAcknowledgement({ firstName: 'Maria', lastName: 'Lopez', interest: value });
    expect(mail.text).not.toContain('interest in');
    expect(mail.text).toContain('Thank you for getting in touch with Clarity RCM.');
    expect(mail.text).toContain(`about your enquiry (topic: ${label})`);
  },
);

test('MAIL-2: the newsletter footer says its link stops the newsletter only, and receipts and account mails continue', async () => {
  const unsubscribeUrl = 'https://clarityrcm.example/newsletter/unsubscribe?token=def';
  const mail = await newsletterConfirmation({ confirmUrl: 'https://clarityrcm.example/newsletter/confirm?token=abc', unsubscribeUrl });
  expect(mail.text).not.toContain('stop all email');
  expect(mail.text).toContain(`To stop the newsletter, unsubscribe: ${unsubscribeUrl}`);
  expect(mail.text).toContain('This stops the newsletter only: receipts and emails about your account still come.');
});

test('MAIL-3: the verification mail says how long its link works, from the token’s own lifetime', async () => {
  const verifyUrl = 'https://clarityrcm.example/verify-email?userId=u1&secret=s3cret';
  const mail = await emailVerification({ name: 'Maria', verifyUrl, expiresInMinutes: VERIFICATION_TTL_MS / 60_000 });
  expect(mail.text).toContain('The link works for 60 minutes, and only once.');
  // A mail queued before it was given still renders, without the sentence.
  expect((await emailVerification({ name: 'Maria', verifyUrl })).text).not.toContain('The link works');
});

test('ACC-6: a new account is told "if you did not create an account"; a changed address gets its own mail, which does not say it', async () => {
  const verification = await emailVerification({ name: 'Maria', verifyUrl: 'https://x.example/v', expiresInMinutes: 60 });
  expect(verification.text).toContain('If you did not create an account with us');
  const change = await emailChangeConfirmation({ name: 'Maria', confirmUrl: 'https://x.example/c', expiresInMinutes: 60 });
  expect(change.text).not.toContain('create an account');
  expect(change.text).toContain('If you did not ask for this, ignore this email');
});

describe('BILL-4: the receipt', () => {
  const receipt = {
    name: 'Maria',
    packageName: 'Gold',
    monthlyPrice: '$50',
    cardLast4: '4242',
    date: 'November 27, 2026 at 11:00 AM EST',
    chargedToday: '$50.00',
    manageUrl: 'https://clarityrcm.example/profile',
  };

  test('names its invoice and links to its page, with the amount charged', async () => {
    const invoiceUrl = 'https://clarityrcm.example/profile/invoices/INV-2026-000123';
    const mail = await subscriptionReceipt({ ...receipt, invoiceNumber: 'INV-2026-000123', invoiceUrl, demonstration: true });
    expect(mail.text).toContain('Invoice: INV-2026-000123');
    expect(mail.text).toContain(`${billingMessages.charged} today: $50.00`);
    expect(mail.text).toContain(`${billingMessages.invoiceLink} ${invoiceUrl}`);
  });

  test('agrees with the checkout: from the demonstration checkout it says no card is charged; from a real one it does not', async () => {
    const demo = await subscriptionReceipt({ ...receipt, demonstration: true });
    expect(demo.text).toContain(`${billingMessages.receiptIntro} ${billingMessages.demonstration}`);
    const real = await subscriptionReceipt({ ...receipt, demonstration: false });
    expect(real.text).toContain(billingMessages.receiptIntro);
    expect(real.text).not.toContain(billingMessages.demonstration);
  });
});
