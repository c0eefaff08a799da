// @ts-check
/**
 * The outbox under a mail outage and a crash: enquiries arrive while the mail server is down,
 * the backend is killed with SIGKILL halfway (the mail server still down), restarted on the
 * same database, the rest arrive, then the mail server comes back. Every acknowledged enquiry's
 * two mails (acknowledgement and sales notice) must arrive, each exactly once, counted by
 * Message-ID at the mail server.
 */
import { startMailServer } from '../lib/mail-server.mjs';
import { withDatabase } from './database.mjs';
import { HOST, startBackend } from './servers.mjs';
import { sendEnquiries } from './traffic.mjs';

/**
 * @typedef {object} MailOutboxFigures
 * @property {number} acknowledged enquiries answered 2xx
 * @property {number} expected mails the outbox must deliver (two per acknowledged enquiry)
 * @property {number} delivered mails the mail server received
 * @property {number} distinct distinct Message-IDs among them
 * @property {number} duplicates mails received more than once (same Message-ID)
 * @property {number} lost expected mails never received
 * @property {Record<string, number>} outbox the outbox's rows by status at the end
 * @property {number} deliverySeconds from the mail server's return to the last mail
 */

/** @param {string} inboxUrl */
async function receivedMessageIds(inboxUrl) {
  const response = await fetch(`${inboxUrl}/api/email`);
  if (!response.ok) throw new Error(`the mail server's API answered ${response.status}`);
  const emails = /** @type {Array<{ messageId?: string, headers?: Record<string, string> }>} */ (await response.json());
  return emails.map((email) => email.messageId ?? email.headers?.['message-id'] ?? '');
}

/**
 * @param {{ dataDir: string, port: number, enquiries: number, connections: number, run: string, deliveryTimeoutMs?: number }} options
 * @returns {Promise<MailOutboxFigures>}
 */
export async function mailOutboxRun({ dataDir, port, enquiries, connections, run, deliveryTimeoutMs = 180_000 }) {
  const mail = await startMailServer({ host: HOST, smtpPort: 0, webPort: 0 });
  try {
    await mail.stopSmtp();
    // Errors only: with the mail server down, every batch the worker tries is a warning.
    const env = { SMTP_URL: mail.smtpUrl, LOG_LEVEL: 'error' };
    const firstHalf = Math.floor(enquiries / 2);
    let backend = await startBackend({ dataDir, port, env });
    const before = await sendEnquiries({ url: backend.url, amount: firstHalf, connections, run: `${run}a` });
    await backend.stop('SIGKILL');
    backend = await startBackend({ dataDir, port, env });
    const after = await sendEnquiries({ url: backend.url, amount: enquiries - firstHalf, connections, run: `${run}b` });
    const acknowledged = before.ok + after.ok;
    const expected = 2 * acknowledged;

    await mail.startSmtp();
    const back = Date.now();
    let ids = await receivedMessageIds(mail.inboxUrl);
    while (ids.length < expected && Date.now() - back < deliveryTimeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      ids = await receivedMessageIds(mail.inboxUrl);
    }
    const deliverySeconds = (Date.now() - back) / 1000;
    // A little longer: a duplicate would arrive after the count was reached.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    ids = await receivedMessageIds(mail.inboxUrl);
    await backend.stop();

    const distinct = new Set(ids).size;
    /** @type {Record<string, number>} */
    const outbox = withDatabase(dataDir, (db) =>
      Object.fromEntries(
        /** @type {Array<{ status: string, n: number }>} */ (
          db.prepare('select status, count(*) as n from mail_outbox group by status').all()
        ).map(({ status, n }) => [status, n]),
      ),
    );
    const stored = withDatabase(
      dataDir,
      (db) => /** @type {{ n: number }} */ (db.prepare('select count(*) as n from contact_enquiries').get()).n,
    );
    return {
      acknowledged,
      expected: Math.max(expected, 2 * stored),
      delivered: ids.length,
      distinct,
      duplicates: ids.length - distinct,
      lost: Math.max(0, Math.max(expected, 2 * stored) - distinct),
      outbox,
      deliverySeconds,
    };
  } finally {
    await mail.close();
  }
}
