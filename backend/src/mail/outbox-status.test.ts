import { describeDatabase, setUpTestServer } from '../testing/test-server';
import { enqueueMail } from './outbox';
import { outboxCounts, retryFailedMails } from './outbox-status';

/** The operators' view of the outbox (`npm run mail`), on a server without a mail server: nothing sends meanwhile. */
const server = setUpTestServer();

const written = new Date('2026-11-26T10:00:00Z');
const later = new Date('2026-11-27T09:00:00Z');

async function failedOutbox(): Promise<number[]> {
  const db = server.app.db;
  await db.deleteFrom('mail_outbox').execute();
  for (const to of ['a@clinic.example', 'b@clinic.example', 'c@clinic.example']) {
    await enqueueMail(db, { kind: 'account-deleted', to, data: {} }, { messageDomain: 'clarityrcm.com', now: written });
  }
  // As a worker leaves a mail it gave up on: its last claim still on it.
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', attempts: 12, claimed_until: '2026-11-27T08:01:00.000+00:00', last_error: '550 no such mailbox' })
    .execute();
  const rows = await db.selectFrom('mail_outbox').select('id').orderBy('id').execute();
  return rows.map((row) => Number(row.id));
}

const statuses = async () =>
  (await server.app.db.selectFrom('mail_outbox').select(['id', 'status']).orderBy('id').execute()).map((row) => row.status);

describe(`retrying failed mails (${describeDatabase()})`, () => {
  test('no id retries nothing, "all" retries every failed mail', async () => {
    // The first test on a fresh database: the mails are 1, 2 and 3 (no id must not mean any id).
    expect(await failedOutbox()).toEqual([1, 2, 3]);
    expect(await retryFailedMails(server.app.db, [], later)).toBe(0);
    expect(await statuses()).toEqual(['failed', 'failed', 'failed']);
    expect(await retryFailedMails(server.app.db, 'all', later)).toBe(3);
    expect(await statuses()).toEqual(['pending', 'pending', 'pending']);
  });

  test('a mail retried by id is due at once, unclaimed, with a fresh day of attempts; the others stay failed', async () => {
    const [, second] = await failedOutbox();
    expect(await retryFailedMails(server.app.db, [second!], later)).toBe(1);
    expect(await statuses()).toEqual(['failed', 'pending', 'failed']);
    const row = await server.app.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'next_attempt_at', 'claimed_until', 'created_at'])
      .where('id', '=', second!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'pending',
      attempts: 0,
      next_attempt_at: '2026-11-27T09:00:00.000+00:00',
      claimed_until: '',
      created_at: '2026-11-27T09:00:00.000+00:00',
    });
    expect(await outboxCounts(server.app.db)).toEqual({ pending: 1, sent: 0, failed: 2, oldestPendingAt: '2026-11-27T09:00:00.000+00:00' });
  });

  test('an outbox with nothing waiting names no oldest mail', async () => {
    await failedOutbox();
    expect(await outboxCounts(server.app.db)).toEqual({ pending: 0, sent: 0, failed: 3 });
  });
});
