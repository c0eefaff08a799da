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
  purchaseInProgress: 'A payment for your account is being taken at this moment. Please wait a minute, then reload the page.',
  renewal: 'Renewal',
  renewalOf: (packageName: string) => `${packageName}, one more month`,
  /** What the checkout, the receipt and the invoice say while the demonstration checkout takes the payments. */
  demonstration: 'This is a demonstration checkout: no card is charged.',
  receiptIntro: 'This is your receipt.',
  invoice: 'Invoice',
  invoiceLink: 'Your invoice, to print or save as PDF:',
} as const;

/** The invoice page (`/profile/invoices/<number>`) and the history's links to it. */
export const invoiceMessages = {
  title: (number: string) => `Invoice ${number}`,
  print: 'Print or save as PDF',
  back: 'Back to your profile',
  loading: 'Loading your invoice…',
  notFound: 'We could not find this invoice in your account.',
  failed: 'We could not load your invoice. Please try again.',
  issued: 'Date',
  from: 'From',
  billedTo: 'Billed to',
  practice: 'Practice',
  billingAddress: 'Billing address',
  description: 'Description',
  amount: 'Amount',
  line: (packageName: string) => `${packageName} package, one month`,
  period: (from: string, until: string) => `${from} to ${until}`,
  change: (from: string) => `Replaces ${from}`,
  subtotal: 'Package price',
  credit: 'Credit for unused days of the replaced package',
  total: 'Amount charged',
  paidWith: (last4: string) => `Card ending in ${last4}`,
  noCard: 'Nothing was charged to a card.',
} as const;
