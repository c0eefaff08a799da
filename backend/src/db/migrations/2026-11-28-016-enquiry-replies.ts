import { sql, type Kysely, type Migration } from 'kysely';

/**
 * An enquiry's timeline also holds the replies staff mail to the enquirer from the console:
 * each row says which it is. Every row before this one is a note.
 */
export const enquiryReplies: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('enquiry_notes')
      .addColumn('kind', 'varchar(16)', (column) => column.notNull().defaultTo('note'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    // The replies go with the column: before it, the timeline held notes only.
    await sql`delete from enquiry_notes where kind = 'reply'`.execute(db);
    await db.schema.alterTable('enquiry_notes').dropColumn('kind').execute();
  },
};
