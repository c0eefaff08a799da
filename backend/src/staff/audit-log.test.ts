import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { monthsBefore, retentionPeriods } from '@rcm/shared';
import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { failureOf } from '../testing/failure-of';
import { describeDatabase, setUpTestServer } from '../testing/test-server';
import { auditOfSubjects, listAudit, operatorActor, recordAudit } from './audit-log';

const actor = { id: 'user-1', name: 'ann@example.com', address: '203.0.113.9' };
const DAY_MS = 86_400_000;
/** The start of the retention period by today's clock: older records may go, younger ones must stay. */
const periodStart = () => monthsBefore(new Date(), retentionPeriods.staffAccessRecordMonths).getTime();

async function threeRecords(db: Kysely<Database>) {
  await recordAudit(db, actor, { action: 'role.grant', subject: 'user:past' }, new Date(periodStart() - 2 * DAY_MS));
  await recordAudit(db, actor, { action: 'role.grant', subject: 'user:almost' }, new Date(periodStart() + 2 * DAY_MS));
  await recordAudit(db, actor, { action: 'enquiry.read', subject: 'enquiry:1' }, new Date());
  const ids = await db.selectFrom('audit_log').select(['id', 'subject']).execute();
  return Object.fromEntries(ids.map((row) => [row.subject, Number(row.id)])) as Record<'user:past' | 'user:almost' | 'enquiry:1', number>;
}

const subjects = async (db: Kysely<Database>) =>
  (await db.selectFrom('audit_log').select('subject').orderBy('id').execute()).map((row) => row.subject);

test('a command on the server is audited as cli:<the system user>, with the tool when it is not the command itself', () => {
  const user = os.userInfo().username;
  expect(operatorActor()).toEqual({ id: 'cli', name: `cli:${user}`, address: '' });
  expect(operatorActor('seed')).toEqual({ id: 'cli', name: `cli:${user} (seed)`, address: '' });
  // A container's uid may have no user name.
  jest.spyOn(os, 'userInfo').mockImplementationOnce(() => {
    throw new Error('no user name for uid 1000');
  });
  expect(operatorActor().name).toBe('cli:unknown');
});

describe(`the audit log (${describeDatabase()})`, () => {
  const server = setUpTestServer();

  test("a person's records are found by their subjects, oldest first; no subject finds none", async () => {
    const { db } = server.app;
    await recordAudit(db, actor, { action: 'role.grant', subject: 'user:u1' }, new Date('2026-11-01T10:00:00Z'));
    await recordAudit(db, actor, { action: 'enquiry.read', subject: 'enquiry:7' }, new Date('2026-11-02T10:00:00Z'));
    await recordAudit(db, actor, { action: 'role.revoke', subject: 'user:u2' }, new Date('2026-11-03T10:00:00Z'));
    expect(await auditOfSubjects(db, ['enquiry:7', 'user:u1'])).toEqual([
      { at: '2026-11-01T10:00:00.000+00:00', action: 'role.grant', subject: 'user:u1' },
      { at: '2026-11-02T10:00:00.000+00:00', action: 'enquiry.read', subject: 'enquiry:7' },
    ]);
    expect(await auditOfSubjects(db, [])).toEqual([]);
  });

  test('a record names the actor by user id and by the address they had, and the list returns both', async () => {
    await recordAudit(
      server.app.db,
      actor,
      { action: 'export.subscribers', subject: 'newsletter_subscribers', detail: { rows: 3 } },
      new Date('2026-11-27T10:00:00Z'),
    );
    const { items } = await listAudit(server.app.db, undefined, 1);
    expect(items).toEqual([
      {
        id: expect.any(Number),
        at: '2026-11-27T10:00:00.000+00:00',
        actorId: 'user-1',
        actor: 'ann@example.com',
        // No account has that id: no name.
        actorName: '',
        action: 'export.subscribers',
        subject: 'newsletter_subscribers',
        detail: '{"rows":3}',
        address: '203.0.113.9',
      },
    ]);
  });

  test("the application's own connection cannot update a record, nor delete one younger than its retention period; older ones it can", async () => {
    const { db } = server.app;
    const ids = await threeRecords(db);
    const before = await subjects(db);

    expect(
      await failureOf(db.updateTable('audit_log').set({ actor: 'someone else' }).where('id', '=', ids['enquiry:1']).execute()),
    ).toMatch(/append-only/);
    expect(await failureOf(db.updateTable('audit_log').set({ at: '2000-01-01T00:00:00.000+00:00' }).execute())).toMatch(/append-only/);
    for (const id of [ids['enquiry:1'], ids['user:almost']])
      expect(await failureOf(db.deleteFrom('audit_log').where('id', '=', id).execute())).toMatch(/append-only/);
    // One record too young refuses the whole statement.
    expect(await failureOf(db.deleteFrom('audit_log').execute())).toMatch(/append-only/);
    expect(await failureOf(sql`delete from audit_log`.execute(db))).toMatch(/append-only/);
    expect(await subjects(db)).toEqual(before);

    const deleted = await db.deleteFrom('audit_log').where('id', '=', ids['user:past']).executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(1);
    expect(await subjects(db)).toEqual(before.filter((subject) => subject !== 'user:past'));
  });

  test('a page that ends the log has no next cursor, however full', async () => {
    const { db } = server.app;
    await recordAudit(db, actor, { action: 'list.audit', subject: 'audit_log' }, new Date());
    await recordAudit(db, actor, { action: 'list.audit', subject: 'audit_log' }, new Date());
    const ids = (await db.selectFrom('audit_log').select('id').orderBy('id', 'desc').execute()).map((row) => Number(row.id));
    const whole = await listAudit(db, undefined, ids.length);
    expect([whole.items.map((item) => item.id), whole.nextCursor]).toEqual([ids, null]);
    const first = await listAudit(db, undefined, ids.length - 1);
    expect([first.items.map((item) => item.id), first.nextCursor]).toEqual([ids.slice(0, -1), expect.any(String)]);
    const rest = await listAudit(db, first.nextCursor!, ids.length - 1);
    expect([rest.items.map((item) => item.id), rest.nextCursor]).toEqual([ids.slice(-1), null]);
  });

  (process.env.DATABASE_URL ? test : test.skip)('PostgreSQL: TRUNCATE is refused too', async () => {
    const { db } = server.app;
    const count = (await subjects(db)).length;
    expect(count).toBeGreaterThan(0);
    expect(await failureOf(sql`truncate audit_log`.execute(db))).toMatch(/append-only: it cannot be truncated/);
    expect(await subjects(db)).toHaveLength(count);
  });
});

