/**
 * Where the browser tests find the site. `E2E_PORT_OFFSET` moves every port at once, so the
 * suite can run while a developer's `npm start` (or another run) holds the usual ones.
 */
import localPorts from '@rcm/shared/local-ports.json';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const e2ePorts = {
  shell: localPorts.shell + offset,
  // The site's second instance of the shell's web server (`SHELL_EXTRA_PORTS`), clear of the deploy tests' ports.
  shell2: localPorts.shell + 110 + offset,
  marketing: localPorts.marketing + offset,
  account: localPorts.account + offset,
  staff: localPorts.staff + offset,
  backend: localPorts.backend + offset,
  releases: localPorts.releases + offset,
  // The release test's own shell and two marketing releases, clear of the site's ports.
  releaseShell: localPorts.shell + 100 + offset,
  releaseA: localPorts.shell + 101 + offset,
  releaseB: localPorts.shell + 102 + offset,
  // The server-rendering failure test's shell and its three broken marketing releases.
  failureShell: localPorts.shell + 103 + offset,
  remoteDown: localPorts.shell + 104 + offset,
  remoteSlow: localPorts.shell + 105 + offset,
  remoteThrowing: localPorts.shell + 106 + offset,
  // The staff release test's own shell and two staff releases.
  staffReleaseShell: localPorts.shell + 107 + offset,
  staffReleaseA: localPorts.shell + 108 + offset,
  staffReleaseB: localPorts.shell + 109 + offset,
  // The local mail server `node scripts/start.mjs` runs (its defaults, MAIL_SMTP_PORT 1025 and
  // MAIL_WEB_PORT 1080, in scripts/lib/mail-server.mjs).
  mailSmtp: 1025 + offset,
  mailWeb: 1080 + offset,
} as const;

export const origins = {
  shell: `http://localhost:${e2ePorts.shell}`,
  /** The same site from its second web server instance (same runtime config, same release registry). */
  shell2: `http://localhost:${e2ePorts.shell2}`,
  marketing: `http://localhost:${e2ePorts.marketing}`,
  account: `http://localhost:${e2ePorts.account}`,
  staff: `http://localhost:${e2ePorts.staff}`,
  backend: `http://localhost:${e2ePorts.backend}`,
  /** The release store `npm start` serves (`npm run release -- publish` copies builds there). */
  releases: `http://localhost:${e2ePorts.releases}/releases/`,
  /** The mail server's web inbox, whose REST API e2e/testing/mailbox.ts reads. */
  mailInbox: `http://localhost:${e2ePorts.mailWeb}`,
} as const;
