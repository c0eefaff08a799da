import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';
import { notNullColumns, refuseUpdates } from './columns';

/**
 * Which releases' files were pruned from the store (issue #27): a row per release, written once
 * by the prune that decided it (`releases` itself refuses updates). A pruned release can no
 * longer be promoted, started as a canary, rolled back to or previewed.
 */
export const releasePrunes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('release_prunes')
      .$call(notNullColumns({ remote: 'varchar(16)', id: 'varchar(40)', pruned_at: 'varchar(40)' }))
      .$call(notNullColumns({ pruned_by_id: 'varchar(64)', pruned_by_email: 'varchar(320)' }))
      .addPrimaryKeyConstraint('release_prunes_pkey', ['remote', 'id'])
      .addForeignKeyConstraint('release_prunes_release', ['remote', 'id'], 'releases', ['remote', 'id'])
      .execute();
    await refuseUpdates(db, 'release_prunes');
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('release_prunes').execute();
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) await sql`drop function if exists release_prunes_append_only()`.execute(db);
  },
};
