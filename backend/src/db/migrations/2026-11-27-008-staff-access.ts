import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

/*
 * The audit log's records are kept 24 months (`retentionPeriods.staffAccessRecordMonths`, as
 * this migration was written; a test holds the two together). A period changed later needs a
 * migration of its own: this one stays as it was applied.
 *
 * Age is judged by the database's own clock, which the application cannot move. The retention
 * job asks for exactly the rows these triggers let go (`staff/retention.ts`).
 */
const SQLITE_CUTOFF = `strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now', '-24 months')`;
const POSTGRES_CUTOFF = `to_char((now() at time zone 'UTC') - interval '24 months', 'YYYY-MM-DD"T"HH24:MI:SS.MS"+00:00"')`;
const REFUSED = 'audit_log is append-only: a record is deleted only past its 24 months';

/**
 * Staff access records cannot be rewritten by the application: on top of the trigger that
 * refuses updates (migration 003), a trigger refuses deleting a record younger than its
 * retention period, and on PostgreSQL one refuses TRUNCATE (which row triggers do not see),
 * and UPDATE and TRUNCATE are revoked from every role that holds them, the owner (the role
 * that runs this, often the application's own) included. DELETE stays: retention needs it.
 * A role that owns the table can grant itself the privileges back or drop the triggers;
 * docs/deploy.md says how production keeps the owner apart from the application's role.
 */
export const staffAccess: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await sql
        .raw(
          `create trigger audit_log_keep_recent before delete on audit_log when old.at >= ${SQLITE_CUTOFF} begin select raise(abort, '${REFUSED}'); end`,
        )
        .execute(db);
      return;
    }
    await sql
      .raw(
        `create function audit_log_keep_recent() returns trigger language plpgsql as $$
         begin
           if old.at >= ${POSTGRES_CUTOFF} then raise exception '${REFUSED}'; end if;
           return old;
         end $$`,
      )
      .execute(db);
    await sql`create trigger audit_log_keep_recent before delete on audit_log for each row execute function audit_log_keep_recent()`.execute(
      db,
    );
    await sql`create function audit_log_no_truncate() returns trigger language plpgsql as $$ begin raise exception 'audit_log is append-only: it cannot be truncated'; end $$`.execute(
      db,
    );
    await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_no_truncate()`.execute(
      db,
    );
    await sql`revoke update, truncate on table audit_log from public`.execute(db);
    await sql`do $$
      declare holder text;
      begin
        for holder in
          select distinct grantee from information_schema.role_table_grants
          where table_schema = current_schema() and table_name = 'audit_log' and privilege_type in ('UPDATE', 'TRUNCATE') and grantee <> 'PUBLIC'
        loop
          execute format('revoke update, truncate on table audit_log from %I', holder);
        end loop;
      end $$`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await sql`drop trigger audit_log_keep_recent`.execute(db);
      return;
    }
    await sql`grant update, truncate on table audit_log to current_user`.execute(db);
    await sql`drop trigger audit_log_no_truncate on audit_log`.execute(db);
    await sql`drop function audit_log_no_truncate()`.execute(db);
    await sql`drop trigger audit_log_keep_recent on audit_log`.execute(db);
    await sql`drop function audit_log_keep_recent()`.execute(db);
  },
};
