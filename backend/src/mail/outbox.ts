import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { appwriteDate } from '../db/timestamp';
import type { Database } from '../db/schema';
import { REPLY_TO_HEADER } from './addressing';
import type { MailData, MailKind } from './mail-kinds';

/** A mail to queue: its kind, its recipient and what its template needs. */
export type OutgoingMail = {
  [K in MailKind]: {
    kind: K;
    to: string;
    data: MailData[K];
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers?: Record<string, string>;
    /** Where replies go, one mailbox (sent only if it is one: see `mailOptionsOf`); else to the sender. */
    replyTo?: string;
  };
}[MailKind];

/**
 * Writes a mail to the outbox. Call it with the transaction of the event that causes the mail
 * (the enquiry's insert, the sign-up's): the mail exists if and only if the event does, and the
 * worker delivers it, however the process ends after the commit. Only the template's data is
 * stored: the worker writes the mail when it sends it, so a request never waits on rendering.
 */
export async function enqueueMail(
  db: Kysely<Database>,
  mail: OutgoingMail,
  { messageDomain, now }: { messageDomain: string; now: Date },
): Promise<void> {
  const at = appwriteDate(now);
  await db
    .insertInto('mail_outbox')
    .values({
      message_id: `<${randomUUID()}@${messageDomain}>`,
      kind: mail.kind,
      recipient: mail.to,
      data: JSON.stringify(mail.data),
      headers: JSON.stringify(mail.replyTo === undefined ? (mail.headers ?? {}) : { ...mail.headers, [REPLY_TO_HEADER]: mail.replyTo }),
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
}
