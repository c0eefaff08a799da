import { sql, type Kysely, type Migration } from 'kysely';
import { addColumnsWithDefaults, identity, notNullColumns } from './columns';

interface ChargeRow {
  id: number;
  user_id: string;
  created_at: string;
  email: string;
  name: string | null;
}

/** The tables as this migration writes them. */
interface Tables {
  invoice_counters: { year: number; last_number: number };
  invoices: {
    number: string;
    charge_id: number;
    user_id: string;
    customer_name: string;
    customer_email: string;
    issued_at: string;
  };
}

/** The invoice number as this migration writes it: `INV-<year>-<number, six digits at least>`. */
const invoiceNumber = (year: number, number: number) => `INV-${year}-${String(number).padStart(6, '0')}`;

/**
 * Invoices (BILL-4): each charge gets one, numbered from an unbroken sequence per calendar year
 * (UTC) of the charge. `invoice_counters` holds the last number given each year; the charge's
 * transaction bumps it (a row lock, not a database sequence, which would leave a gap when a
 * charge rolls back). An invoice keeps who it was made out to as they were then (name, address,
 * practice and its billing address); closing the account files it under the pseudonym. `customers` gains the practice's
 * name and billing address, which the customer may give in the account settings. The charges
 * already made are numbered in the order they were made.
 */
export const invoices: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumnsWithDefaults(db, 'customers', { practice_name: ['varchar(120)', ''], billing_address: ['varchar(400)', ''] });
    await db.schema
      .createTable('invoice_counters')
      .addColumn('year', 'integer', (column) => column.primaryKey())
      .addColumn('last_number', 'integer', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('invoices')
      .addColumn('id', 'integer', identity(db))
      .addColumn('number', 'varchar(32)', (column) => column.notNull().unique())
      .addColumn('charge_id', 'integer', (column) => column.notNull().unique().references('charges.id').onDelete('cascade'))
      .$call(notNullColumns({ user_id: 'varchar(64)', customer_name: 'varchar(255)', customer_email: 'varchar(320)' }))
      .addColumn('practice_name', 'varchar(120)', (column) => column.notNull().defaultTo(''))
      .addColumn('billing_address', 'varchar(400)', (column) => column.notNull().defaultTo(''))
      // 1 when the charge was taken by the demonstration checkout (no card was charged).
      .addColumn('demonstration', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('issued_at', 'varchar(40)', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('invoices_user_id').on('invoices').column('user_id').execute();

    const { rows } = await sql<ChargeRow>`select charges.id, charges.user_id, charges.created_at, subscriptions.username as email,
        users.name from charges join subscriptions on subscriptions.id = charges.subscription_id
        left join users on users.id = charges.user_id order by charges.created_at, charges.id`.execute(db);
    const tables = db as unknown as Kysely<Tables>;
    const last = new Map<number, number>();
    for (const row of rows) {
      const year = new Date(row.created_at).getUTCFullYear();
      const number = (last.get(year) ?? 0) + 1;
      last.set(year, number);
      await tables
        .insertInto('invoices')
        .values({
          number: invoiceNumber(year, number),
          charge_id: Number(row.id),
          user_id: row.user_id,
          customer_name: row.name ?? '',
          customer_email: row.email,
          issued_at: row.created_at,
        })
        .execute();
    }
    for (const [year, number] of last) await tables.insertInto('invoice_counters').values({ year, last_number: number }).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('invoices').execute();
    await db.schema.dropTable('invoice_counters').execute();
    await db.schema.alterTable('customers').dropColumn('billing_address').execute();
    await db.schema.alterTable('customers').dropColumn('practice_name').execute();
  },
};
