import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OutgoingMail } from './outbox';

/** What routes use to send mail. */
export interface MailService {
  /** Writes the mail to the outbox; pass the transaction of the event that causes it. */
  enqueue(db: Kysely<Database>, mail: OutgoingMail): Promise<void>;
  /** The site's public origin, for links in mails (no trailing slash). */
  siteUrl: string;
  /** This API's public base URL (no trailing slash): what `List-Unsubscribe` names. */
  apiUrl: string;
  /** The inbox told of every enquiry. */
  salesEmail: string;
  /** The company's IANA time zone: mails give times in it (`companyTime`), and its Monday to Friday is the promised business day. */
  timeZone: string;
}
