import { setTimeout as pause } from 'node:timers/promises';
import { retentionPeriods } from '@rcm/shared';
import { sampleEnquiry } from '@rcm/shared/testing';
import { appwriteDate } from '../db/timestamp';
import { capturedLogs } from '../testing/captured-logs';
import { describeDatabase, signedInCookie, startTestServer, type TestServer } from '../testing/test-server';
import { waitUntil } from '../testing/wait-until';

/**
 * The two timers every instance runs: ended sessions are purged and the privacy policy's
 * retention periods applied, at start and then every interval (shortened here from 10 minutes
 * and a day), with a log line when something was deleted and a warning when a run failed.
 */
const EVERY_MS = 100;
const RETENTION_DONE = 'records past their retention period deleted';
const RETENTION_FAILED = 'could not apply the retention periods; trying again tomorrow';
const PURGE_DONE = 'ended sessions deleted';
const PURGE_FAILED = 'could not delete ended sessions; trying again later';

interface LogLine {
  msg: string;
  level: number;
  deleted?: Record<string, number>;
  purged?: number;
}

let clockBroken = false;
const logs = capturedLogs();
const lines = (msg: string): LogLine[] => logs.records<LogLine>().filter((line) => line.msg === msg);

let server: TestServer;
beforeAll(async () => {
  let offsetMs = 0;
  server = await startTestServer({
    logger: { level: 'info', stream: logs.stream },
    housekeeping: { sessionPurgeEveryMs: EVERY_MS, retentionEveryMs: EVERY_MS },
    clock: () => {
      if (clockBroken) throw new Error('the clock is broken');
      return new Date(Date.now() + offsetMs);
    },
  });
  server.advanceClock = (seconds) => {
    offsetMs += seconds * 1000;
  };
});
afterAll(() => server?.close());

test(`an enquiry past its retention period is deleted by the next run, without a restart, and logged once (${describeDatabase()})`, async () => {
  await pause(3 * EVERY_MS);
  // Nothing was due: runs that delete nothing say nothing.
  expect(lines(RETENTION_DONE)).toEqual([]);
  expect(lines(PURGE_DONE)).toEqual([]);
  const months = retentionPeriods.enquiryMonths + 1;
  const old = appwriteDate(new Date(Date.now() - months * 31 * 86_400_000));
  await server.app.db
    .insertInto('contact_enquiries')
    .values({ ...sampleEnquiry, company: 'Long Ago Practice', created_at: old, updated_at: old })
    .execute();
  await waitUntil(
    async () =>
      (await server.app.db.selectFrom('contact_enquiries').select('id').where('company', '=', 'Long Ago Practice').execute()).length === 0,
  );
  await pause(3 * EVERY_MS);
  expect(lines(RETENTION_DONE)).toEqual([
    expect.objectContaining({
      deleted: { enquiries: 1, subscriptions: 0, auditRecords: 0, unconfirmedNewsletterAddresses: 0, expiredEmailTokens: 0, mails: 0 },
    }),
  ]);
});

test('a session past its end is deleted by the next purge, and logged', async () => {
  const cookie = await signedInCookie(server, 'purged@example.com');
  expect(cookie).toContain('a_session_rcm=');
  const sessionsOf = () =>
    server.app.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('users.email', '=', 'purged@example.com')
      .execute();
  expect(await sessionsOf()).toHaveLength(1);
  server.advanceClock(server.options.sessions.absoluteSeconds + 1);
  await waitUntil(async () => (await sessionsOf()).length === 0);
  await pause(3 * EVERY_MS);
  expect(lines(PURGE_DONE).map((line) => line.purged)).toEqual([1]);
});

test('a run that fails is logged as a warning, the next one runs again, and the API keeps answering', async () => {
  clockBroken = true;
  await waitUntil(() => lines(RETENTION_FAILED).length > 0 && lines(PURGE_FAILED).length > 0);
  clockBroken = false;
  // The warning carries the error, so whoever reads the log learns why.
  for (const warning of [lines(RETENTION_FAILED)[0], lines(PURGE_FAILED)[0]]) {
    expect(warning).toMatchObject({ level: 40, err: expect.objectContaining({ message: 'the clock is broken' }) });
  }
  const failures = lines(RETENTION_FAILED).length;
  await pause(3 * EVERY_MS);
  expect(lines(RETENTION_FAILED).length).toBe(failures);
  expect((await fetch(`${server.url}/health`)).status).toBe(200);
});

test('a closed server stops its timers', async () => {
  const own = capturedLogs();
  const closing = await startTestServer({
    logger: { level: 'info', stream: own.stream },
    housekeeping: { sessionPurgeEveryMs: EVERY_MS, retentionEveryMs: EVERY_MS },
  });
  await closing.close();
  // A timer left running would now meet a closed database, and warn.
  await pause(5 * EVERY_MS);
  expect(own.text()).not.toContain('could not');
});
