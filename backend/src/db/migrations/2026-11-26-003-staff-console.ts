import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';
import { addColumnsWithDefaults, identity, notNullColumns, refuseUpdates } from './columns';

/**
 * The inbox search's words of an enquiry as they were when this migration was written (013 splits
 * words the same way, with terms of its own): a frozen
 * copy of `enquiries/search-terms.ts`, so that replaying the migration gives the same index whatever
 * the tokenizer becomes (a change to it comes with a migration of its own that reindexes).
 */
export const frozenSearchWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, 100));

function enquirySearchTerms(enquiry: Omit<EnquiryNameRow, 'id'>): string[] {
  return [...new Set([enquiry.first_name, enquiry.last_name, enquiry.company, enquiry.email].flatMap(frozenSearchWords))];
}

interface EnquiryNameRow {
  id: number;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
}

/** Stores the search terms `termsOf` gives each of a batch of enquiries, 500 rows a statement. */
export async function insertSearchTerms<Row extends { id: number }>(
  db: Kysely<unknown>,
  rows: readonly Row[],
  termsOf: (row: Row) => string[],
): Promise<void> {
  const values = rows.flatMap((row) => termsOf(row).map((term) => ({ term, enquiry_id: Number(row.id) })));
  for (let start = 0; start < values.length; start += 500) {
    await db
      .insertInto('enquiry_search_terms' as never)
      .values(values.slice(start, start + 500) as never)
      .execute();
  }
}

/** The search index of the enquiries already stored, a thousand at a time. */
async function indexExistingEnquiries(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (
      await sql<EnquiryNameRow>`select id, first_name, last_name, company, email from contact_enquiries where id > ${after} order by id limit 1000`.execute(
        db,
      )
    ).rows;
    if (rows.length === 0) return;
    await insertSearchTerms(db, rows, enquirySearchTerms);
    after = Number(rows[rows.length - 1]!.id);
  }
}

/**
 * The staff console: user labels (the `staff` role), the staff's fields on enquiries, the
 * append-only audit log, and the indexes the inbox pages and filters by.
 */
export const staffConsole: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await addColumnsWithDefaults(db, 'users', { labels: ['text', '[]'] });

    await addColumnsWithDefaults(db, 'contact_enquiries', {
      status: ['varchar(16)', 'new'],
      note: ['text', ''],
      assignee: ['varchar(320)', ''],
      updated_at: ['varchar(40)', ''],
    });
    await sql`update contact_enquiries set updated_at = created_at`.execute(db);
    // Newest first is id order; the status filter and the new-enquiry count use (status, id),
    // the date filter and retention their own.
    await db.schema.createIndex('contact_enquiries_status_id').on('contact_enquiries').columns(['status', 'id']).execute();
    await db.schema.createIndex('contact_enquiries_created_at').on('contact_enquiries').column('created_at').execute();
    await db.schema.createIndex('contact_enquiries_updated_at').on('contact_enquiries').column('updated_at').execute();
    await db.schema
      .createIndex('newsletter_subscribers_created_at')
      .on('newsletter_subscribers')
      .columns(['created_at', 'email'])
      .execute();
    await db.schema.createIndex('subscriptions_created_at').on('subscriptions').column('created_at').execute();

    // Byte order ("C" collation on PostgreSQL, SQLite's default): a word prefix is one index range.
    await db.schema
      .createTable('enquiry_search_terms')
      .addColumn('term', sqlite ? 'varchar(100)' : sql`varchar(100) collate "C"`, (column) => column.notNull())
      .addColumn('enquiry_id', 'integer', (column) => column.notNull().references('contact_enquiries.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('enquiry_search_terms_pk', ['term', 'enquiry_id'])
      .execute();
    await db.schema.createIndex('enquiry_search_terms_enquiry_id').on('enquiry_search_terms').columns(['enquiry_id', 'term']).execute();
    await indexExistingEnquiries(db);

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'integer', identity(db))
      .$call(
        notNullColumns({
          at: 'varchar(40)',
          actor_id: 'varchar(64)',
          actor: 'varchar(320)',
          action: 'varchar(64)',
          subject: 'varchar(400)',
          detail: 'text',
          address: 'varchar(64)',
        }),
      )
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    // Append-only in the database itself: a record is never rewritten (only the retention job
    // deletes records past their period).
    await refuseUpdates(db, 'audit_log');
  },
  async down(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema.dropTable('audit_log').execute();
    await db.schema.dropTable('enquiry_search_terms').execute();
    if (!sqlite) await sql`drop function if exists audit_log_append_only()`.execute(db);
    for (const index of [
      'subscriptions_created_at',
      'newsletter_subscribers_created_at',
      'contact_enquiries_updated_at',
      'contact_enquiries_created_at',
      'contact_enquiries_status_id',
    ]) {
      await db.schema.dropIndex(index).execute();
    }
    for (const column of ['updated_at', 'assignee', 'note', 'status'])
      await db.schema.alterTable('contact_enquiries').dropColumn(column).execute();
    await db.schema.alterTable('users').dropColumn('labels').execute();
  },
};
