import { SqliteAdapter, type Kysely, type Migration } from 'kysely';
import { addColumnsWithDefaults, identity } from './columns';

/**
 * Email: the outbox every mail is written to in the transaction of the event that causes it,
 * the single-purpose tokens mailed links carry (stored hashed), the newsletter's double opt-in
 * and the account's verified address.
 */
export const email: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', sqlite ? 'integer' : 'bigint', identity(db))
      // Stable across retries, so a receiver can tell a resend from a new mail.
      .addColumn('message_id', 'varchar(200)', (column) => column.notNull().unique())
      .addColumn('kind', 'varchar(40)', (column) => column.notNull())
      .addColumn('recipient', 'varchar(320)', (column) => column.notNull())
      // JSON: what the kind's template needs; the worker writes the mail when it sends it.
      .addColumn('data', 'text', (column) => column.notNull())
      // JSON object of extra headers (List-Unsubscribe...).
      .addColumn('headers', 'text', (column) => column.notNull().defaultTo('{}'))
      // pending → sent, or pending → failed after a day of failures.
      .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'varchar(40)', (column) => column.notNull())
      // A worker's claim: until then no other worker takes the mail; a worker killed mid-send loses it only until then.
      .addColumn('claimed_until', 'varchar(40)', (column) => column.notNull().defaultTo(''))
      .addColumn('last_error', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
      .addColumn('sent_at', 'varchar(40)', (column) => column.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
    await db.schema.createIndex('mail_outbox_created_at').on('mail_outbox').column('created_at').execute();

    await db.schema
      .createTable('email_tokens')
      // SHA-256 of the secret in the link; the secret itself is never stored.
      .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
      // newsletter-confirm, newsletter-unsubscribe, recovery, verification.
      .addColumn('purpose', 'varchar(40)', (column) => column.notNull())
      // The address (newsletter) or the user id (account) the token acts on.
      .addColumn('subject', 'varchar(320)', (column) => column.notNull())
      // '' for a token that does not expire (unsubscribe).
      .addColumn('expires_at', 'varchar(40)', (column) => column.notNull().defaultTo(''))
      .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('email_tokens_subject').on('email_tokens').columns(['purpose', 'subject']).execute();

    // Addresses from before double opt-in never confirmed: they wait for a confirmation like a new sign-up.
    await addColumnsWithDefaults(db, 'newsletter_subscribers', { status: ['varchar(16)', 'pending'], confirmed_at: ['varchar(40)', ''] });
    await addColumnsWithDefaults(db, 'users', { email_verified_at: ['varchar(40)', ''] });
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
    await db.schema.alterTable('newsletter_subscribers').dropColumn('confirmed_at').execute();
    await db.schema.alterTable('newsletter_subscribers').dropColumn('status').execute();
    await db.schema.dropTable('email_tokens').execute();
    await db.schema.dropTable('mail_outbox').execute();
  },
};
