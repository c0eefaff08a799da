import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { openDatabase } from '../database';
import { createPostgresDatabase } from '../postgres-databases';
import { sqliteDriver } from '../sqlite-driver';
import { describeDatabase } from '../../testing/test-server';
import { migrationProvider } from './index';

/** Purchases as the schema before billing kept them: [user, package, price, bought, cancelled]. */
const purchases = [
  // Silver, cancelled and over; then Gold, a new subscription; then Platinum, a change.
  ['ann', 'silver', 20, '2026-09-01T10:00:00.000+00:00', '2026-09-05T10:00:00.000+00:00'],
  ['ann', 'gold', 50, '2026-10-20T10:00:00.000+00:00', ''],
  ['ann', 'platinum', 80, '2026-10-31T10:00:00.000+00:00', ''],
  // Gold bought on January 31: paid until March 3 (February has no 31st), cancelled, still paid up.
  ['bob', 'gold', 50, '2027-01-31T09:00:00.000+00:00', '2027-02-02T08:00:00.000+00:00'],
] as const;

/** A database at migration 010 with those rows, and how to open it migrated to the latest. */
async function databaseBeforeBilling(): Promise<{ open: () => ReturnType<typeof openDatabase>; done: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-billing-'));
  const pg = serverUrl ? await createPostgresDatabase(serverUrl, 'rcm_test') : undefined;
  const db = new Kysely<unknown>({
    dialect: pg
      ? new PostgresDialect({ pool: new Pool({ connectionString: pg.url, max: 1 }) })
      : new SqliteDialect({ database: new (sqliteDriver())(path.join(dir, 'rcm.sqlite')) }),
  });
  await new Migrator({ db, provider: migrationProvider }).migrateTo('2026-11-27-010-mfa');
  for (const [user, pkg, price, bought, cancelled] of purchases) {
    await sql`insert into subscriptions (user_id, username, package, card_last4, payment_reference, monthly_price_usd, cancelled_at, created_at)
      values (${user}, ${`${user}@example.com`}, ${pkg}, '4242', ${`ref-${pkg}`}, ${price}, ${cancelled}, ${bought})`.execute(db);
  }
  await db.destroy();
  return {
    open: () => openDatabase({ dataDir: dir, databaseUrl: pg?.url, onConnectionLost: () => undefined }),
    done: async () => {
      await pg?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

test(`upgrading to billing keeps every package's paid-until as it was derived and backfills its charge and cancellation (${describeDatabase()})`, async () => {
  const before = await databaseBeforeBilling();
  const handle = await before.open();
  const { db } = handle;
  expect(await db.selectFrom('subscriptions').select(['user_id', 'package', 'paid_until']).orderBy('id').execute()).toEqual([
    { user_id: 'ann', package: 'silver', paid_until: '2026-10-01T10:00:00.000+00:00' },
    { user_id: 'ann', package: 'gold', paid_until: '2026-11-20T10:00:00.000+00:00' },
    { user_id: 'ann', package: 'platinum', paid_until: '2026-12-01T10:00:00.000+00:00' },
    { user_id: 'bob', package: 'gold', paid_until: '2027-03-03T09:00:00.000+00:00' },
  ]);
  const charges = await db
    .selectFrom('charges')
    .select([
      'user_id',
      'package',
      'kind',
      'from_package',
      'price_cents',
      'credit_cents',
      'amount_cents',
      'period_start',
      'period_end',
      'payment_reference',
    ])
    .orderBy('id')
    .execute();
  expect(charges.map((charge) => [charge.user_id, charge.package, charge.kind, charge.from_package, charge.amount_cents])).toEqual([
    ['ann', 'silver', 'new', '', 2000],
    ['ann', 'gold', 'new', '', 5000],
    ['ann', 'platinum', 'change', 'gold', 8000],
    ['bob', 'gold', 'new', '', 5000],
  ]);
  expect(charges[3]).toMatchObject({
    price_cents: 5000,
    credit_cents: 0,
    period_start: '2027-01-31T09:00:00.000+00:00',
    period_end: '2027-03-03T09:00:00.000+00:00',
    payment_reference: 'ref-gold',
  });
  expect(await db.selectFrom('subscription_events').select(['user_id', 'action', 'created_at']).orderBy('id').execute()).toEqual([
    { user_id: 'ann', action: 'cancelled', created_at: '2026-09-05T10:00:00.000+00:00' },
    { user_id: 'bob', action: 'cancelled', created_at: '2027-02-02T08:00:00.000+00:00' },
  ]);
  // One charge per package and period: a second one for the same period is refused by the database.
  const [first] = await db.selectFrom('subscriptions').select('id').orderBy('id').execute();
  await expect(
    db
      .insertInto('charges')
      .values({ ...charges[0]!, subscription_id: first!.id, kind: 'renewal', card_last4: '4242', created_at: charges[0]!.period_start })
      .execute(),
    // Matched by its message: the driver's error may come from another realm than this test's Error.
  ).rejects.toMatchObject({ message: expect.stringMatching(/UNIQUE constraint failed: charges|charges_subscription_period/) });
  await handle.close();
  await before.done();
});

test(`upgrading to invoices numbers the charges already made, per year, in the order they were made (${describeDatabase()})`, async () => {
  const before = await databaseBeforeBilling();
  const handle = await before.open();
  const { db } = handle;
  const invoices = await db
    .selectFrom('invoices')
    .innerJoin('charges', 'charges.id', 'invoices.charge_id')
    .select(['invoices.number', 'charges.package', 'invoices.customer_email', 'invoices.issued_at'])
    .orderBy('invoices.id')
    .execute();
  expect(invoices).toEqual([
    { number: 'INV-2026-000001', package: 'silver', customer_email: 'ann@example.com', issued_at: purchases[0][3] },
    { number: 'INV-2026-000002', package: 'gold', customer_email: 'ann@example.com', issued_at: purchases[1][3] },
    { number: 'INV-2026-000003', package: 'platinum', customer_email: 'ann@example.com', issued_at: purchases[2][3] },
    { number: 'INV-2027-000001', package: 'gold', customer_email: 'bob@example.com', issued_at: purchases[3][3] },
  ]);
  expect(await db.selectFrom('invoice_counters').selectAll().orderBy('year').execute()).toEqual([
    { year: 2026, last_number: 3 },
    { year: 2027, last_number: 1 },
  ]);
  await handle.close();
  await before.done();
});
