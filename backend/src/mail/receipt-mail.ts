import { formatUsd, paths, type ServicePackage } from '@rcm/shared';
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
      date: date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
      manageUrl: `${siteUrl}${paths.profile}`,
    },
  };
}
