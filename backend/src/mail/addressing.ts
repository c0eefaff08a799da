import { isSingleMailbox } from '@rcm/shared';
import type { SendMailOptions } from 'nodemailer';
import type { RenderedMail } from './templates';

/** How nodemailer is told who one queued mail goes to. */
export interface Addressing {
  to: { name: string; address: string };
  envelope: { from: string; to: Array<{ name: string; address: string }> };
}

/**
 * The one recipient of a queued mail, as nodemailer must be given it: an address object (a
 * string would be parsed as an address list with display names), and an explicit SMTP envelope
 * naming that recipient alone, from the sender (`from` as configured; nodemailer takes its
 * address). Null when the stored recipient is not one mailbox (a row written before the rule,
 * or by hand): such a mail is never sent.
 */
export function addressingOf(recipient: string, from: string): Addressing | null {
  if (!isSingleMailbox(recipient)) return null;
  return { to: { name: '', address: recipient }, envelope: { from, to: [{ name: '', address: recipient }] } };
}

/** The stored header that names where replies go (`enqueueMail` writes it from `OutgoingMail.replyTo`). */
export const REPLY_TO_HEADER = 'Reply-To';

/**
 * A mail's stored headers, with Reply-To taken out of them: nodemailer would send a raw
 * Reply-To as written, so a list or a second header after a line break would go out too. It
 * becomes an address object when it is one mailbox, and is left off otherwise (replies then go
 * to the sender, as before Reply-To existed: the mail itself still goes).
 */
function headersAndReplyTo(stored: string): { headers: Record<string, string>; replyTo?: { name: string; address: string } } {
  const headers: Record<string, string> = {};
  let replyTo: { name: string; address: string } | undefined;
  for (const [name, value] of Object.entries(JSON.parse(stored) as Record<string, string>)) {
    if (name.toLowerCase() !== REPLY_TO_HEADER.toLowerCase()) headers[name] = value;
    else if (isSingleMailbox(value)) replyTo = { name: '', address: value };
  }
  return replyTo ? { headers, replyTo } : { headers };
}

/**
 * What nodemailer is given for one queued mail: its one recipient and envelope, its one
 * Reply-To mailbox if it has one, what its template wrote, and the Message-ID and date the
 * outbox gave it (a retry sends the same).
 */
export function mailOptionsOf(
  mail: { message_id: string; created_at: string; headers: string },
  rendered: RenderedMail,
  addressing: Addressing,
): SendMailOptions {
  return {
    ...addressing,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    messageId: mail.message_id,
    date: new Date(mail.created_at),
    ...headersAndReplyTo(mail.headers),
  };
}
