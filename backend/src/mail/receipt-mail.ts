import { formatSubscriptionDate, formatUsd, paidUntil, paths, type ServicePackage } from '@rcm/shared';
import type { OutgoingMail } from './outbox';

/**
 * The receipt of a subscription: package, monthly price, the card's last four digits (the only
 * digits the server ever has), the date, and where to change or cancel it.
 */
export function receiptMail(
  customer: { email: string; name: string },
  { servicePackage, cardLast4, date, siteUrl }: { servicePackage: ServicePackage; cardLast4: string; date: Date; siteUrl: string },
): OutgoingMail {
  return {
    kind: 'subscription-receipt',
    to: customer.email,
    data: {
      name: customer.name,
      packageName: servicePackage.name,
      monthlyPrice: formatUsd(servicePackage.monthlyPriceUsd),
      cardLast4,
      date: formatSubscriptionDate(date),
      paidUntil: formatSubscriptionDate(paidUntil(date)),
      manageUrl: `${siteUrl}${paths.profile}`,
    },
  };
}

/** The confirmation of a cancellation: the package, until when it stays, how to subscribe again. */
export function cancellationMail(
  customer: { email: string; name: string },
  { servicePackage, endsAt, date, siteUrl }: { servicePackage: ServicePackage; endsAt: string; date: Date; siteUrl: string },
): OutgoingMail {
  return {
    kind: 'subscription-cancellation',
    to: customer.email,
    data: {
      name: customer.name,
      packageName: servicePackage.name,
      until: formatSubscriptionDate(endsAt),
      date: formatSubscriptionDate(date),
      manageUrl: `${siteUrl}${paths.profile}`,
    },
  };
}
