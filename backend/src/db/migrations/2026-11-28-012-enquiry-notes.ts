import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';
import { identity, notNullColumns, refuseUpdates } from './columns';

/**
 * An enquiry's notes become a timeline: one row per note (who wrote it, when, what), added and
 * never rewritten (a trigger refuses updates; the notes go only with their enquiry, by the
 * retention job). The single note each enquiry had moves into it as its first entry, written by
 * whoever last changed it by the audit log (its time then that record's), else by nobody named,
 * at the enquiry's last change; the column goes.
 */
export const enquiryNotes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('enquiry_notes')
      .addColumn('id', 'integer', identity(db))
      .addColumn('enquiry_id', 'integer', (column) => column.notNull().references('contact_enquiries.id').onDelete('cascade'))
      // The author's user id and address at the time ('' both for a note from before the timeline whose author is unknown).
      .$call(notNullColumns({ author_id: 'varchar(64)', author: 'varchar(320)', text: 'text', created_at: 'varchar(40)' }))
      .execute();
    await db.schema.createIndex('enquiry_notes_enquiry_id').on('enquiry_notes').columns(['enquiry_id', 'id']).execute();
    await refuseUpdates(db, 'enquiry_notes');

    // The last audit record that changed the enquiry's note (the API wrote `"note":"changed"`).
    const lastNoteChange = (column: string) =>
      sql.raw(`(select a.${column} from audit_log a where a.action = 'enquiry.update' and a.subject = 'enquiry:' || e.id
        and a.detail like '%"note":"changed"%' order by a.id desc limit 1)`);
    await sql`
      insert into enquiry_notes (enquiry_id, author_id, author, text, created_at)
      select e.id, coalesce(${lastNoteChange('actor_id')}, ''), coalesce(${lastNoteChange('actor')}, ''), e.note,
             coalesce(${lastNoteChange('at')}, e.updated_at)
      from contact_enquiries e where e.note <> '' order by e.id`.execute(db);
    await db.schema.alterTable('contact_enquiries').dropColumn('note').execute();
  },
  async down(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    // The single note again: the latest of each timeline.
    await db.schema
      .alterTable('contact_enquiries')
      .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    await sql`update contact_enquiries set note = coalesce((select n.text from enquiry_notes n
      where n.enquiry_id = contact_enquiries.id order by n.id desc limit 1), '')`.execute(db);
    await db.schema.dropTable('enquiry_notes').execute();
    if (!sqlite) await sql`drop function if exists enquiry_notes_append_only()`.execute(db);
  },
};
