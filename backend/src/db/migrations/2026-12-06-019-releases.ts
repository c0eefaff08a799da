import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';
import { identity, notNullColumns, refuseUpdates } from './columns';

/** The remotes whose channels exist from the start, as this migration writes them. */
const REMOTES = ['marketing', 'account', 'staff'] as const;

/**
 * The release registry (issue #27). `releases` holds what was published, never changed
 * (updates refused; the primary key refuses a second release of one id). `release_channels`
 * says, per remote, which release is live and which runs as a canary; a channel only points at
 * a release of its own remote (the composite references). `release_events` is the registry's
 * history, appended to and never changed: a rollback reads the live releases from it. The one
 * row of `release_map` counts every channel change: the web servers' ETag, bumped in the same
 * transaction as the change, so a map and its version never disagree.
 */
export const releases: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('releases')
      .$call(notNullColumns({ remote: 'varchar(16)', id: 'varchar(40)' }))
      // `commit` is a reserved word in SQL.
      .$call(notNullColumns({ git_commit: 'varchar(40)', exposes: 'text', shared: 'text', published_at: 'varchar(40)' }))
      .$call(notNullColumns({ published_by_id: 'varchar(64)', published_by_email: 'varchar(320)', reason: 'varchar(500)' }))
      .addPrimaryKeyConstraint('releases_pkey', ['remote', 'id'])
      .execute();
    await refuseUpdates(db, 'releases');

    await db.schema
      .createTable('release_channels')
      .addColumn('remote', 'varchar(16)', (column) => column.primaryKey())
      .addColumn('live_id', 'varchar(40)')
      .addColumn('canary_id', 'varchar(40)')
      .addColumn('canary_percent', 'integer')
      .addForeignKeyConstraint('release_channels_live', ['remote', 'live_id'], 'releases', ['remote', 'id'])
      .addForeignKeyConstraint('release_channels_canary', ['remote', 'canary_id'], 'releases', ['remote', 'id'])
      .execute();
    const channels = db as unknown as Kysely<{ release_channels: { remote: string } }>;
    await channels
      .insertInto('release_channels')
      .values(REMOTES.map((remote) => ({ remote })))
      .execute();

    await db.schema
      .createTable('release_events')
      .addColumn('id', 'integer', identity(db))
      .$call(notNullColumns({ remote: 'varchar(16)', action: 'varchar(16)', release_id: 'varchar(40)' }))
      // The canary's share for `canary`; null for every other action.
      .addColumn('percent', 'integer')
      .$call(notNullColumns({ reason: 'varchar(500)', actor_id: 'varchar(64)', actor_email: 'varchar(320)', at: 'varchar(40)' }))
      .execute();
    await db.schema.createIndex('release_events_remote_id').on('release_events').columns(['remote', 'id']).execute();
    await refuseUpdates(db, 'release_events');

    await db.schema
      .createTable('release_map')
      // Always 1: the table has one row.
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('version', 'integer', (column) => column.notNull())
      .execute();
    const map = db as unknown as Kysely<{ release_map: { id: number; version: number } }>;
    await map.insertInto('release_map').values({ id: 1, version: 0 }).execute();
  },
  async down(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    for (const table of ['release_map', 'release_events', 'release_channels', 'releases']) await db.schema.dropTable(table).execute();
    if (!sqlite) {
      await sql`drop function if exists release_events_append_only()`.execute(db);
      await sql`drop function if exists releases_append_only()`.execute(db);
    }
  },
};
