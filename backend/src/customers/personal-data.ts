import { accountSettingsMessages } from '@rcm/shared/account-texts';
import type { FastifyInstance } from 'fastify';
import { parsePrefs } from '../auth/account-store';
import type { Customer } from '../auth/customer-identity';
import { userLabels } from '../auth/labels';
import { sessionDeviceOf } from '../auth/session-device';
import { enquiriesFrom } from '../enquiries/enquirer-copy';
import { emailChangesOf } from '../mail/email-tokens';
import { accountMailKinds, renderMailOf } from '../mail/mail-kinds';
import { mailsTo } from '../mail/outbox-status';
import { twoStepRecordOf } from '../mfa/second-factor';
import { findSubscriber } from '../newsletter/subscriber-store';
import { auditOfSubjects } from '../staff/audit-log';
import { customerSummary } from './customer-records';
import { billingDetailsOf, invoiceOf } from './invoices';
import { subscriptionHistoryOf, subscriptionRowsOf } from './subscription-history';
import { personalDataAbout } from './personal-data-about';

const unverified = accountSettingsMessages.dataNewsletterUnverified;

/**
 * A mail's subject as it was (or will be) sent; '' when its data is gone and its template needs
 * it (a sent mail with a secret link keeps `{}`: its template may throw before it returns a promise).
 */
async function subjectOf(kind: string, data: string): Promise<string> {
  try {
    return (await renderMailOf(kind, JSON.parse(data))).subject;
  } catch {
    return '';
  }
}

/**
 * "Download my data": everything the server keeps about the caller, each part read where the
 * server reads it for its own use. What belongs to an address (newsletter, enquiries, the mails
 * they caused) is the caller's only once they proved the address is theirs (L13); an account's
 * own mails are theirs either way. Never a hash, a token, a sealed secret or a payment reference.
 */
export async function personalDataOf(app: FastifyInstance, customer: Customer) {
  const { db } = app;
  const now = app.clock();
  const userId = customer.userId;
  const address = customer.email.toLowerCase();
  const verified = customer.emailVerified;
  const user = customer.session ? await app.accounts.findUserById(userId) : undefined;
  const [summary, subscriptions, history, practice, newsletter, enquiries, mails, sessions, twoStep] = await Promise.all([
    customerSummary(db, userId, now),
    subscriptionRowsOf(db, userId),
    subscriptionHistoryOf(db, userId),
    billingDetailsOf(db, userId),
    verified ? findSubscriber(db, address) : undefined,
    verified ? enquiriesFrom(db, address) : [],
    mailsTo(db, address, verified ? undefined : accountMailKinds),
    customer.session ? app.accounts.listActiveSessions(userId) : Promise.resolve([]),
    // With a real Appwrite project keeping the accounts, Appwrite keeps this too.
    user ? twoStepRecordOf(db, user) : undefined,
  ]);
  const invoiceNumbers = history.map((entry) => entry.invoice_number).filter((number) => number !== '');
  const [invoices, audit, mailSubjects, emailChanges] = await Promise.all([
    Promise.all(invoiceNumbers.map((number) => invoiceOf(db, userId, number))),
    auditOfSubjects(db, [`user:${userId}`, ...enquiries.map((enquiry) => `enquiry:${enquiry.id}`)]),
    Promise.all(mails.map((mail) => subjectOf(mail.kind, mail.data))),
    emailChangesOf(db, userId, now),
  ]);
  return {
    about: personalDataAbout,
    exportedAt: now.toISOString(),
    account: {
      id: userId,
      name: customer.name,
      email: customer.email,
      emailVerification: verified,
      registration: user?.created_at ?? null,
      passwordUpdate: user?.password_updated_at ?? null,
      labels: user ? userLabels(user) : customer.labels,
      rcScore: summary.rc_score,
      package: summary.subscribtion,
    },
    emailChanges: emailChanges.map(({ purpose, address: changeAddress, since, until }) => ({
      kind: purpose === 'email-change' ? 'new address waiting for its link' : 'address left, kept to undo the change',
      address: changeAddress,
      since,
      until,
    })),
    prefs: user ? parsePrefs(user) : {},
    twoStepVerification: twoStep ?? null,
    practice: { name: practice.practice_name, billingAddress: practice.billing_address },
    subscriptions: subscriptions.map((row) => ({
      package: row.package,
      date: row.created_at,
      monthlyPriceUsd: row.monthly_price_usd,
      paidUntil: row.paid_until,
      cancelledAt: row.cancelled_at || null,
      endedAt: row.ended_at || null,
      cardLastFour: row.card_last4,
    })),
    subscriptionHistory: history,
    invoices: invoices.filter((invoice) => invoice !== null),
    newsletter: !verified
      ? { email: address, status: unverified }
      : newsletter
        ? { email: address, status: newsletter.status, signedUpAt: newsletter.created_at, confirmedAt: newsletter.confirmed_at || null }
        : { email: address, status: 'not subscribed' },
    enquiries: verified
      ? enquiries.map(({ id, created_at, updated_at, ...sent }) => ({
          id: Number(id),
          receivedAt: created_at,
          updatedAt: updated_at,
          ...sent,
        }))
      : unverified,
    staffAccess: audit,
    mails: mails.map((mail, index) => ({
      kind: mail.kind,
      subject: mailSubjects[index],
      status: mail.status,
      queuedAt: mail.created_at,
      sentAt: mail.sent_at || null,
    })),
    sessions: sessions.map((session) => {
      const device = sessionDeviceOf(session.user_agent);
      return {
        id: session.id,
        createdAt: session.created_at,
        lastSeenAt: session.last_seen_at,
        expiresAt: session.expires_at,
        ip: session.ip,
        browser: [device.clientName, device.clientVersion].filter(Boolean).join(' '),
        system: [device.osName, device.osVersion].filter(Boolean).join(' '),
        current: session.id === customer.session?.id,
      };
    }),
  };
}
