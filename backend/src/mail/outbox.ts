import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { appwriteDate } from '../db/timestamp';
import type { Database } from '../db/schema';
import type { RenderedMail } from './templates';

/** What each mail is: stored with it, for operators, tests and the soak. */
export type MailKind =
  | 'enquiry-acknowledgement'
  | 'sales-notification'
  | 'newsletter-confirmation'
  | 'password-recovery'
  | 'email-verification'
  | 'subscription-receipt';


export interface OutgoingMail extends RenderedMail {
  kind: MailKind;
  to: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/**
 * Writes a mail to the outbox. Call it with the transaction of the event that causes the mail
 * (the enquiry's insert, the sign-up's): the mail exists if and only if the event does, and the
 * worker delivers it, however the process ends after the commit.
 */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail, { messageDomain, now = new Date() }: { messageDomain: string; now?: Date }): Promise<void> {
  const at = appwriteDate(now);
  await db
    .insertInto('mail_outbox')
    .values({
      message_id: `<${randomUUID()}@${messageDomain}>`,
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: JSON.stringify(mail.headers ?? {}),
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
}
