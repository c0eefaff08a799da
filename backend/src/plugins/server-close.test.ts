import { setTimeout as pause } from 'node:timers/promises';
import { capturedLogs } from '../testing/captured-logs';
import { describeDatabase, SITE_ORIGIN, startTestServer } from '../testing/test-server';

/**
 * A server that closes lets go of everything it started: its database and its mail worker (an
 * instance being replaced must not keep polling the outbox, or keep connections, behind it).
 */
const POLL_MS = 10;

test(`closing a server closes its database and stops its mail worker (${describeDatabase()})`, async () => {
  const logs = capturedLogs();
  const server = await startTestServer({
    logger: { level: 'warn', stream: logs.stream },
    // No mail is due, so the worker only polls the outbox: nothing is sent to this address.
    mail: {
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'Clarity RCM <no-reply@clarityrcm.com>',
      salesEmail: 'sales@clarityrcm.com',
      siteUrl: SITE_ORIGIN,
      apiUrl: 'http://127.0.0.1:9',
    },
    mailWorker: { pollMs: POLL_MS },
  });
  const { db } = server.app;
  await pause(5 * POLL_MS);
  await server.close();

  await expect(db.selectFrom('users').select('id').execute()).rejects.toThrow();
  const before = logs.text();
  await pause(10 * POLL_MS);
  // A worker left running would now fail to read the closed outbox, and say so at every poll.
  expect(logs.text()).toBe(before);
  expect(before).not.toContain('the mail outbox could not be read');
});
