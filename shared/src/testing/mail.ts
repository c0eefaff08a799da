/**
 * Mails as the tests read them from the local mail server (MailDev, scripts/lib/mail-server.mjs):
 * one shape for the backend's jest tests (backend/src/testing/mail-server.ts) and the browser
 * tests (e2e/testing/mailbox.ts), built from MailDev's REST API (`GET /api/email`) and the raw
 * message (`GET /api/email/:id/source`).
 */

export interface MailAddress {
  address: string;
  name: string;
}

export interface ReceivedMail {
  /** MailDev's id of the mail (`/api/email/:id`). */
  id: string;
  /** The Message-ID header as sent, angle brackets included ('' if the mail had none). */
  messageId: string;
  from: MailAddress[];
  /** The To header's addresses. */
  to: MailAddress[];
  cc: MailAddress[];
  /** Every address the mail was delivered to (SMTP RCPT TO: To, Cc and Bcc), lower-cased. */
  recipients: string[];
  /** The SMTP envelope as the server received it: MAIL FROM ('' for the null sender) and each RCPT TO, as sent. */
  envelope: { from: string; to: string[] };
  subject: string;
  text: string;
  html: string;
  /**
   * Every header of the raw message, names lower-cased, values as sent (folded lines joined,
   * encoded words left encoded); a header that appears more than once gives an array.
   */
  headers: Record<string, string | string[]>;
  receivedAt: Date;
}

/** The fields of MailDev's JSON for a mail that ReceivedMail is made of. */
export interface MailDevEmail {
  id: string;
  time: string;
  subject?: string;
  from?: Array<{ address: string; name?: string }>;
  to?: Array<{ address: string; name?: string }>;
  cc?: Array<{ address: string; name?: string }>;
  text?: string;
  html?: string;
  /** Only the headers mailparser left as plain strings (subject, message-id, ...): the raw message has all. */
  headers?: Record<string, string | string[]>;
  envelope?: { from?: { address?: string } | false; to?: Array<{ address: string }> };
}

const addresses = (list: MailDevEmail['to']): MailAddress[] => (list ?? []).map(({ address, name }) => ({ address, name: name ?? '' }));

/** The Message-ID of a mail as MailDev lists it ('' if none). */
export function messageIdOf(email: MailDevEmail): string {
  const value = email.headers?.['message-id'];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The addresses a mail of MailDev's list was sent to (envelope and header), lower-cased. */
export function recipientsOf(email: MailDevEmail): string[] {
  const all = [...(email.envelope?.to ?? []), ...(email.to ?? []), ...(email.cc ?? [])].map(({ address }) => address.toLowerCase());
  return [...new Set(all)];
}

/**
 * The header section of a raw message: names lower-cased, folded lines unfolded, a repeated
 * header as an array of its values in order.
 */
export function parseMailHeaders(rawMessage: string): Record<string, string | string[]> {
  const end = rawMessage.search(/\r?\n\r?\n/);
  const section = end === -1 ? rawMessage : rawMessage.slice(0, end);
  const headers: Record<string, string | string[]> = {};
  for (const line of section.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const previous = headers[name];
    headers[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return headers;
}

/** A ReceivedMail from MailDev's JSON for the mail and, for its headers, the raw message. */
export function receivedMail(email: MailDevEmail, rawMessage: string): ReceivedMail {
  return {
    id: email.id,
    messageId: messageIdOf(email),
    from: addresses(email.from),
    to: addresses(email.to),
    cc: addresses(email.cc),
    recipients: recipientsOf(email),
    envelope: { from: (email.envelope?.from || undefined)?.address ?? '', to: (email.envelope?.to ?? []).map(({ address }) => address) },
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
    headers: parseMailHeaders(rawMessage),
    receivedAt: new Date(email.time),
  };
}

/** One header's value (the first, if it appears more than once), or undefined. */
export function mailHeader(mail: Pick<ReceivedMail, 'headers'>, name: string): string | undefined {
  const value = mail.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

const htmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the character references an href may hold (&amp; and the like). */
function decodeHtmlAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#')
      return String.fromCodePoint(entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10));
    return htmlEntities[entity.toLowerCase()] ?? whole;
  });
}

/**
 * The http(s) links of a mail, each once: the HTML part's hrefs first, then the URLs written
 * out in the text part.
 */
export function linksIn(mail: Pick<ReceivedMail, 'html' | 'text'>): string[] {
  const links: string[] = [];
  for (const match of mail.html.matchAll(/\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    links.push(decodeHtmlAttribute(match[1] ?? match[2] ?? '').trim());
  }
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"'()[\]]+/g)) {
    links.push(match[0].replace(/[.,;:!?]+$/, ''));
  }
  return [...new Set(links.filter((link) => /^https?:\/\//i.test(link)))];
}
