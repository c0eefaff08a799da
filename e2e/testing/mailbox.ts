/**
 * The mails the site sent, read from its local mail server (MailDev, started by
 * `node scripts/start.mjs` with the browser tests' ports: see playwright.config.ts) through its
 * REST API. Every test runs against the same inbox, in parallel: give each test recipient
 * addresses of its own (`uniqueAddress`) and wait for mails to them, rather than clearing the
 * inbox or counting all of it.
 */
import fs from 'node:fs/promises';
import { linksIn, messageIdOf, receivedMail, recipientsOf, type MailDevEmail, type ReceivedMail } from '@rcm/shared/testing';
import { e2ePorts, origins } from './ports';

export type { ReceivedMail } from '@rcm/shared/testing';

/** The inbox in a browser; its REST API is under /api. */
export const mailInboxUrl = origins.mailInbox;
/** Where to send a mail of a test's own (the SMTP port the backend sends to). */
export const mailSmtpUrl = `smtp://127.0.0.1:${e2ePorts.mailSmtp}`;

const api = `${mailInboxUrl}/api`;
const POLL_MS = 100;

async function listed(): Promise<Array<MailDevEmail & { source?: string }>> {
  const response = await fetch(`${api}/email`);
  if (!response.ok) throw new Error(`GET ${api}/email answered ${response.status}`);
  return (await response.json()) as Array<MailDevEmail & { source?: string }>;
}

/**
 * The raw message, for its headers: MailDev's .eml file on this machine (where the tests start
 * the site), else /api/email/:id/source (which also re-sanitizes the stored HTML, so it is the
 * fallback only).
 */
async function rawMessage(email: MailDevEmail & { source?: string }): Promise<string> {
  if (email.source) {
    try {
      return await fs.readFile(email.source, 'utf8');
    } catch {
      // Not on this machine: ask the API.
    }
  }
  const response = await fetch(`${api}/email/${encodeURIComponent(email.id)}/source`);
  if (!response.ok) throw new Error(`GET ${api}/email/${email.id}/source answered ${response.status}`);
  return response.text();
}

const withHeaders = async (email: MailDevEmail & { source?: string }) => receivedMail(email, await rawMessage(email));

/** Every mail in the inbox, oldest first, with headers, text and HTML. */
export async function listMails(): Promise<ReceivedMail[]> {
  return Promise.all((await listed()).map(withHeaders));
}

/** The mails sent to an address (To, Cc or Bcc; any case), oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const wanted = address.toLowerCase();
  return Promise.all((await listed()).filter((email) => sentTo(email, wanted)).map(withHeaders));
}

export interface MailQuery {
  /** A recipient of the mail (To, Cc or Bcc; any case). */
  to: string;
  /** The subject contains this text, or matches this pattern. */
  subject?: string | RegExp;
  /** Default 15 s. */
  timeoutMs?: number;
}

/**
 * Polls the inbox until a mail to `to` (with a matching subject) is there, and returns the
 * first such mail; rejects after the timeout listing the subjects that did arrive for `to`.
 */
export async function waitForMail({ to, subject, timeoutMs = 15_000 }: MailQuery): Promise<ReceivedMail> {
  const wanted = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const forAddress = (await listed()).filter((email) => sentTo(email, wanted));
    const match = forAddress.find((email) => subjectMatches(email.subject ?? '', subject));
    if (match) return withHeaders(match);
    if (Date.now() >= deadline) {
      const subjects = forAddress.map((email) => JSON.stringify(email.subject ?? '')).join(', ') || 'none';
      throw new Error(
        `no mail to ${to}${subject === undefined ? '' : ` with subject ${String(subject)}`} within ${timeoutMs} ms (mails to ${to}: ${subjects})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The http(s) links of a mail, each once: the HTML part's hrefs, then the text part's URLs. */
export function mailLinks(mail: Pick<ReceivedMail, 'html' | 'text'>): string[] {
  return linksIn(mail);
}

/** How many mails in the inbox carry each Message-ID (a mail delivered twice counts 2). */
export async function countMailsByMessageId(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const email of await listed()) {
    const messageId = messageIdOf(email);
    counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
  }
  return counts;
}

/**
 * Deletes every mail in the inbox. The inbox is shared by tests running in parallel: only for
 * a test that runs alone (test.describe.configure({ mode: 'serial' }) is not enough).
 */
export async function clearMailbox(): Promise<void> {
  const response = await fetch(`${api}/email/all`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE ${api}/email/all answered ${response.status}`);
}

/** An address no other test (nor another run of this one) sends to: `<label>-<random>@<domain>`. */
export function uniqueAddress(label = 'test', domain = 'example.com'): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

const sentTo = (email: MailDevEmail, address: string) => recipientsOf(email).includes(address);

function subjectMatches(actual: string, expected: string | RegExp | undefined): boolean {
  if (expected === undefined) return true;
  return typeof expected === 'string' ? actual.includes(expected) : expected.test(actual);
}
