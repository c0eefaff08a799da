import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';

interface Row {
  id: number;
  user_id: string;
  package: string;
  monthly_price_usd: number;
  card_last4: string;
  payment_reference: string;
  cancelled_at: string;
  created_at: string;
}

/** The tables as this migration reads and writes them. */
interface Tables {
  subscriptions: Row & { paid_until: string };
  charges: {
    subscription_id: number;
    user_id: string;
    package: string;
    kind: string;
    from_package: string;
    price_cents: number;
    credit_cents: number;
    amount_cents: number;
    period_start: string;
    period_end: string;
    card_last4: string;
    payment_reference: string;
    created_at: string;
  };
  subscription_events: { subscription_id: number; user_id: string; action: string; created_at: string };
}

/** One calendar month after `at` (UTC), written as the rows write dates: what paid-until was derived as before. */
function monthAfter(at: string): string {
  const end = new Date(at);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end.toISOString().replace('Z', '+00:00');
}

/**
 * Billing: each package row says until when it is paid (`paid_until`, backfilled as it was
 * derived: one month after the purchase); `charges` holds each charge (what for, the credit
 * given, the amount taken, the period it pays for, the card's last four digits), and
 * `subscription_events` each cancellation and resumption. Receipts and the history read them.
 * Rows from before are backfilled: each purchase was one charge of the full monthly price, a
 * change when the previous package had not ended.
 */
export const billing: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const notNull = (column: ColumnDefinitionBuilder) => column.notNull();
    const orEmpty = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo('');
    /** A table whose rows belong to one package row (deleted with it): its own id, the package row, the customer. */
    const ofPackageRow = (table: string) =>
      db.schema
        .createTable(table)
        .addColumn('id', 'integer', (column) =>
          sqlite ? column.primaryKey().autoIncrement() : column.primaryKey().generatedByDefaultAsIdentity(),
        )
        .addColumn('subscription_id', 'integer', (column) => column.notNull().references('subscriptions.id').onDelete('cascade'))
        .addColumn('user_id', 'varchar(64)', notNull);
    const byCustomer = (table: string) => db.schema.createIndex(`${table}_user_id`).on(table).column('user_id').execute();

    await db.schema.alterTable('subscriptions').addColumn('paid_until', 'varchar(40)', orEmpty).execute();
    await ofPackageRow('charges')
      .addColumn('package', 'varchar(16)', notNull)
      // new, change (a renewal later).
      .addColumn('kind', 'varchar(16)', notNull)
      // The package a change replaced ('' otherwise).
      .addColumn('from_package', 'varchar(16)', orEmpty)
      .addColumn('price_cents', 'integer', notNull)
      .addColumn('credit_cents', 'integer', (column) => column.notNull().defaultTo(0))
      // What the payment provider was asked for (0: it was not asked).
      .addColumn('amount_cents', 'integer', notNull)
      .addColumn('period_start', 'varchar(40)', notNull)
      .addColumn('period_end', 'varchar(40)', notNull)
      .addColumn('card_last4', 'varchar(4)', notNull)
      .addColumn('payment_reference', 'varchar(255)', orEmpty)
      .addColumn('created_at', 'varchar(40)', notNull)
      .execute();
    // One charge per package row and period: what a renewal run claims by.
    await db.schema
      .createIndex('charges_subscription_period')
      .unique()
      .on('charges')
      .columns(['subscription_id', 'period_start'])
      .execute();
    await byCustomer('charges');
    // cancelled, resumed.
    await ofPackageRow('subscription_events')
      .addColumn('action', 'varchar(16)', notNull)
      .addColumn('created_at', 'varchar(40)', notNull)
      .execute();
    await byCustomer('subscription_events');

    const tables = db as unknown as Kysely<Tables>;
    const rows = await tables
      .selectFrom('subscriptions')
      .select(['id', 'user_id', 'package', 'monthly_price_usd', 'card_last4', 'payment_reference', 'cancelled_at', 'created_at'])
      .orderBy('user_id')
      .orderBy('id')
      .execute();
    for (const [index, row] of rows.entries()) {
      const paidUntil = monthAfter(row.created_at);
      const before = rows[index - 1];
      const previous = before?.user_id === row.user_id ? before : undefined;
      // As the history was derived: a purchase while the previous package had not ended was a change.
      const changed = previous !== undefined && !(previous.cancelled_at !== '' && monthAfter(previous.created_at) <= row.created_at);
      await tables.updateTable('subscriptions').set({ paid_until: paidUntil }).where('id', '=', row.id).execute();
      await tables
        .insertInto('charges')
        .values({
          subscription_id: row.id,
          user_id: row.user_id,
          package: row.package,
          kind: changed ? 'change' : 'new',
          from_package: changed && previous ? previous.package : '',
          price_cents: row.monthly_price_usd * 100,
          credit_cents: 0,
          amount_cents: row.monthly_price_usd * 100,
          period_start: row.created_at,
          period_end: paidUntil,
          card_last4: row.card_last4,
          payment_reference: row.payment_reference,
          created_at: row.created_at,
        })
        .execute();
      if (row.cancelled_at !== '') {
        await tables
          .insertInto('subscription_events')
          .values({ subscription_id: row.id, user_id: row.user_id, action: 'cancelled', created_at: row.cancelled_at })
          .execute();
      }
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('subscription_events').execute();
    await db.schema.dropTable('charges').execute();
    await db.schema.alterTable('subscriptions').dropColumn('paid_until').execute();
  },
};
