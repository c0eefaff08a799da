import type { Kysely, Migration } from 'kysely';
import { addColumnsWithDefaults } from './columns';

/**
 * Monthly renewal (`customers/renewal.ts`): each package row keeps the payment provider's
 * reusable reference to its card (`card_reference`; never the number), when it lapsed after its
 * renewal was declined for good (`ended_at`), and its renewal's state: declines so far in the
 * period due, when to try again, and until when a runner holds it. Rows from before have no card
 * on file: their renewal is declined and they lapse with the notice.
 */
export const renewal: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumnsWithDefaults(db, 'subscriptions', {
      card_reference: ['varchar(255)', ''],
      ended_at: ['varchar(40)', ''],
      renewal_declines: ['integer', 0],
      renewal_retry_at: ['varchar(40)', ''],
      renewal_claimed_until: ['varchar(40)', ''],
    });
    // What a renewal pass looks for: packages whose paid time is over.
    await db.schema.createIndex('subscriptions_paid_until').on('subscriptions').column('paid_until').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('subscriptions_paid_until').execute();
    for (const column of ['renewal_claimed_until', 'renewal_retry_at', 'renewal_declines', 'ended_at', 'card_reference'])
      await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  },
};
