import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { openDatabase } from '../database';
import { createPostgresDatabase } from '../postgres-databases';
import { failureOf } from '../../testing/failure-of';
import { sqliteDriver } from '../sqlite-driver';
import { migrationProvider } from './index';

/** An account as the first schema kept it: package and score in its prefs, the JWT key in server_secrets. */
async function databaseAtFirstMigration(dir: string): Promise<void> {
  const Sqlite = sqliteDriver();
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Sqlite(path.join(dir, 'rcm.sqlite')) }) });
  await new Migrator({ db, provider: migrationProvider }).migrateTo('2026-11-22-001-initial');
  const created = '2026-11-20T10:00:00.000+00:00';
  const user = (id: string, prefs: string) =>
    sql`insert into users (id, email, name, password_hash, prefs, created_at, updated_at, password_updated_at, accessed_at)
        values (${id}, ${`${id}@example.com`}, ${id}, 'scrypt$x', ${prefs}, ${created}, ${created}, ${created}, ${created})`.execute(db);
  await user('paying', JSON.stringify({ subscribtion: 'gold', rc_score: 42, theme: 'dark' }));
  await user('forged', JSON.stringify({ subscribtion: 'platinum', rc_score: 'lots' }));
  await user('broken', 'not json');
  await sql`insert into subscriptions (user_id, username, package, card_last4, created_at) values ('paying', 'paying@example.com', 'gold', '4242', ${created})`.execute(
    db,
  );
  await sql`insert into server_secrets (name, value) values ('jwt_hs256', 'a-key-that-must-not-survive')`.execute(db);
  await db.destroy();
}

