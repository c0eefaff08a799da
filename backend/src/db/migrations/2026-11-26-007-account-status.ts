import type { Kysely, Migration } from 'kysely';
import { addColumnsWithDefaults } from './columns';

/**
 * Appwrite's account `status`: when the owner closed the account (`PATCH /v1/account/status`),
 * or '' while it is open. A closed account cannot log in; its row stays only as the pseudonym
 * its kept accounting records point to.
 */
export const accountStatus: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumnsWithDefaults(db, 'users', { blocked_at: ['varchar(40)', ''] });
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('blocked_at').execute();
  },
};
