const WRITE_TO_US = 'write to us';

/**
 * The newsletter's double opt-in, as the footer, the confirmation and unsubscribe pages and the
 * API say it. The footer's toast stays the spec's (`toastMessages.newsletterSubscribed`); these
 * are the texts around it.
 */
export const newsletterTexts = {
  /** Shown under the footer's box after a sign-up (a polite live region). */
  checkInbox: 'Check your inbox to confirm your subscription.',
  /** The confirmation page's button. */
  confirmButton: 'Confirm my subscription',
  confirmed: "You're subscribed. The next issue of our newsletter will reach your inbox.",
  confirmLinkInvalid:
    'This confirmation link has expired or has already been used. If you have not confirmed yet, sign up again in the footer and we will send a new link.',
  unsubscribed: 'You have been unsubscribed. We will not send you the newsletter again.',
  unsubscribeLinkInvalid: `This unsubscribe link is not valid. Please use the link in your most recent newsletter email, or ${WRITE_TO_US}.`,
  /** Where a newsletter link page says "write to us", that phrase links to the contact page. */
  writeToUs: WRITE_TO_US,
  /** A link opened without its token (cut off in the mail client). */
  linkIncomplete: 'This link is incomplete. Please open the whole link from the email, or copy it into the address bar.',
} as const;

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_TTL_DAYS = 7;

/** A pending address gets at most one confirmation mail per this many minutes, however often it signs up. */
export const NEWSLETTER_CONFIRM_RESEND_MINUTES = 10;

/** The query parameter the mailed links carry their token in. */
export const NEWSLETTER_TOKEN_PARAMETER = 'token';
