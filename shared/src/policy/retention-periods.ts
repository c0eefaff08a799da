/**
 * How long the site keeps what it stores, as the privacy policy states it. The policy's text
 * is written from these numbers and the backend's retention job deletes by them, so the
 * promise and what the code does cannot drift apart (a test reads the policy's sentences).
 */
export const retentionPeriods = {
  /** Contact enquiries: after the last exchange (the enquiry's last change by staff, else its arrival). */
  enquiryMonths: 24,
  /** Subscription records (package, date, last four card digits): for tax and accounting. */
  subscriptionYears: 7,
  /** Staff access records (who read, changed or exported what). */
  staffAccessRecordMonths: 24,
  /** Our copy of a mail sent (or given up on): long enough to answer "did you send it?". */
  sentMailDays: 30,
  /** Newsletter addresses whose owner never followed the confirmation link, counted from the sign-up. */
  unconfirmedNewsletterDays: 30,
  /**
   * The address an account moved away from, kept with the "this wasn't me" link mailed to it
   * (which can take the account back) for this long after the change; the link then expires.
   */
  replacedEmailDays: 7,
} as const;

/** The moment before which a record kept `months` months (counted back from `now`) is past its period. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}
