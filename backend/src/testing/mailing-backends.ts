import type { AppOptions } from '../config';
import { startTestMailServer, type TestMailServer } from './mail-server';
import { SITE_ORIGIN, startTestServer, type TestServer } from './test-server';

/**
 * For a test file about delivering mail: one real mail server, restarted and emptied before
 * each test, and backends whose outbox worker sends to it, all closed after the file. `worker`
 * is the backends' worker timings; a test's own `mailWorker` overrides some of them.
 */
export function mailingBackends(worker: NonNullable<AppOptions['mailWorker']>) {
  let mailServer: TestMailServer | undefined;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    mailServer = await startTestMailServer();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await mailServer?.close();
  });
  beforeEach(async () => {
    await mailServer!.restart();
    await mailServer!.clear();
  });

  return {
    /** The file's mail server (from its `beforeAll` on). */
    get mailServer(): TestMailServer {
      if (!mailServer) throw new Error('the mail server starts in beforeAll');
      return mailServer;
    },

    /** A backend delivering to the mail server. */
    async start(overrides: Partial<AppOptions> = {}): Promise<TestServer> {
      const server = await startTestServer({
        mail: {
          smtpUrl: this.mailServer.smtpUrl,
          from: 'Clarity RCM <no-reply@clarityrcm.com>',
          salesEmail: 'sales@clarityrcm.com',
          siteUrl: SITE_ORIGIN,
          apiUrl: 'http://127.0.0.1:9',
        },
        ...overrides,
        mailWorker: { ...worker, ...overrides.mailWorker },
      });
      servers.push(server);
      return server;
    },

    /** Closes a backend before the file ends. */
    async close(server: TestServer): Promise<void> {
      servers.splice(servers.indexOf(server), 1);
      await server.close();
    },
  };
}
