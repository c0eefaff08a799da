import { findPackage } from '@rcm/shared';
import { sampleQuote } from '@rcm/shared/testing';
import { receiptMail, renewalReceiptMail } from './receipt-mail';

// The mails' figures as the customer reads them; the templates that lay them out are tested in templates/.
const gold = findPackage('gold')!;
const customer = { email: 'maria@clinic.example', name: 'Maria Lopez' };
const when = { date: new Date('2026-11-28T15:00:00Z'), timeZone: 'America/New_York', siteUrl: 'https://clarityrcm.example' };
const payment = { cardLast4: '4242', demonstration: false };

test("a first purchase's receipt names no package replaced and no credit, only what was charged", () => {
  const mail = receiptMail(customer, { ...when, servicePackage: gold, payment, quote: sampleQuote, invoiceNumber: 'INV-2026-000012' });
  expect(mail.to).toBe('maria@clinic.example');
  expect(mail.data).not.toHaveProperty('change');
  expect(mail.data).not.toHaveProperty('credit');
  expect(mail.data).toMatchObject({
    packageName: 'Gold',
    monthlyPrice: '$50',
    chargedToday: '$50.00',
    cardLast4: '4242',
    paidUntil: 'December 28, 2026',
    invoiceUrl: 'https://clarityrcm.example/profile/invoices/INV-2026-000012',
  });
});

test("a renewal's receipt charges one month's price in dollars and cents, and links that month's invoice", () => {
  const mail = renewalReceiptMail(customer, {
    ...when,
    servicePackage: gold,
    payment,
    monthlyPriceUsd: 50,
    paidUntil: '2027-01-28T15:00:00.000+00:00',
    invoiceNumber: 'INV-2026-000040',
  });
  expect(mail.data).toMatchObject({
    renewal: 'Gold, one more month',
    monthlyPrice: '$50',
    chargedToday: '$50.00',
    paidUntil: 'January 28, 2027',
    invoiceNumber: 'INV-2026-000040',
    invoiceUrl: 'https://clarityrcm.example/profile/invoices/INV-2026-000040',
  });
});
