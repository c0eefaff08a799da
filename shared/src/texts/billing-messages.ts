/**
 * What the card modal, the profile and the receipts say about a charge (not in the spec; the
 * spec's own modal texts, "Pay Now" and its toasts are unchanged).
 */
export const billingMessages = {
  quoteLoading: 'Working out what is due today…',
  quoteFailed: 'We could not work out what is due. Please try again.',
  tryAgain: 'Try again',
  alreadyHeld: (packageName: string, until: string) =>
    `You already have the ${packageName} package, paid until ${until}. There is nothing to pay.`,
  resumeOffer: (packageName: string, until: string) =>
    `Your ${packageName} package is cancelled but paid until ${until}. Resume it to keep it: there is nothing to pay.`,
  resume: 'Resume',
  resuming: 'Resuming…',
  resumed: (packageName: string, until: string) => `Your ${packageName} package continues. It is paid until ${until}.`,
  resumeFailed: 'We could not resume your package. Please try again.',
  nothingToResume: 'You have no cancelled package to resume.',
  alreadyHeldRefusal: (packageName: string, until: string) =>
    `You already have the ${packageName} package, paid until ${until}. Nothing was charged.`,
  replaces: 'Replaces',
  credit: (days: number, packageName: string) => `Credit for ${days} unused ${days === 1 ? 'day' : 'days'} of ${packageName}`,
  chargedToday: 'Charged today',
  charged: 'Charged',
  creditHeading: 'Credit',
  paidUntil: 'Paid until',
  extraDays: (days: number) =>
    `The credit left over adds ${days} ${days === 1 ? 'day' : 'days'} to your new package, so nothing is charged today.`,
  change: (from: string, to: string) => `${from} → ${to}`,
  renewalInProgress: 'Your package is being renewed at this moment. Please try again in a minute.',
  renewal: 'Renewal',
  renewalOf: (packageName: string) => `${packageName}, one more month`,
} as const;
