import { paidUntil } from '@rcm/shared';
import type { Kysely } from 'kysely';
import { appwriteDate } from '../db/timestamp';
import type { Database } from '../db/schema';

/**
 * A gold package of `user` (`user@example.com`) written straight into the table, bought at
 * `createdAt` for a month (and cancelled at `cancelledAt`): for tests of dates no purchase today could give.
 */
export async function storeSubscription(db: Kysely<Database>, user: string, createdAt: string, cancelledAt = ''): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({
      user_id: user,
      username: `${user}@example.com`,
      package: 'gold',
      card_last4: '4242',
      payment_reference: 'r',
      created_at: createdAt,
      cancelled_at: cancelledAt,
      paid_until: appwriteDate(paidUntil(new Date(createdAt))),
    })
    .execute();
}
