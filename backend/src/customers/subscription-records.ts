import { isPackageId, paidUntil, type PackageId, type SubscriptionHistoryEntry } from '@rcm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';

type Db = Kysely<Database> | Transaction<Database>;

interface SubscriptionRow {
  id: number;
  package: string;
  monthly_price_usd: number;
  card_last4: string;
  cancelled_at: string;
  created_at: string;
}

/** What the customer holds now: the latest row, unless it was cancelled and its paid month is over. */
export interface CurrentSubscription {
  id: number;
  package: PackageId;
  monthlyPriceUsd: number;
  cardLast4: string;
  /** When the month paid for ends (ISO 8601). */
  paidUntil: string;
  /** When it was cancelled ('' while it runs on). */
  cancelledAt: string;
}

const columns = ['id', 'package', 'monthly_price_usd', 'card_last4', 'cancelled_at', 'created_at'] as const;

const paidUntilOf = (row: Pick<SubscriptionRow, 'created_at'>) => appwriteDate(paidUntil(new Date(row.created_at)));

/** Whether a row's package has ended by `now`: only a cancelled one ends (when its paid month is over). */
function hasEnded(row: Pick<SubscriptionRow, 'cancelled_at' | 'created_at'>, now: Date): boolean {
  return row.cancelled_at !== '' && paidUntil(new Date(row.created_at)).getTime() <= now.getTime();
}

export async function currentSubscriptionOf(db: Db, userId: string, now: Date): Promise<CurrentSubscription | null> {
  const latest = await db
    .selectFrom('subscriptions')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest || !isPackageId(latest.package) || hasEnded(latest, now)) return null;
  return {
    id: latest.id,
    package: latest.package,
    monthlyPriceUsd: latest.monthly_price_usd,
    cardLast4: latest.card_last4,
    paidUntil: paidUntilOf(latest),
    cancelledAt: latest.cancelled_at,
  };
}

/**
 * Marks the current package cancelled (it stays until the end of its paid month). Null when the
 * customer holds none; `alreadyCancelled` when it was cancelled before (nothing changes then).
 */
export async function cancelCurrentSubscription(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
): Promise<{ subscription: CurrentSubscription; alreadyCancelled: boolean } | null> {
  const current = await currentSubscriptionOf(trx, userId, now);
  if (!current) return null;
  if (current.cancelledAt !== '') return { subscription: current, alreadyCancelled: true };
  const cancelledAt = appwriteDate(now);
  // Only if nobody cancelled it meanwhile: two tabs cancelling at once send one mail.
  const updated = await trx
    .updateTable('subscriptions')
    .set({ cancelled_at: cancelledAt })
    .where('id', '=', current.id)
    .where('cancelled_at', '=', '')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return { subscription: current, alreadyCancelled: true };
  return { subscription: { ...current, cancelledAt }, alreadyCancelled: false };
}

/**
 * The customer's changes, newest first: each purchase (the first, or one after the previous
 * package ended, is "subscribed"; one while another ran is "changed") and each cancellation.
 * As long as the rows are kept (the privacy policy's seven years; the latest row always).
 */
export async function subscriptionHistoryOf(db: Db, userId: string): Promise<SubscriptionHistoryEntry[]> {
  const rows = await db.selectFrom('subscriptions').select(columns).where('user_id', '=', userId).orderBy('id', 'asc').execute();
  const entries: (SubscriptionHistoryEntry & { order: number })[] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    const base = {
      package: row.package,
      monthly_price_usd: row.monthly_price_usd,
      card_last4: row.card_last4,
      paid_until: paidUntilOf(row),
    };
    const changed = previous !== undefined && !hasEnded(previous, new Date(row.created_at));
    entries.push({ action: changed ? 'changed' : 'subscribed', date: row.created_at, ...base, order: index * 2 });
    if (row.cancelled_at !== '') entries.push({ action: 'cancelled', date: row.cancelled_at, ...base, order: index * 2 + 1 });
  });
  return entries.sort((a, b) => b.order - a.order).map(({ order: _order, ...entry }) => entry);
}
