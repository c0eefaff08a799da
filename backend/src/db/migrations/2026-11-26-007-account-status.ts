import type { Kysely, Migration } from 'kysely';

/**
 * Appwrite's account `status`: when the owner closed the account (`PATCH /v1/account/status`),
 * or '' while it is open. A closed account cannot log in; its row stays only as the pseudonym
 * its kept accounting records point to.
 */
export const accountStatus: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('blocked_at', 'varchar(40)', (column) => column.notNull().defaultTo(''))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('blocked_at').execute();
  },
};
