import { formatSubscriptionDate, formatUsd, paidUntil, paths, type ServicePackage } from '@rcm/shared';
import type { OutgoingMail } from './outbox';

type MailedCustomer = { email: string; name: string };

/** What a change of subscription is mailed with: the package, when, and the site to link to. */
type SubscriptionChange = { servicePackage: ServicePackage; date: Date; siteUrl: string };

/** What both subscription mails say: to whom, the package, the date, and where to change or cancel it. */
const commonData = (customer: MailedCustomer, { servicePackage, date, siteUrl }: SubscriptionChange) => ({
  name: customer.name,
  packageName: servicePackage.name,
  date: formatSubscriptionDate(date),
  manageUrl: `${siteUrl}${paths.profile}`,
});

/**
 * The receipt of a subscription: package, monthly price, the card's last four digits (the only
 * digits the server ever has), the date, and where to change or cancel it.
 */
export function receiptMail(customer: MailedCustomer, change: SubscriptionChange & { cardLast4: string }): OutgoingMail {
  return {
    kind: 'subscription-receipt',
    to: customer.email,
    data: {
      ...commonData(customer, change),
      monthlyPrice: formatUsd(change.servicePackage.monthlyPriceUsd),
      cardLast4: change.cardLast4,
      paidUntil: formatSubscriptionDate(paidUntil(change.date)),
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
