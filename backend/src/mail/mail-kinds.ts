import {
  emailVerification,
  enquiryAcknowledgement,
  mfaChallenge,
  newsletterConfirmation,
  passwordRecovery,
  salesNotification,
  subscriptionCancellation,
  subscriptionReceipt,
  type RenderedMail,
} from './templates';

/** Each mail the site sends, by kind, with the template that writes it. */
const templates = {
  'enquiry-acknowledgement': enquiryAcknowledgement,
  'sales-notification': salesNotification,
  'newsletter-confirmation': newsletterConfirmation,
  'password-recovery': passwordRecovery,
  'email-verification': emailVerification,
  'mfa-challenge': mfaChallenge,
  'subscription-receipt': subscriptionReceipt,
  'subscription-cancellation': subscriptionCancellation,
} as const;

export type MailKind = keyof typeof templates;

/** What each kind's template is given. */
export type MailData = { [K in MailKind]: Parameters<(typeof templates)[K]>[0] };

/**
 * Kinds whose data or headers carry a secret (a recovery or verification link, a newsletter
 * token, a two-step verification code): erased from the outbox once sent, so a copy of the
 * database opens no link and holds no code.
 */
export const kindsWithSecrets: ReadonlySet<string> = new Set<MailKind>(['newsletter-confirmation', 'password-recovery', 'email-verification', 'mfa-challenge']);

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(templates, kind);
}

/** The mail a queued row stands for, written now by its kind's template. */
export function renderMailOf(kind: string, data: unknown): Promise<RenderedMail> {
  if (!isMailKind(kind)) return Promise.reject(new Error(`no template for mail kind "${kind}"`));
  return (templates[kind] as (data: unknown) => Promise<RenderedMail>)(data);
}
