import { retentionPeriods } from '@rcm/shared';

/** The file's `about`: what each section of "Download my data" is, for a reader without tools. */
export const personalDataAbout = {
  file: 'Everything Clarity RCM keeps about you, as of exportedAt (UTC times, ISO 8601). See the Privacy Policy for why and how long.',
  account:
    'Your account: name, email address, whether you verified it, when you registered and last changed your password, your RC Score and current package.',
  emailChanges: `An email change under way: the new address until you open the link we sent it, or the address you left, kept ${retentionPeriods.replacedEmailDays} days to undo the change.`,
  prefs: 'Preferences the site stores for your account.',
  twoStepVerification: 'Whether two-step verification is on and with which methods (never the secret key or the recovery codes).',
  practice: "Your practice's name and billing address, as you gave them for invoices ('' when not given).",
  subscriptions:
    'Each package you bought: date, monthly price (USD), paid until, when you cancelled it and when it ended (null: not), last four card digits.',
  subscriptionHistory:
    'Each charge (with its credit, amount in cents and invoice number), cancellation, resumption and lapse, newest first.',
  invoices: 'Each invoice as issued: number, date, who it was made out to, the period it covers and the amounts in cents.',
  newsletter: 'Your newsletter subscription: status and when you signed up and confirmed (shown once your email address is verified).',
  enquiries:
    'The contact enquiries sent from your email address, as sent, with their status (shown once your email address is verified). Our staff notes are internal and not included.',
  staffAccess: `When our staff read, changed or replied to your enquiries or changed your account's roles (kept ${retentionPeriods.staffAccessRecordMonths} months).`,
  mails: `The emails we sent or are sending you: kind, subject, status and dates (copies kept ${retentionPeriods.sentMailDays} days).`,
  sessions: 'Your logged-in devices: when each logged in and was last used, its address, browser and system, and which is this one.',
} as const;
