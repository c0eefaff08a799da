import fs from 'node:fs';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import { messageIdOf, receivedMail, type MailDevEmail, type ReceivedMail } from '@rcm/shared/testing';

export type { ReceivedMail } from '@rcm/shared/testing';

/**
 * A real mail server for a test file: the local mail server of `npm start` (MailDev, see
 * scripts/lib/mail-server.mjs), on free ports, in a child process of its own (jest cannot load
 * MailDev's ES modules, and its parsing stays off the tests' event loop).
 */
export interface TestMailServer {
  /** Where the backend sends: smtp://127.0.0.1:<port> (the same port after a restart). */
  smtpUrl: string;
  /** MailDev's web inbox; its REST API is under /api. */
  inboxUrl: string;
  /** Every mail received so far, oldest first, headers included. */
  messages(): Promise<ReceivedMail[]>;
  /** How many mails were received (cheaper than messages().length: no raw messages read). */
  count(): Promise<number>;
  /** How many received mails carry each Message-ID. */
  countByMessageId(): Promise<Map<string, number>>;
  /**
   * The first received mail the predicate accepts, polling until it arrives; rejects after
   * timeoutMs (default 10 s) naming how many mails there were.
   */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Polls until count() reaches `count`; resolves with the mails. */
  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Deletes every received mail. */
  clear(): Promise<void>;
  /** SMTP goes down at once (connections refused, open ones dropped); the received mails stay. */
  stop(): Promise<void>;
  /** SMTP back up on the same port. */
  restart(): Promise<void>;
  /** Stops the server and its process, and deletes the mails. */
  close(): Promise<void>;
}

const mailServerScript = path.resolve(__dirname, '../../../scripts/lib/mail-server.mjs');
const POLL_MS = 50;

interface Ready {
  type: 'ready';
  smtpUrl: string;
  inboxUrl: string;
  smtpPort: number;
  webPort: number;
}

type Command = 'stopSmtp' | 'startSmtp' | 'close';

export async function startTestMailServer(): Promise<TestMailServer> {
  const child = fork(mailServerScript, [JSON.stringify({ host: '127.0.0.1', smtpPort: 0, webPort: 0 })], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // Not jest's own flags (a forked child inherits execArgv).
    execArgv: [],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the test mail server exited (${code}) before it was ready`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.once('message', (message: Ready | { type: 'failed'; error: string }) => {
      child.off('exit', onExit);
      if (message.type === 'ready') resolve(message);
      else reject(new Error(`the test mail server did not start: ${message.error}`));
    });
  });
  const api = `${ready.inboxUrl}/api`;

  let nextId = 1;
  const command = (name: Command) => send(child, nextId++, name);

  async function listed(): Promise<MailDevEmail[]> {
    const response = await fetch(`${api}/email`);
    if (!response.ok) throw new Error(`GET ${api}/email answered ${response.status}`);
    return (await response.json()) as MailDevEmail[];
  }

  // The raw message is the .eml file MailDev wrote (`source`) on this machine: read from disk,
  // not through /api/email/:id/source (which re-sanitizes the stored HTML on every call).
  const withHeaders = (email: MailDevEmail & { source?: string }) =>
    receivedMail(email, email.source ? fs.readFileSync(email.source, 'utf8') : '');

  async function messages() {
    return (await listed()).map(withHeaders);
  }

  async function waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    const seen = new Map<string, ReceivedMail>();
    for (;;) {
      const emails = await listed();
      for (const email of emails) {
        const mail = seen.get(email.id) ?? withHeaders(email);
        seen.set(email.id, mail);
        if (predicate(mail)) return mail;
      }
      if (Date.now() >= deadline) throw new Error(`no mail matched within ${timeoutMs} ms (${emails.length} received)`);
      await sleep(POLL_MS);
    }
  }

  let closed = false;
  return {
    smtpUrl: ready.smtpUrl,
    inboxUrl: ready.inboxUrl,
    messages,
    count: async () => (await listed()).length,
    countByMessageId: async () => {
      const counts = new Map<string, number>();
      for (const email of await listed()) {
        const messageId = messageIdOf(email);
        counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
      }
      return counts;
    },
    waitFor,
    waitForCount: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const emails = await listed();
        if (emails.length >= count) return emails.map(withHeaders);
        if (Date.now() >= deadline) throw new Error(`${emails.length} mails received within ${timeoutMs} ms, expected ${count}`);
        await sleep(POLL_MS);
      }
    },
    clear: async () => {
      const response = await fetch(`${api}/email/all`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`DELETE ${api}/email/all answered ${response.status}`);
    },
    stop: () => command('stopSmtp'),
    restart: () => command('startSmtp'),
    close: async () => {
      if (closed) return;
      closed = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await command('close').catch(() => child.kill('SIGKILL'));
      await exited;
    },
  };
}

/** Sends a command to the mail server's process and waits for its answer. */
function send(child: ChildProcess, id: number, command: Command): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { id?: number; ok?: boolean; error?: string }) => {
      if (message.id !== id) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (message.ok) resolve();
      else reject(new Error(`test mail server: ${command} failed: ${message.error}`));
    };
    const onExit = () => {
      child.off('message', onMessage);
      reject(new Error(`test mail server: exited during ${command}`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send({ id, command });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
