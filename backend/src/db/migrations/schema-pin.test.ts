import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../database';
import { createPostgresDatabase } from '../postgres-databases';

/*
 * The schema the migrations build, pinned on both dialects. Applied migrations are history
 * (Kysely tracks them by name only), so one may be rewritten only if it still emits the same
 * DDL: these dumps (Kysely's own bookkeeping tables included), compared with the committed
 * snapshot, are what says it does. A new migration changes them on purpose: review the
 * snapshot's diff, then update it with `npx jest -u` on SQLite and again with DATABASE_URL set.
 */

type Rows = Record<string, unknown>[];

/** Each row as `a | b | c` under its section's title; a multi-line value's lines indented. */
function dumpOf(sections: Record<string, Rows>): string {
  const line = (row: Record<string, unknown>) =>
    Object.values(row)
      .map((value) => String(value).trimEnd().replace(/\s*\n/g, '\n    '))
      .join(' | ');
  return Object.entries(sections)
    .map(([title, rows]) => [`== ${title}`, ...rows.map(line)].join('\n'))
    .join('\n\n');
}

async function sqliteSchema(db: Kysely<unknown>): Promise<string> {
  const rows = await sql<Record<string, unknown>>`
    select type, name, tbl_name, coalesce(sql, '(automatic)') as sql from sqlite_master order by type, name`.execute(db);
  return dumpOf({ sqlite_master: rows.rows });
}

/** The migrated schema as PostgreSQL's catalogue has it, each section sorted. */
async function postgresSchema(db: Kysely<unknown>): Promise<string> {
  const rows = async (query: ReturnType<typeof sql>) => ((await query.execute(db)) as { rows: Rows }).rows;
  return dumpOf({
    columns: await rows(sql`
      select c.relname as table, a.attnum as position, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
             case when a.attnotnull then 'not null' else 'null' end as nullability,
             coalesce('default ' || pg_get_expr(d.adbin, d.adrelid), 'no default') as default,
             case a.attidentity when 'd' then 'identity by default' when 'a' then 'identity always' else 'no identity' end as identity,
             coalesce('collate ' || nullif(co.collname, 'default'), 'default collation') as collation
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      left join pg_collation co on co.oid = a.attcollation
      where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`),
    constraints: await rows(sql`
      select c.relname as table, k.conname as constraint, pg_get_constraintdef(k.oid) as definition
      from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.connamespace = current_schema()::regnamespace
      order by c.relname, k.conname`),
    indexes: await rows(sql`
      select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema() order by tablename, indexname`),
    triggers: await rows(sql`
      select c.relname as table, t.tgname as trigger, pg_get_triggerdef(t.oid) as definition
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal
      order by c.relname, t.tgname`),
    functions: await rows(sql`
      select p.proname as function, pg_get_functiondef(p.oid) as definition
      from pg_proc p where p.pronamespace = current_schema()::regnamespace
      order by p.proname, pg_get_function_identity_arguments(p.oid)`),
    // Against each table's default privileges (the owner's all, PUBLIC's none), which differ
    // between PostgreSQL versions: what the migrations granted or revoked, whoever ran them.
    'table privileges granted (+) or revoked (-)': await rows(sql`
      with acl as (
        select c.relname, d.grantee = c.relowner as is_owner, d.grantee = 0 as is_public,
               pg_get_userbyid(d.grantee) as role, d.privilege_type, d.is_default
        from pg_class c,
             lateral (
               (select e.grantee, e.privilege_type, true as is_default from aclexplode(acldefault('r', c.relowner)) e
                except select e.grantee, e.privilege_type, true from aclexplode(c.relacl) e)
               union all
               (select e.grantee, e.privilege_type, false from aclexplode(c.relacl) e
                except select e.grantee, e.privilege_type, false from aclexplode(acldefault('r', c.relowner)) e)
             ) d
        where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and c.relacl is not null
      )
      select relname as table, case when is_owner then 'owner' when is_public then 'PUBLIC' else role end as grantee,
             string_agg(case when is_default then '-' else '+' end || privilege_type, ' ' order by is_default, privilege_type) as privileges
      from acl group by relname, is_owner, is_public, role
      order by 1, 2`),
  });
}

test('the migrated schema on SQLite is the pinned one', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-schema-pin-'));
  const handle = await openDatabase({ dataDir, onConnectionLost: () => undefined });
  try {
    expect(await sqliteSchema(handle.db as unknown as Kysely<unknown>)).toMatchSnapshot();
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

(process.env.DATABASE_URL ? test : test.skip)('the migrated schema on PostgreSQL is the pinned one', async () => {
  const database = await createPostgresDatabase(process.env.DATABASE_URL!, 'rcm_schema_pin');
  const handle = await openDatabase({ dataDir: '', databaseUrl: database.url, onConnectionLost: () => undefined });
  try {
    expect(await postgresSchema(handle.db as unknown as Kysely<unknown>)).toMatchSnapshot();
  } finally {
    await handle.close();
    await database.drop();
  }
});