/**
 * Production keeps the tables' owner apart from the application's role (docs/deploy.md): the
 * owner runs the migrations, the application connects with the grants below. These are the
 * statements docs/deploy.md gives; keep them the same.
 */
const deployGrants = (app: string) => [
  `grant usage on schema public to ${app}`,
  `grant select, insert, update, delete on all tables in schema public to ${app}`,
  `revoke update on audit_log from ${app}`,
];

(process.env.DATABASE_URL ? describe : describe.skip)('PostgreSQL roles', () => {
  const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const owner = `rcm_owner_${suffix}`;
  const app = `rcm_app_${suffix}`;
  const database = `rcm_roles_${suffix}`;
  const password = randomBytes(12).toString('hex');
  const handles: DatabaseHandle[] = [];

  const admin = async (statement: string) => {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const urlFor = (role: string) => {
    const url = new URL(process.env.DATABASE_URL!);
    url.username = role;
    url.password = password;
    url.pathname = `/${database}`;
    return url.toString();
  };
  const connectAs = async (role: string) => {
    const handle = await openDatabase({ dataDir: '', databaseUrl: urlFor(role), onConnectionLost: () => undefined });
    handles.push(handle);
    return handle.db;
  };
  const privileges = async (db: Kysely<Database>) =>
    (
      await sql<{
        update: boolean;
        truncate: boolean;
        delete: boolean;
        insert: boolean;
      }>`select has_table_privilege('audit_log', 'UPDATE') as update,
        has_table_privilege('audit_log', 'TRUNCATE') as truncate, has_table_privilege('audit_log', 'DELETE') as delete, has_table_privilege('audit_log', 'INSERT') as insert`.execute(
        db,
      )
    ).rows[0];

  beforeAll(async () => {
    await admin(`create role ${owner} login password '${password}'`);
    await admin(`create role ${app} login password '${password}'`);
    await admin(`create database ${database} owner ${owner}`);
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await admin(`drop database if exists ${database} with (force)`);
    await admin(`drop role if exists ${app}`);
    await admin(`drop role if exists ${owner}`);
  });

  test('the migration leaves the owning role without UPDATE and TRUNCATE; the triggers refuse the rest', async () => {
    const db = await connectAs(owner);
    expect(await privileges(db)).toEqual({ update: false, truncate: false, delete: true, insert: true });
    await threeRecords(db);
    expect(await failureOf(db.updateTable('audit_log').set({ actor: 'x' }).execute())).toMatch(/permission denied/);
    expect(await failureOf(sql`truncate audit_log`.execute(db))).toMatch(/permission denied/);
    expect(await failureOf(db.deleteFrom('audit_log').execute())).toMatch(/append-only/);
  });

  test('a separate application role, granted as docs/deploy.md says, starts the server and cannot update, truncate, delete recent records or drop the triggers', async () => {
    const ownerDb = await connectAs(owner);
    for (const statement of deployGrants(app)) await sql.raw(statement).execute(ownerDb);
    // The schema is up to date: the application's role only reads the migrations' table.
    const db = await connectAs(app);
    expect(await privileges(db)).toEqual({ update: false, truncate: false, delete: true, insert: true });
    await recordAudit(db, actor, { action: 'enquiry.read', subject: 'enquiry:2' }, new Date());
    expect(await failureOf(db.updateTable('audit_log').set({ actor: 'x' }).execute())).toMatch(/permission denied/);
    expect(await failureOf(sql`truncate audit_log`.execute(db))).toMatch(/permission denied/);
    expect(await failureOf(db.deleteFrom('audit_log').where('subject', '=', 'enquiry:2').execute())).toMatch(/append-only/);
    expect(await failureOf(sql`alter table audit_log disable trigger all`.execute(db))).toMatch(/must be owner/);
    expect(await failureOf(sql`drop trigger audit_log_keep_recent on audit_log`.execute(db))).toMatch(/must be owner/);
    // Granting itself the privilege back is the owner's right only (PostgreSQL warns and grants nothing).
    await failureOf(sql`grant update on audit_log to ${sql.raw(app)}`.execute(db));
    expect(await privileges(db)).toMatchObject({ update: false });
    // Retention still deletes what is past its period.
    const old = await db.selectFrom('audit_log').select('id').where('subject', '=', 'user:past').executeTakeFirstOrThrow();
    expect(Number((await db.deleteFrom('audit_log').where('id', '=', old.id).executeTakeFirst()).numDeletedRows)).toBe(1);
  });
});