test("upgrading moves the score to the server's record, strips package and score from prefs, keeps paid packages, and drops the stored JWT key", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-migrate-'));
  await databaseAtFirstMigration(dir);
  const handle = await openDatabase({ dataDir: dir, onConnectionLost: () => undefined });
  const users = await handle.db.selectFrom('users').select(['id', 'prefs']).orderBy('id').execute();
  expect(users).toEqual([
    { id: 'broken', prefs: 'not json' },
    { id: 'forged', prefs: '{}' },
    { id: 'paying', prefs: JSON.stringify({ theme: 'dark' }) },
  ]);
  expect(await handle.db.selectFrom('customers').select(['user_id', 'rc_score']).execute()).toEqual([{ user_id: 'paying', rc_score: 42 }]);
  // Bought at the catalogue's price and still running.
  expect(await handle.db.selectFrom('subscriptions').select(['user_id', 'package', 'monthly_price_usd', 'cancelled_at']).execute()).toEqual(
    [{ user_id: 'paying', package: 'gold', monthly_price_usd: 50, cancelled_at: '' }],
  );
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(handle.db);
  expect(tables.rows.map((row) => row.name)).not.toContain('server_secrets');
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the embedded database fsyncs every commit to its write-ahead log', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-pragma-'));
  const handle = await openDatabase({ dataDir: dir, onConnectionLost: () => undefined });
  const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
  const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
  expect(journal.rows[0]?.journal_mode).toBe('wal');
  // 2 is FULL: the WAL is fsynced at every commit, so an acknowledged write survives power loss.
  expect(synchronous.rows[0]?.synchronous).toBe(2);
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('upgrading to email changes deletes the newsletter rows that are not one address, confirmed or not, with their links; one address stays', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-migrate-lists-'));
  const Sqlite = sqliteDriver();
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Sqlite(path.join(dir, 'rcm.sqlite')) }) });
  await new Migrator({ db, provider: migrationProvider }).migrateTo('2026-11-26-007-account-status');
  const at = '2026-11-20T10:00:00.000+00:00';
  const subscriber = (email: string, status: string) =>
    sql`insert into newsletter_subscribers (email, created_at, status, confirmed_at) values (${email}, ${at}, ${status}, ${status === 'confirmed' ? at : ''})`.execute(
      db,
    );
  const token = (hash: string, subject: string) =>
    sql`insert into email_tokens (token_hash, purpose, subject, expires_at, created_at) values (${hash}, 'newsletter-unsubscribe', ${subject}, '', ${at})`.execute(
      db,
    );
  const kept = 'one@clinic.example';
  const lists = [
    'n1@victim-a.com,n2@victim-b.com',
    'sales team <attacker@evil.com> x.com',
    'a@x.com;b@y.com',
    'team: a@x.com;',
    'a@b@x.com',
  ];
  await subscriber(kept, 'confirmed');
  await token('kept', kept);
  for (const [n, list] of lists.entries()) {
    await subscriber(list, n % 2 === 0 ? 'confirmed' : 'pending');
    await token(`list-${n}`, list);
  }
  await db.destroy();

  const handle = await openDatabase({ dataDir: dir, onConnectionLost: () => undefined });
  expect(await handle.db.selectFrom('newsletter_subscribers').select(['email', 'status']).execute()).toEqual([
    { email: kept, status: 'confirmed' },
  ]);
  expect(await handle.db.selectFrom('email_tokens').select(['token_hash', 'subject', 'address']).execute()).toEqual([
    { token_hash: 'kept', subject: kept, address: '' },
  ]);
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test(`upgrading to the note timeline moves each enquiry's note into it, by whoever last changed it per the audit log, else by nobody named (${
  process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
})`, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-migrate-notes-'));
  const postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL, 'rcm_migrate_notes') : undefined;
  const db = new Kysely<unknown>({
    dialect: postgres
      ? new PostgresDialect({ pool: new Pool({ connectionString: postgres.url }) })
      : new SqliteDialect({ database: new (sqliteDriver())(path.join(dir, 'rcm.sqlite')) }),
  });
  await new Migrator({ db, provider: migrationProvider }).migrateTo('2026-11-27-010-mfa');
  const enquiry = (id: number, note: string, updatedAt: string) =>
    sql`insert into contact_enquiries (id, first_name, last_name, title, company, interest, method, country, email, phone, message, created_at, note, updated_at)
        values (${id}, 'Dana', 'Whitfield', 'Manager', 'Maple Grove', 'health care', '3', 'United States', 'dana@maple.example', '13125550199',
                'Hello there', '2026-11-20T10:00:00.000+00:00', ${note}, ${updatedAt})`.execute(db);
  const audit = (at: string, actorId: string, actor: string, subject: string, detail: string) =>
    sql`insert into audit_log (at, actor_id, actor, action, subject, detail, address)
        values (${at}, ${actorId}, ${actor}, 'enquiry.update', ${subject}, ${detail}, '127.0.0.1')`.execute(db);
  await enquiry(1, 'Second call 28/11: sent proposal.', '2026-11-28T09:00:00.000+00:00');
  await enquiry(2, 'Left voicemail.', '2026-11-26T12:00:00.000+00:00');
  await enquiry(3, '', '2026-11-26T12:00:00.000+00:00');
  await audit('2026-11-27T10:15:00.000+00:00', 'u-first', 'first@clarity.example', 'enquiry:1', '{"note":"changed"}');
  await audit(
    '2026-11-28T08:00:00.000+00:00',
    'u-second',
    'second@clarity.example',
    'enquiry:1',
    '{"status":{"from":"new","to":"contacted"},"note":"changed"}',
  );
  await audit(
    '2026-11-28T08:30:00.000+00:00',
    'u-third',
    'third@clarity.example',
    'enquiry:1',
    '{"status":{"from":"contacted","to":"qualified"}}',
  );
  // Enquiry 10's record is not enquiry 1's.
  await audit('2026-11-28T08:45:00.000+00:00', 'u-other', 'other@clarity.example', 'enquiry:10', '{"note":"changed"}');
  await db.destroy();

  const handle = await openDatabase({ dataDir: dir, databaseUrl: postgres?.url, onConnectionLost: () => undefined });
  const notes = await handle.db
    .selectFrom('enquiry_notes')
    .select(['enquiry_id', 'author_id', 'author', 'text', 'created_at'])
    .orderBy('id')
    .execute();
  expect(notes).toEqual([
    {
      enquiry_id: 1,
      author_id: 'u-second',
      author: 'second@clarity.example',
      text: 'Second call 28/11: sent proposal.',
      created_at: '2026-11-28T08:00:00.000+00:00',
    },
    { enquiry_id: 2, author_id: '', author: '', text: 'Left voicemail.', created_at: '2026-11-26T12:00:00.000+00:00' },
  ]);
  expect(
    await failureOf(
      handle.db
        .selectFrom('contact_enquiries')
        .select(sql`note`.as('note'))
        .execute(),
    ),
  ).toMatch(/note/);
  // Indexed again (013): the message's words and the phone's digits find an enquiry stored before.
  const terms = await handle.db.selectFrom('enquiry_search_terms').select('term').where('enquiry_id', '=', 1).execute();
  expect(terms.map((row) => row.term)).toEqual(
    expect.arrayContaining(['dana', 'maple', 'hello', '13125550199', '#13125550199', '#5550199', '#0199']),
  );
  await handle.close();
  await postgres?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});
