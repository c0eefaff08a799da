import type { ContactEnquiry, EnquiryStatus } from '@rcm/shared';
import type { Generated } from 'kysely';
import type * as billing from './billing-tables';
import type * as registry from './release-tables';

export type * from './billing-tables';
export type * from './release-tables';

/** Timestamps are ISO 8601 strings in both dialects. */
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  /** JSON object. */
  prefs: string;
  created_at: string;
  updated_at: string;
  password_updated_at: string;
  accessed_at: string;
  /** JSON array of Appwrite user labels (`staff`); set by operators, never by the customer. */
  labels: Generated<string>;
  /** When the owner proved the address is theirs (a verification link), or ''. */
  email_verified_at: Generated<string>;
  /** When the owner closed (blocked) the account, or '' while it is open (Appwrite's `status`). */
  blocked_at: Generated<string>;
  /** When the owner turned two-step verification on, or '' while it is off (Appwrite's `mfa`). */
  mfa_enabled_at: Generated<string>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** SHA-256 of the secret in the cookie; the secret itself is never stored. */
  secret_hash: string;
  /** The absolute end of the session: the login plus `SessionPolicy.absoluteSeconds`. */
  expires_at: string;
  created_at: string;
  /** When a request last used it (updated at most once a minute): the idle timeout counts from here. */
  last_seen_at: string;
  /** When its holder last gave the password (the login, or a re-entry to pay). */
  recent_auth_at: string;
  /** The client's validated address at login. */
  ip: string;
  /** The login's User-Agent, bounded, to tell sessions apart in the session list. */
  user_agent: string;
  /** JSON array of the factors this session completed (`password`, then `totp`, `email`, `recoveryCode`). */
  factors: Generated<string>;
  /** When it last completed an MFA challenge, or '' (Appwrite's `mfaUpdatedAt`). */
  mfa_updated_at: Generated<string>;
}

/** The enquiry's ten fields exactly as @rcm/shared defines them, plus storage columns. */
export interface ContactEnquiriesTable extends ContactEnquiry {
  id: Generated<number>;
  created_at: string;
  /** Where the staff are with it: new, contacted, qualified, closed. */
  status: Generated<EnquiryStatus>;
  /** The staff member's email who handles it, or ''. */
  assignee: Generated<string>;
  /** The last change by staff (or its arrival): retention counts from here. */
  updated_at: string;
}

/**
 * The inbox's search index: each word of an enquiry's name, company and email (lower case),
 * compared in byte order, so a word prefix is a range of one index in both databases.
 */
export interface EnquirySearchTermsTable {
  term: string;
  enquiry_id: number;
}

/** An enquiry's notes by staff: added, never rewritten (migration 012); they go with their enquiry. */
export interface EnquiryNotesTable {
  id: Generated<number>;
  enquiry_id: number;
  /** The author's user id ('' for a note from before the timeline whose author is unknown). */
  author_id: string;
  /** The author's email when they wrote it (or ''). */
  author: string;
  /** A note for staff, or a reply mailed to the enquirer (migration 014). */
  kind: Generated<'note' | 'reply'>;
  text: string;
  created_at: string;
}

/** Append-only: who read, changed or exported what, when, from which address. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** The staff member's user id, or `cli` for an operator at the command line. */
  actor_id: string;
  /** The staff member's email, or the operator's system user for the command line. */
  actor: string;
  action: string;
  /** What it was done to, e.g. `enquiry:42`, `user:maria@clinic.com`. */
  subject: string;
  /** JSON: what changed, which filters an export used. */
  detail: string;
  /** The client's validated address ('' for the command line). */
  address: string;
}

export type NewsletterStatus = 'pending' | 'confirmed';

/** Double opt-in: an address counts as subscribed only once its owner followed the confirmation link. */
export interface NewsletterSubscribersTable {
  email: string;
  created_at: string;
  status: Generated<NewsletterStatus>;
  confirmed_at: Generated<string>;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

/** Every mail the site sends, written in the transaction of the event that causes it; a worker delivers it. */
export interface MailOutboxTable {
  id: Generated<number>;
  message_id: string;
  /** What the mail is (enquiry-acknowledgement, sales-notification, ...), for operators and tests. */
  kind: string;
  recipient: string;
  /** JSON: what the kind's template needs (erased once sent for kinds that carry a secret link). */
  data: string;
  /** JSON object of extra headers. */
  headers: Generated<string>;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker's claim on the mail, or ''. */
  claimed_until: Generated<string>;
  last_error: Generated<string>;
  /** When it was queued (again, if an operator retried it): the day of retries counts from here. */
  created_at: string;
  sent_at: Generated<string>;
}

export type EmailTokenPurpose =
  'newsletter-confirm' | 'newsletter-unsubscribe' | 'recovery' | 'verification' | 'email-change' | 'email-change-undo';

/** The secrets mailed links carry, by hash: each does one thing for one address or account. */
export interface EmailTokensTable {
  token_hash: string;
  purpose: EmailTokenPurpose;
  /** The newsletter address, or the user id. */
  subject: string;
  /**
   * The address an email change acts on: the new one (`email-change`), the one the account left
   * (`email-change-undo`); '' for every other token.
   */
  address: Generated<string>;
  /** '' when it does not expire. */
  expires_at: Generated<string>;
  created_at: string;
}

/** An account's authenticator app (`totp`); its secret is sealed with MFA_ENCRYPTION_KEY. */
export interface MfaAuthenticatorsTable {
  user_id: string;
  type: string;
  id: string;
  /** Sealed (`mfa/secret-box.ts`). */
  secret: string;
  /** When a code confirmed it, or '' (not a factor yet). */
  verified_at: Generated<string>;
  /** The last 30-second step whose code was accepted; it and earlier ones are refused. */
  last_step: Generated<number>;
  created_at: string;
}

/** An account's unused recovery codes, sealed as one JSON array. */
export interface MfaRecoveryCodesTable {
  user_id: string;
  codes: string;
  created_at: string;
}

/** An open MFA challenge: answered once, by the session that asked for it, before it expires. */
export interface MfaChallengesTable {
  id: string;
  user_id: string;
  session_id: string;
  /** `totp`, `email` or `recoveryCode`. */
  type: string;
  /** The emailed code, sealed; '' for the other factors. */
  code: Generated<string>;
  expires_at: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  contact_enquiries: ContactEnquiriesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  subscriptions: billing.SubscriptionsTable;
  charges: billing.ChargesTable;
  subscription_events: billing.SubscriptionEventsTable;
  customers: billing.CustomersTable;
  invoice_counters: billing.InvoiceCountersTable;
  invoices: billing.InvoicesTable;
  purchase_claims: billing.PurchaseClaimsTable;
  audit_log: AuditLogTable;
  enquiry_search_terms: EnquirySearchTermsTable;
  enquiry_notes: EnquiryNotesTable;
  mail_outbox: MailOutboxTable;
  email_tokens: EmailTokensTable;
  mfa_authenticators: MfaAuthenticatorsTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  releases: registry.ReleasesTable;
  release_channels: registry.ReleaseChannelsTable;
  release_events: registry.ReleaseEventsTable;
  release_map: registry.ReleaseMapTable;
  release_prunes: registry.ReleasePrunesTable;
  release_figure_slots: registry.ReleaseFigureSlotsTable;
  release_figure_samples: registry.ReleaseFigureSamplesTable;
}
