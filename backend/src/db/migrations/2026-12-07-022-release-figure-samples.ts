import type { Kysely, Migration } from 'kysely';
import { notNullColumns } from './columns';

/**
 * The release figures over time (issue #28 item 5): every sampling slot, each registry
 * release's cumulative counts as the figures source gave them (`releases/figures-history/`).
 * The console charts the difference between slots; rows older than the retention are deleted.
 */
export const releaseFigureSamples: Migration = {
  async up(db: Kysely<unknown>) {
    // One row per slot taken: the instance whose insert lands samples it, the others skip it.
    await db.schema
      .createTable('release_figure_slots')
      .addColumn('at', 'varchar(40)', (column) => column.primaryKey())
      .execute();
    await db.schema
      .createTable('release_figure_samples')
      .$call(notNullColumns({ remote: 'varchar(16)', release: 'varchar(40)', at: 'varchar(40)', counts: 'text' }))
      .addPrimaryKeyConstraint('release_figure_samples_pkey', ['remote', 'at', 'release'])
      .execute();
    // The retention's delete reads by time alone.
    await db.schema.createIndex('release_figure_samples_at').on('release_figure_samples').column('at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('release_figure_samples').execute();
    await db.schema.dropTable('release_figure_slots').execute();
  },
};
