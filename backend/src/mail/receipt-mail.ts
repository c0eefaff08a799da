import {
  billingMessages,
  formatCents,
  formatSubscriptionDate,
  formatUsd,
  packageNameOf,
  paths,
  type ServicePackage,
  type SubscriptionQuote,
} from '@rcm/shared';
import { companyTime } from './company-time';
import type { OutgoingMail } from './outbox';

type MailedCustomer = { email: string; name: string };

/** What a change of subscription is mailed with: the package, when (given in the company's time zone), and the site to link to. */
type SubscriptionChange = { servicePackage: ServicePackage; date: Date; timeZone: string; siteUrl: string };

/** What both subscription mails say: to whom, the package, the date, and where to change or cancel it. */
const commonData = (customer: MailedCustomer, { servicePackage, date, timeZone, siteUrl }: SubscriptionChange) => ({
  name: customer.name,
  packageName: servicePackage.name,
  date: companyTime(date, timeZone),
  manageUrl: `${siteUrl}${paths.profile}`,
});

/**
 * The receipt of a purchase or a change of package, with the figures the modal showed (the same
 * quote): package, monthly price, for a change the package replaced and the credit for its unused
 * days, what was charged today, the card's last four digits (the only digits the server ever
 * has), the date, until when it is paid, the invoice's number and page, whether the
 * demonstration checkout took it (no card was charged), and where to change or cancel it.
 */
export function receiptMail(
  customer: MailedCustomer,
  change: SubscriptionChange & { payment: { cardLast4: string; demonstration: boolean }; quote: SubscriptionQuote; invoiceNumber: string },
): OutgoingMail {
  const { quote, payment } = change;
  return {
    kind: 'subscription-receipt',
    to: customer.email,
    data: {
      ...commonData(customer, change),
      monthlyPrice: formatUsd(change.servicePackage.monthlyPriceUsd),
      ...(quote.kind === 'change'
        ? {
            change: billingMessages.change(packageNameOf(quote.from), change.servicePackage.name),
            credit: {
              label: billingMessages.credit(quote.credit_days, packageNameOf(quote.from)),
              amount: formatCents(quote.credit_cents),
            },
          }
        : {}),
      chargedToday: formatCents(quote.charge_cents),
      cardLast4: payment.cardLast4,
      paidUntil: formatSubscriptionDate(quote.paid_until),
      invoiceNumber: change.invoiceNumber,
      invoiceUrl: `${change.siteUrl}${paths.invoice(change.invoiceNumber)}`,
      demonstration: payment.demonstration,
    },
  };
}

/** The confirmation of a cancellation: the package, until when it stays, how to subscribe again. */
export function cancellationMail(customer: MailedCustomer, change: SubscriptionChange & { endsAt: string }): OutgoingMail {
  return {
    kind: 'subscription-cancellation',
    to: customer.email,
    data: { ...commonData(customer, change), until: formatSubscriptionDate(change.endsAt) },
  };
}

/**
 * The receipt of a monthly renewal: the receipt template with the renewal said, the month's
 * price charged, no credit, until when it is now paid, and its invoice.
 */
export function renewalReceiptMail(
  customer: MailedCustomer,
  renewal: SubscriptionChange & {
    payment: { cardLast4: string; demonstration: boolean };
    monthlyPriceUsd: number;
    paidUntil: string;
    invoiceNumber: string;
  },
): OutgoingMail {
  return {
    kind: 'subscription-receipt',
    to: customer.email,
    data: {
      ...commonData(customer, renewal),
      renewal: billingMessages.renewalOf(renewal.servicePackage.name),
      monthlyPrice: formatUsd(renewal.monthlyPriceUsd),
      chargedToday: formatCents(renewal.monthlyPriceUsd * 100),
      cardLast4: renewal.payment.cardLast4,
      paidUntil: formatSubscriptionDate(renewal.paidUntil),
      invoiceNumber: renewal.invoiceNumber,
      invoiceUrl: `${renewal.siteUrl}${paths.invoice(renewal.invoiceNumber)}`,
      demonstration: renewal.payment.demonstration,
    },
  };
}

/** The notice that a package lapsed: its renewal was declined `attempts` times. */
export function lapseMail(customer: MailedCustomer, lapse: SubscriptionChange & { paidUntil: string; attempts: number }): OutgoingMail {
  return {
    kind: 'subscription-lapsed',
    to: customer.email,
    data: { ...commonData(customer, lapse), paidUntil: formatSubscriptionDate(lapse.paidUntil), attempts: lapse.attempts },
  };
}
