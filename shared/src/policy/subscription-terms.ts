import { findPackage } from '../catalog/packages';

/**
 * What a subscription is, as the terms, the services page and the server all state it: one
 * payment buys one month of the package, from the moment of payment. Changing to another
 * package charges the new package now and starts a new paid month; the unused part of the
 * previous month is not refunded. Cancelling keeps the package until the end of the month
 * already paid for, refunds nothing, and after that the customer holds no package.
 */
export const subscriptionTerms = {
  /** How many months one payment buys. */
  paidMonths: 1,
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
  subscribeAgain: 'Choose a package below to subscribe again.',
  historyTitle: 'Subscription history',
  historyEmpty: 'No changes yet.',
  historyLoading: 'Loading your history…',
  historyFailed: 'We could not load your subscription history.',
  action: { subscribed: 'Subscribed', changed: 'Changed package', cancelled: 'Cancelled' },
} as const;

export type SubscriptionHistoryAction = keyof typeof subscriptionManagementMessages.action;

/** One line of the history: what happened, when, to which package, at what monthly price, with which card. */
export interface SubscriptionHistoryEntry {
  action: SubscriptionHistoryAction;
  /** When it happened (ISO 8601). */
  date: string;
  package: string;
  monthly_price_usd: number;
  card_last4: string;
  /** When that package's paid month ends (ISO 8601). */
  paid_until: string;
}

export function packageNameOf(id: string): string {
  return findPackage(id)?.name ?? id;
}
