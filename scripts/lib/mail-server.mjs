// @ts-check
/**
 * The local mail server: MailDev, which keeps every mail it receives over SMTP and shows it in
 * a web inbox, with a REST API on the same port (`/api/email`, `/api/email/:id/source`, ...).
 * `npm start` runs it in-process when SMTP_URL is not set; the browser tests read the mails of
 * that one through its API (e2e/testing/mailbox.ts); the backend's jest tests start their own,
 * on free ports, as a child process (run this file with Node: backend/src/testing/mail-server.ts),
 * since jest cannot load MailDev's ES modules.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portFromEnv } from './apps.mjs';

/** The usual ports: MAIL_SMTP_PORT and MAIL_WEB_PORT change them. */
export const defaultMailPorts = Object.freeze({ smtp: 1025, web: 1080 });

export function mailPortsFromEnvironment() {
  return {
    smtp: portFromEnv('MAIL_SMTP_PORT', defaultMailPorts.smtp),
    web: portFromEnv('MAIL_WEB_PORT', defaultMailPorts.web),
  };
}

/**
 * @typedef {object} LocalMailServer
 * @property {string} smtpUrl where to send mail, e.g. smtp://127.0.0.1:1025 (what the backend's SMTP_URL gets)
 * @property {string} inboxUrl the web inbox, whose REST API is under /api
 * @property {number} smtpPort
 * @property {number} webPort
 * @property {() => Promise<void>} stopSmtp takes SMTP down at once (open connections are dropped, as when a
 *   server goes away); the inbox and the mails received so far stay
 * @property {() => Promise<void>} startSmtp brings SMTP back on the same port
 * @property {() => Promise<void>} close stops everything and deletes the mails
 */

const MAIL_DIRECTORY_PREFIX = 'rcm-mail-';

/**
 * Deletes the mail folders of servers whose process is gone without closing them (Playwright
 * ends its web server with SIGKILL): each folder is named after its process's pid.
 */
function removeMailDirectoriesOfEndedProcesses() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^rcm-mail-(\d+)-/.exec(name)?.[1]);
    if (!pid || processIsRunning(pid)) continue;
    fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

/** @param {number} pid */
function processIsRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** An address to reach a server bound to `host` at. @param {string} host */
function reachableHost(host) {
  if (host === '0.0.0.0' || host === '' || host === 'localhost') return '127.0.0.1';
  if (host === '::') return '::1';
  return host;
}

/** @param {string} host */
const urlHost = (host) => (host.includes(':') ? `[${host}]` : host);

/**
 * Starts MailDev: SMTP on `smtpPort`, the web inbox and its REST API on `webPort` (0 for free
 * ports). `host` is the interface both bind to, as the rest of the site's (HOST); for
 * "localhost" SMTP binds 127.0.0.1, so the SMTP URL names one address every client resolves
 * the same. The mails live in memory and in a temporary folder of this server's own.
 * @param {{ host?: string, smtpPort?: number, webPort?: number }} [options]
 * @returns {Promise<LocalMailServer>}
 */
export async function startMailServer({ host = 'localhost', smtpPort = defaultMailPorts.smtp, webPort = defaultMailPorts.web } = {}) {
  const { MailDev } = await import('maildev');
  removeMailDirectoriesOfEndedProcesses();
  const mailDirectory = fs.mkdtempSync(path.join(os.tmpdir(), `${MAIL_DIRECTORY_PREFIX}${process.pid}-`));
  const smtpHost = host === 'localhost' ? '127.0.0.1' : host;
  const maildev = new MailDev({ smtp: smtpPort, ip: smtpHost, web: webPort, webIp: host, mailDirectory, silent: true });
  let servers;
  try {
    servers = await maildev.start();
  } catch (error) {
    await maildev.stop().catch(() => {});
    fs.rmSync(mailDirectory, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `the local mail server could not start on SMTP port ${smtpPort} and web port ${webPort} (${reason}): set MAIL_SMTP_PORT and MAIL_WEB_PORT, or SMTP_URL to use another mail server`,
      { cause: error },
    );
  }
  const { smtp, api } = servers;
  const boundSmtpPort = smtp.getAddress().port;
  const boundWebPort = api?.getAddress()?.port ?? webPort;
  let smtpUp = true;

  async function stopSmtp() {
    if (!smtpUp) return;
    smtpUp = false;
    // MailDev's stop() lets smtp-server wait up to 30 s for open connections (a pooling
    // client keeps one) before it drops them; a server that goes down drops them now.
    /** @type {{ connections?: Set<{ send: (code: number, text: string) => void, close: () => void, _socket?: import('node:net').Socket }> } | null} */
    const smtpServer = /** @type {any} */ (smtp).smtp;
    const stopped = smtp.stop();
    for (const connection of smtpServer?.connections ?? []) {
      connection.send(421, 'Server shutting down');
      connection.close();
      connection._socket?.destroy();
    }
    await stopped;
  }

  async function startSmtp() {
    if (smtpUp) return;
    await smtp.start();
    smtpUp = true;
  }

  let closed = false;
  async function close() {
    if (closed) return;
    closed = true;
    await stopSmtp();
    await maildev.stop();
    fs.rmSync(mailDirectory, { recursive: true, force: true });
  }

  return {
    smtpUrl: `smtp://${urlHost(reachableHost(smtpHost))}:${boundSmtpPort}`,
    inboxUrl: `http://${urlHost(host === '0.0.0.0' || host === '::' ? 'localhost' : host)}:${boundWebPort}`,
    smtpPort: boundSmtpPort,
    webPort: boundWebPort,
    stopSmtp,
    startSmtp,
    close,
  };
}

/**
 * Run as a child process (`node scripts/lib/mail-server.mjs '{"host":"127.0.0.1","smtpPort":0,"webPort":0}'`
 * with an IPC channel): starts a mail server, sends `{ type: 'ready', smtpUrl, inboxUrl, smtpPort, webPort }`
 * (or `{ type: 'failed', error }`), then answers `{ id, command: 'stopSmtp' | 'startSmtp' | 'close' }`
 * with `{ id, ok, error? }`. It exits after `close`, and by itself when its parent goes away.
 */
async function runAsChild() {
  const send = (/** @type {unknown} */ message) =>
    new Promise((resolve) => (process.send ? process.send(message, undefined, undefined, () => resolve(undefined)) : resolve(undefined)));
  /** @type {LocalMailServer} */
  let server;
  try {
    server = await startMailServer(JSON.parse(process.argv[2] ?? '{}'));
  } catch (error) {
    await send({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  const { stopSmtp, startSmtp, close, ...addresses } = server;
  const commands = { stopSmtp, startSmtp, close };
  const exit = async () => {
    await close().catch(() => {});
    process.exit(0);
  };
  process.on('disconnect', () => void exit());
  process.on('SIGTERM', () => void exit());
  process.on('SIGINT', () => void exit());
  process.on('message', async (/** @type {{ id: number, command: keyof typeof commands }} */ message) => {
    const command = commands[message.command];
    try {
      if (!command) throw new Error(`unknown command ${message.command}`);
      await command();
      await send({ id: message.id, ok: true });
    } catch (error) {
      await send({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
    if (message.command === 'close') process.exit(0);
  });
  await send({ type: 'ready', ...addresses });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void runAsChild();
