/**
 * The staff console's API (`/staff/*` on the backend), shared by the backend that answers it
 * and the staff remote that calls it.
 */

/** The Appwrite user label that makes an account a staff member. */
export const STAFF_LABEL = 'staff';

/**
 * An enquiry's statuses, in the order it usually goes through them. Staff may set any of them
 * at any time: back too (a mis-click undone, a closed lead reopened); each move is audited.
 */
export const enquiryStatuses = ['new', 'contacted', 'qualified', 'closed'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return typeof value === 'string' && (enquiryStatuses as readonly string[]).includes(value);
}

/** The longest internal note on an enquiry (each note of its timeline). */
export const ENQUIRY_NOTE_MAX_LENGTH = 5000;

/** How many rows a page of any staff list holds at most (and by default). */
export const STAFF_PAGE_SIZE = 25;

/** One page of a newest-first list; `nextCursor` fetches the next (older) one. */
export interface StaffPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** An enquiry as the inbox lists it. */
export interface EnquirySummary {
  id: number;
  createdAt: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  interest: string;
  status: EnquiryStatus;
  /** The assignee's email, or ''. */
  assignee: string;
}

/** An enquiry as the inbox lists it, with what triage needs. */
export interface InboxEnquiry extends EnquirySummary {
  /** The assignee's name as their account has it ('' when none, or nobody is assigned). */
  assigneeName: string;
  /** Still `new` after the one business day the site promises a reply within (`COMPANY_TIME_ZONE`'s Monday to Friday). */
  overdue: boolean;
}

export interface EnquiryList extends StaffPage<InboxEnquiry> {
  /** Enquiries still `new`, whatever the filters. */
  newCount: number;
  /** Enquiries in each status, whatever the filters. */
  counts: Record<EnquiryStatus, number>;
}

/** The longest reply staff may mail to an enquirer from the console. */
export const ENQUIRY_REPLY_MAX_LENGTH = 5000;

/**
 * One entry of an enquiry's timeline, added by a staff member and never changed: a `note` for
 * staff, or a `reply` mailed to the enquirer from the console (its text as sent).
 */
export interface EnquiryNote {
  id: number;
  kind: 'note' | 'reply';
  /** When it was added. */
  at: string;
  /** The author's user id ('' for the note an enquiry had before the timeline, if nobody is known to have written it). */
  authorId: string;
  /** The author's email when they wrote it (or ''). */
  author: string;
  text: string;
}

/** One enquiry, everything the contact form sent plus the staff's own fields. */
export interface EnquiryDetail extends EnquirySummary {
  title: string;
  method: string;
  country: string;
  phone: string;
  message: string;
  /** The timeline: the staff's notes and replies, newest first. */
  notes: EnquiryNote[];
  updatedAt: string;
}

/** What a staff member may change on an enquiry (each field optional); notes are added, not changed. */
export interface EnquiryChange {
  status?: EnquiryStatus;
  /** A staff member's email, or '' for nobody. */
  assignee?: string;
}

export interface StaffMember {
  email: string;
  name: string;
}

/**
 * A newsletter address: `pending` until its owner follows the confirmation link (never mailed;
 * shown so staff can help someone whose confirmation mail went astray), then `confirmed`.
 */
export interface NewsletterSubscriberRow {
  email: string;
  status: 'pending' | 'confirmed';
  createdAt: string;
  /** When the owner confirmed, or ''. */
  confirmedAt: string;
}

/**
 * Where a package row stands (STAFF-3): `active` and `cancelled` (paid time still running) are
 * the customer's current package; a later purchase `replaced` it; a cancelled one `ended` when
 * its paid time was over; a renewal that failed for good `lapsed` it.
 */
export const subscriptionStatuses = ['active', 'cancelled', 'replaced', 'ended', 'lapsed'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** What staff read for a status, the view and the export alike; `until` is the paid-until date as the reader shows dates. */
export function subscriptionStatusLabel(status: SubscriptionStatus, until: string): string {
  if (status === 'cancelled') return `Cancelled (until ${until})`;
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** A customer's subscription: the package, since when, the card's last four digits only. */
export interface SubscriptionRow {
  id: number;
  /** The customer's address when they bought it. */
  username: string;
  /** The customer's address now (their account's), or `username` if the account is gone. */
  email: string;
  status: SubscriptionStatus;
  /** When the time paid for ends. */
  paidUntil: string;
  package: string;
  since: string;
  cardLast4: string;
  /** When the customer cancelled it ('' while it runs on); it stays until a month after `since`. */
  cancelledAt: string;
}

/** One record of the audit log: who (their user id, their address at the time, their name), did what, to what, from where. */
export interface AuditRecord {
  id: number;
  at: string;
  /** The staff member's user id, or `cli` for an operator at the command line. */
  actorId: string;
  /** The staff member's address when they did it, or `cli:<system user>`. */
  actor: string;
  /** The name the staff member's account has now; '' when it has none (or there is no account: the command line, an account closed). */
  actorName: string;
  action: string;
  subject: string;
  detail: string;
  address: string;
}

/** The inbox's filters, as query parameters. */
export interface EnquiryFilters {
  status?: EnquiryStatus;
  interest?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
  /**
   * Word beginnings, ignoring case, in the name, company, email, phone or message; a phone
   * number as people write one matches the phone's digits, however punctuated.
   */
  q?: string;
  /** `me`: only the enquiries assigned to the staff member asking. */
  assigned?: 'me';
}

/** An export's response carries the number of rows it will hold, so a page can show progress. */
export const EXPORT_ROW_COUNT_HEADER = 'x-row-count';

/** What a signed-in account without the staff label is told, by the pages and the API. */
export const STAFF_NO_ACCESS_MESSAGE = 'You do not have access to this page.';

/** What a staff member whose address is not verified (any more) is told: the console needs one its owner proved. */
export const STAFF_UNVERIFIED_MESSAGE = 'The staff console needs a verified email address. Verify yours from your profile, then try again.';

/**
 * The header (value `1`) every staff API request carries; the API refuses a request without
 * it. A link or form on another site, or in a mail, cannot add a header, and a script on
 * another origin cannot send one unless CORS allows it, which it does for the site's own
 * origins only: no staff read, export or audit record happens unless the console asked.
 */
export const STAFF_REQUEST_HEADER = 'x-staff-console';
