import * as templates from './templates';
import type { RenderedMail } from './templates';

/** Each mail the site sends, by kind, with the template that writes it. */
const templateByKind = {
  'enquiry-acknowledgement': templates.enquiryAcknowledgement,
  'sales-notification': templates.salesNotification,
  'enquiry-reply': templates.enquiryReply,
  'enquiry-assigned': templates.enquiryAssigned,
  'newsletter-confirmation': templates.newsletterConfirmation,
  'password-recovery': templates.passwordRecovery,
  'email-verification': templates.emailVerification,
  'mfa-challenge': templates.mfaChallenge,
  'subscription-receipt': templates.subscriptionReceipt,
  'subscription-cancellation': templates.subscriptionCancellation,
  'subscription-lapsed': templates.subscriptionLapsed,
  'email-change-confirmation': templates.emailChangeConfirmation,
  'email-change-requested': templates.emailChangeRequested,
  'email-changed': templates.emailChanged,
  'password-changed': templates.passwordChanged,
  'account-deleted': templates.accountDeleted,
  'canary-aborted': templates.canaryAborted,
} as const;

export type MailKind = keyof typeof templateByKind;

/** What each kind's template is given. */
export type MailData = { [K in MailKind]: Parameters<(typeof templateByKind)[K]>[0] };

/**
 * Kinds whose data or headers carry a secret (a recovery, verification or email-change link, a
 * newsletter token, a two-step verification code): erased from the outbox once sent, so a copy
 * of the database opens no link and holds no code.
 */
export const kindsWithSecrets: ReadonlySet<string> = new Set<MailKind>([
  'newsletter-confirmation',
  'password-recovery',
  'email-verification',
  'email-change-confirmation',
  'email-changed',
  'mfa-challenge',
]);

/**
 * Kinds the outbox keeps no copy of, not even the address, once sent or given up on: the notice
 * to a deleted account's address (the privacy policy says the address is erased).
 */
export const kindsKeptWithoutAddress: ReadonlySet<string> = new Set<MailKind>(['account-deleted']);

/**
 * Kinds an account's own doings send to its address (not the newsletter's or an enquiry's,
 * which anyone may cause for an address): closing the account removes them whether or not it
 * had proved its address.
 */
export const accountMailKinds: ReadonlySet<string> = new Set<MailKind>([
  'password-recovery',
  'email-verification',
  'subscription-receipt',
  'subscription-cancellation',
  'subscription-lapsed',
  'email-change-requested',
  'password-changed',
]);

/** What the outbox erases of a mail once it is sent or given up on (nothing, for most kinds). */
export function erasedOnceFinished(kind: string): { recipient?: string; data?: string; headers?: string } {
  if (kindsKeptWithoutAddress.has(kind)) return { recipient: '', data: '{}', headers: '{}' };
  return kindsWithSecrets.has(kind) ? { data: '{}', headers: '{}' } : {};
}

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(templateByKind, kind);
}

/** The mail a queued row stands for, written now by its kind's template. */
export function renderMailOf(kind: string, data: unknown): Promise<RenderedMail> {
  if (!isMailKind(kind)) return Promise.reject(new Error(`no template for mail kind "${kind}"`));
  return (templateByKind[kind] as (data: unknown) => Promise<RenderedMail>)(data);
}
