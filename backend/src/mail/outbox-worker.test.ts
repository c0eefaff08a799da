import { sql } from 'kysely';
import type { AppOptions } from '../config';
import { capturedLogs } from '../testing/captured-logs';
import { mailingBackends } from '../testing/mailing-backends';
import { outboxRows } from '../testing/outbox';
import { describeDatabase, type TestServer } from '../testing/test-server';
import { waitUntil } from '../testing/wait-until';
import { defaultOutboxWorkerOptions, isPermanent } from './outbox-worker';
import { retryDelayMs } from './retry-delay';

/**
 * The outbox worker's own rules, beyond delivery itself (`outbox-delivery.test.ts`): which
 * refusals are final, how long it waits, what it logs, and how it stops.
 */
describe('the worker alone', () => {
  test('a 5xx reply (550 no such mailbox) is final; a 4xx reply, a connection error or an odd code is retried', () => {
    for (const code of [500, 550, 554, 599])
      expect([code, isPermanent(Object.assign(new Error('refused'), { responseCode: code }))]).toEqual([code, true]);
    for (const code of [421, 451, 499, 600, '550', undefined])
      expect([code, isPermanent(Object.assign(new Error('refused'), { responseCode: code }))]).toEqual([code, false]);
    expect(isPermanent(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' }))).toBe(false);
  });

  test('by default a retry waits 5 s, doubling up to 15 minutes, and a mail is given up a day after it was queued (docs/ARCHITECTURE.md)', () => {
    const { retryBaseMs, maxRetryMs, giveUpAfterMs } = defaultOutboxWorkerOptions;
    expect(retryDelayMs(1, retryBaseMs, maxRetryMs, () => 0)).toBe(5_000);
    expect(retryDelayMs(20, retryBaseMs, maxRetryMs, () => 0)).toBe(15 * 60_000);
    expect(giveUpAfterMs).toBe(24 * 3_600_000);
  });
});

const mailing = mailingBackends({ pollMs: 50 });
const startMailingServer = (overrides?: Partial<AppOptions>) => mailing.start(overrides);
const closeServer = (server: TestServer) => mailing.close(server);

const notice = (n: number) => ({ kind: 'account-deleted' as const, to: `closed.${n}@riversideclinic.com`, data: {} });

interface WorkerLog {
  msg: string;
  level: number;
  mailId?: number;
  kind?: string;
  attempts?: number;
  reason?: string;
  failed?: number;
  of?: number;
}

describe(`the outbox worker (${describeDatabase()})`, () => {
  test('a failed send waits its backoff, says why, and is logged once for its batch; once delivered it keeps no error and logs no warning', async () => {
    const logs = capturedLogs();
    const server = await startMailingServer({ logger: { level: 'warn', stream: logs.stream }, mailWorker: { retryBaseMs: 60_000 } });
    await mailing.mailServer.stop();
    const before = Date.now();
    await server.app.mail.enqueue(server.app.db, notice(1));
    await waitUntil(async () => (await outboxRows(server.app.db)).every((row) => row.attempts === 1 && row.last_error !== ''));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [failed] = await outboxRows(server.app.db);
    // Not retried before its time: a minute, less up to a fifth of jitter.
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/),
    });
    expect(Date.parse(failed!.next_attempt_at)).toBeGreaterThanOrEqual(before + 48_000);
    const batchWarnings = () => logs.records<WorkerLog>().filter((record) => record.msg.includes('mails were not delivered'));
    const warnings = batchWarnings();
    expect(warnings).toEqual([
      expect.objectContaining({
        level: 40,
        failed: 1,
        of: 1,
        reason: failed!.last_error,
        msg: '1 of 1 mails were not delivered; each is retried later',
      }),
    ]);

    await mailing.mailServer.restart();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailing.mailServer.count()).toBe(0);
    server.advanceClock(61);
    await mailing.mailServer.waitForCount(1);
    await waitUntil(async () => (await outboxRows(server.app.db)).every((row) => row.status === 'sent'));
    expect((await outboxRows(server.app.db))[0]).toMatchObject({ attempts: 2, last_error: '' });
    // A round that delivered everything says nothing.
    await server.app.mail.enqueue(server.app.db, notice(2));
    await mailing.mailServer.waitForCount(2);
    await waitUntil(async () => (await outboxRows(server.app.db)).every((row) => row.status === 'sent'));
    expect(batchWarnings()).toHaveLength(1);
    await closeServer(server);
  });

  test('a mail given up on is logged at error level with its id, kind, attempts and why', async () => {
    const logs = capturedLogs();
    const server = await startMailingServer({ logger: { level: 'warn', stream: logs.stream } });
    await server.app.db
      .insertInto('mail_outbox')
      .values({
        message_id: '<list@clarityrcm.com>',
        kind: 'account-deleted',
        recipient: 'a@victim-a.com,b@victim-b.com',
        data: '{}',
        next_attempt_at: '2000-01-01T00:00:00.000+00:00',
        created_at: new Date().toISOString(),
      })
      .execute();
    await waitUntil(async () => (await outboxRows(server.app.db)).every((row) => row.status === 'failed'));
    await mailing.mailServer.stop();
    await server.app.mail.enqueue(server.app.db, notice(3));
    await waitUntil(async () => (await outboxRows(server.app.db)).some((row) => row.status === 'pending' && row.attempts >= 1));
    server.advanceClock(24 * 3600 + 60);
    await waitUntil(async () => (await outboxRows(server.app.db)).every((row) => row.status === 'failed'));
    // PostgreSQL returns the bigint id as a string; the log has the number.
    const [list, expired] = await outboxRows(server.app.db);
    const errors = logs.records<WorkerLog>().filter((record) => record.level === 50);
    expect(errors).toEqual([
      expect.objectContaining({
        mailId: Number(list!.id),
        kind: 'account-deleted',
        reason: 'the recipient is not one mailbox address',
        msg: `mail ${list!.id} (account-deleted) is marked failed`,
      }),
      expect.objectContaining({
        mailId: Number(expired!.id),
        kind: 'account-deleted',
        attempts: expired!.attempts,
        reason: expired!.last_error,
        msg: `mail ${expired!.id} (account-deleted) could not be delivered and is marked failed`,
      }),
    ]);
    await closeServer(server);
  });

  test('an outbox the worker cannot read is logged, and read again', async () => {
    const logs = capturedLogs();
    const server = await startMailingServer({ logger: { level: 'warn', stream: logs.stream } });
    await server.app.db.schema.alterTable('mail_outbox').renameTo('mail_outbox_away').execute();
    await waitUntil(() =>
      Promise.resolve(logs.records().some((record) => record.msg === 'the mail outbox could not be read; trying again')),
    );
    expect(logs.records<WorkerLog & { err?: { message: string } }>().find((record) => record.level === 50)?.err?.message).toMatch(
      /mail_outbox/,
    );
    await server.app.db.schema.alterTable('mail_outbox_away').renameTo('mail_outbox').execute();
    await server.app.mail.enqueue(server.app.db, notice(4));
    await mailing.mailServer.waitForCount(1);
    await closeServer(server);
  });

  // SQLite has a single writer: only PostgreSQL has rows another instance holds.
  (process.env.DATABASE_URL ? test : test.skip)('PostgreSQL: a mail another instance holds is passed over, not waited for', async () => {
    const server = await startMailingServer({ mailWorker: { pollMs: 3_600_000 } });
    const db = server.app.db;
    await db.transaction().execute(async (trx) => {
      await server.app.mail.enqueue(trx, notice(1));
      await server.app.mail.enqueue(trx, notice(2));
    });
    const [held] = await db.selectFrom('mail_outbox').select('id').orderBy('id').execute();
    // Another instance's claim, still open: the first mail's row is locked.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const claim = db.transaction().execute(async (trx) => {
      await sql`select id from mail_outbox where id = ${held!.id} for update`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    // The first instance's worker waits an hour for its next poll; a second one's first round claims at once.
    const second = await startMailingServer({ databaseUrl: server.options.databaseUrl });
    await mailing.mailServer.waitFor((one) => one.recipients.includes('closed.2@riversideclinic.com'));
    expect(await mailing.mailServer.count()).toBe(1);
    release();
    await claim;
    await mailing.mailServer.waitForCount(2);
    await closeServer(second);
    await closeServer(server);
  });

  test('a round that sent mail goes straight on to the next, without waiting for the poll', async () => {
    const server = await startMailingServer({ mailWorker: { pollMs: 3_000, batchSize: 1 } });
    await server.app.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 3; n += 1) await server.app.mail.enqueue(trx, notice(n));
    });
    await mailing.mailServer.waitForCount(1, 10_000);
    const first = Date.now();
    await mailing.mailServer.waitForCount(3, 10_000);
    // One round per mail; waiting for the poll between them would take 6 s.
    expect(Date.now() - first).toBeLessThan(2_000);
    await closeServer(server);
  });

  test('an idle worker stops at once, not at its next poll', async () => {
    const server = await startMailingServer({ mailWorker: { pollMs: 20_000 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const start = Date.now();
    await closeServer(server);
    expect(Date.now() - start).toBeLessThan(5_000);
  });

  test('a worker stopped while it sends stops once its round is done, without an error', async () => {
    const server = await startMailingServer({ mailWorker: { batchSize: 30 } });
    await server.app.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 30; n += 1) await server.app.mail.enqueue(trx, notice(n));
    });
    await mailing.mailServer.waitForCount(1);
    // Stopped mid-round: it has no poll to cut short.
    await expect(closeServer(server)).resolves.toBeUndefined();
  });
});
