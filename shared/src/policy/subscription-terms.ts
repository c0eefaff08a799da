import { findPackage } from '../catalog/packages';

/**
 * What a subscription is, as the terms, the services page and the server all state it: one
 * payment buys one month of the package, from the moment of payment. Changing to another
 * package starts a new paid month today; the unused whole days of the previous package are a
 * credit against the new price (`quoteKinds` in `billing.ts`). Choosing the package held charges
 * nothing. Cancelling keeps the package until the end of the time already paid for, refunds
 * nothing, can be undone for free until then, and after that the customer holds no package.
 */
export const subscriptionTerms = {
  /** How many months one payment buys. */
  paidMonths: 1,
  /**
   * A package not cancelled renews at the end of each paid month; a declined renewal is tried
   * again after each of these delays in days (a day later, then three days after that), and after
   * the last the package ends (`backend/src/customers/renewal.ts`; the terms quote it).
   */
  renewalRetryDelaysDays: [1, 3],
} as const;

/** The moment `months` months after `start` (calendar months, in UTC; the same arithmetic as `monthsBefore`). */
export function monthsAfter(start: Date, months: number): Date {
  const end = new Date(start.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/** When the month paid for on `paidAt` ends. */
export function paidUntil(paidAt: Date): Date {
  return monthsAfter(paidAt, subscriptionTerms.paidMonths);
}

/** How the site writes a subscription's dates: "December 26, 2026" (UTC, like the receipts). */
export function formatSubscriptionDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return value.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Texts of the profile's subscription management (not in the spec; the spec's own toasts are in `toastMessages`). */
export const subscriptionManagementMessages = {
  cancel: 'Cancel subscription',
  cancelling: 'Cancelling…',
  keep: 'Keep my package',
  confirmCancel: 'Yes, cancel',
  confirmQuestion: (packageName: string, until: string) =>
    `Cancel your ${packageName} package? It stays until ${until}; the current month is not refunded.`,
  cancelled: (packageName: string, until: string) => `Your ${packageName} package is cancelled. It stays until ${until}.`,
  cancelFailed: 'We could not cancel your package. Please try again.',
  nothingToCancel: 'You have no package to cancel.',
  subscribeAgain: 'Choose it below to resume it at no charge, or choose another package.',
  historyTitle: 'Subscription history',
  historyEmpty: 'No changes yet.',
  historyLoading: 'Loading your history…',
  historyFailed: 'We could not load your subscription history.',
  action: {
    subscribed: 'Subscribed',
    changed: 'Changed package',
    renewed: 'Renewed',
    cancelled: 'Cancelled',
    resumed: 'Resumed',
    lapsed: 'Ended: the renewal payment failed',
  },
} as const;

export type SubscriptionHistoryAction = keyof typeof subscriptionManagementMessages.action;

/**
 * One line of the history: what happened, when, to which package (from which, for a change), at
 * what monthly price, the credit and the charge (in cents; 0 for a cancellation or a resumption),
 * with which card, and until when the package was paid after it.
 */
export interface SubscriptionHistoryEntry {
  action: SubscriptionHistoryAction;
  /** When it happened (ISO 8601). */
  date: string;
  package: string;
  /** The package a change replaced, '' otherwise. */
  from_package: string;
  monthly_price_usd: number;
  credit_cents: number;
  charged_cents: number;
  card_last4: string;
  /** Until when the package was paid after this (ISO 8601). */
  paid_until: string;
  /** The charge's invoice number ('' for a cancellation or a resumption). */
  invoice_number: string;
}

export function packageNameOf(id: string): string {
  return findPackage(id)?.name ?? id;
}
