import type { EnquiryNote } from '@rcm/shared';
import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import type { AuditActor } from '../staff/audit-log';

/** An enquiry's notes, newest first. */
export async function notesOf(db: Kysely<Database>, enquiryId: number): Promise<EnquiryNote[]> {
  const rows = await db
    .selectFrom('enquiry_notes')
    .select(['id', 'created_at', 'author_id', 'author', 'text'])
    .where('enquiry_id', '=', enquiryId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), at: row.created_at, authorId: row.author_id, author: row.author, text: row.text }));
}

/**
 * Adds a note (already checked) by `author`, now, to an enquiry that exists; the enquiry's last
 * change becomes now (retention counts from the last exchange). The note's number.
 */
export async function addEnquiryNote(
  db: Kysely<Database>,
  enquiryId: number,
  author: Pick<AuditActor, 'id' | 'name'>,
  text: string,
  now: Date,
): Promise<number> {
  const at = appwriteDate(now);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('enquiry_notes')
      .values({ enquiry_id: enquiryId, author_id: author.id, author: author.name, text, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('contact_enquiries').set({ updated_at: at }).where('id', '=', enquiryId).execute();
    return Number(id);
  });
}

/** Between two notes in the export's cell. */
const NOTE_SEPARATOR = '\n\n';

/**
 * Every note of the row's enquiry as one text, oldest first, each "<when> <author>: <text>"
 * (one query for the whole export: PostgreSQL streams it through a cursor).
 */
export function allNotesColumn(db: Kysely<Database>): RawBuilder<string> {
  const line = sql`n.created_at || ' ' || n.author || ': ' || n.text`;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // SQLite's group_concat follows the order of the subquery it reads.
    return sql<string>`coalesce((select group_concat(line, ${NOTE_SEPARATOR}) from (select ${line} as line from enquiry_notes n
      where n.enquiry_id = contact_enquiries.id order by n.id)), '')`;
  }
  return sql<string>`coalesce((select string_agg(${line}, ${NOTE_SEPARATOR} order by n.id) from enquiry_notes n
    where n.enquiry_id = contact_enquiries.id), '')`;
}
