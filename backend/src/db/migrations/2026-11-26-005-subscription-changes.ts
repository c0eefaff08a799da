import { servicePackages } from '@rcm/shared';
import type { Kysely, Migration } from 'kysely';
import { addColumnsWithDefaults } from './columns';

/**
 * Subscription changes: each row records the monthly price it was bought at, and a cancelled
 * row when it was cancelled (the package then stays until the end of the month paid for).
 */
export const subscriptionChanges: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumnsWithDefaults(db, 'subscriptions', {
      monthly_price_usd: ['integer', 0],
      // '' while the package runs on.
      cancelled_at: ['varchar(40)', ''],
    });
    // Rows from before: bought at the catalogue's price of the time (it has not changed).
    const rows = db as unknown as Kysely<{ subscriptions: { package: string; monthly_price_usd: number } }>;
    for (const servicePackage of servicePackages) {
      await rows
        .updateTable('subscriptions')
        .set({ monthly_price_usd: servicePackage.monthlyPriceUsd })
        .where('package', '=', servicePackage.id)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('subscriptions').dropColumn('cancelled_at').execute();
    await db.schema.alterTable('subscriptions').dropColumn('monthly_price_usd').execute();
  },
};
