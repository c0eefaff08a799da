import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';

/** An auto-numbered primary key, spelled the way each dialect wants it. */
function identity(db: Kysely<unknown>): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? (column) => column.primaryKey().autoIncrement()
    : (column) => column.primaryKey().generatedByDefaultAsIdentity();
}

/** Users and their sessions, enquiries, newsletter subscribers, subscriptions, server secrets. */
export const initialSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('email', 'varchar(320)', (column) => column.notNull().unique())
      .addColumn('name', 'varchar(512)', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('prefs', 'text', (column) => column.notNull().defaultTo('{}'))
      .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
      .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
      .addColumn('password_updated_at', 'varchar(40)', (column) => column.notNull())
      .addColumn('accessed_at', 'varchar(40)', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('secret_hash', 'varchar(64)', (column) => column.notNull().unique())
      .addColumn('expires_at', 'varchar(40)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
      .addColumn('ip', 'varchar(64)', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
    await db.schema
      .createTable('contact_enquiries')
      .addColumn('id', 'integer', identity(db))
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('company', 'text', (column) => column.notNull())
      .addColumn('interest', 'text', (column) => column.notNull())
      .addColumn('method', 'text', (column) => column.notNull())
      .addColumn('country', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('newsletter_subscribers')
      .addColumn('email', 'varchar(320)', (column) => column.primaryKey())
      .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('subscriptions')
      .addColumn('id', 'integer', identity(db))
      .addColumn('user_id', 'varchar(64)', (column) => column.notNull())
      .addColumn('username', 'varchar(320)', (column) => column.notNull())
      .addColumn('package', 'varchar(16)', (column) => column.notNull())
      .addColumn('card_last4', 'varchar(4)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('subscriptions_user_id').on('subscriptions').column('user_id').execute();
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['server_secrets', 'subscriptions', 'newsletter_subscribers', 'contact_enquiries', 'sessions', 'users']) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db);
    }
  },
};
