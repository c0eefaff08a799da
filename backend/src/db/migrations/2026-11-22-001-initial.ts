import { sql, type Kysely, type Migration } from 'kysely';
import { identity, notNullColumns } from './columns';

/** Users and their sessions, enquiries, newsletter subscribers, subscriptions, server secrets. */
export const initialSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('email', 'varchar(320)', (column) => column.notNull().unique())
      .$call(notNullColumns({ name: 'varchar(512)', password_hash: 'text' }))
      .addColumn('prefs', 'text', (column) => column.notNull().defaultTo('{}'))
      .$call(
        notNullColumns({
          created_at: 'varchar(40)',
          updated_at: 'varchar(40)',
          password_updated_at: 'varchar(40)',
          accessed_at: 'varchar(40)',
        }),
      )
      .execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('secret_hash', 'varchar(64)', (column) => column.notNull().unique())
      .$call(notNullColumns({ expires_at: 'varchar(40)', created_at: 'varchar(40)', ip: 'varchar(64)' }))
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
    await db.schema
      .createTable('contact_enquiries')
      .addColumn('id', 'integer', identity(db))
      .$call(
        notNullColumns({
          first_name: 'text',
          last_name: 'text',
          title: 'text',
          company: 'text',
          interest: 'text',
          method: 'text',
          country: 'text',
          email: 'text',
          phone: 'text',
          message: 'text',
          created_at: 'varchar(40)',
        }),
      )
      .execute();
    await db.schema
      .createTable('newsletter_subscribers')
      .addColumn('email', 'varchar(320)', (column) => column.primaryKey())
      .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('subscriptions')
      .addColumn('id', 'integer', identity(db))
      .$call(
        notNullColumns({
          user_id: 'varchar(64)',
          username: 'varchar(320)',
          package: 'varchar(16)',
          card_last4: 'varchar(4)',
          created_at: 'varchar(40)',
        }),
      )
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
