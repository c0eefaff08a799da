import type { Kysely, Migration } from 'kysely';

/**
 * A customer's purchase under way (`customers/purchase.ts`): claimed under the billing lock before
 * the payment provider is asked, outside any transaction, and let go when it is recorded or
 * declined. One row a customer at most; it names the attempt's idempotency key, so an attempt
 * whose outcome is not known (the provider unreachable, or the record failed after it approved)
 * is retried with the same key and charged once.
 */
export const purchaseClaims: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('purchase_claims')
      .addColumn('user_id', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('idempotency_key', 'varchar(128)', (column) => column.notNull())
      .addColumn('package', 'varchar(32)', (column) => column.notNull())
      .addColumn('amount_cents', 'integer', (column) => column.notNull())
      .addColumn('claimed_until', 'varchar(40)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('purchase_claims').execute();
  },
};
