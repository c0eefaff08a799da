import type { EnquiryNote } from '@rcm/shared';
import { sql, SqliteAdapter, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import type { AuditActor } from '../staff/audit-log';
import { exportTimeSql } from '../staff/export-cells';

/** An enquiry's timeline (notes and replies), newest first. */
export async function notesOf(db: Kysely<Database>, enquiryId: number): Promise<EnquiryNote[]> {
  const rows = await db
    .selectFrom('enquiry_notes')
    .select(['id', 'kind', 'created_at', 'author_id', 'author', 'text'])
    .where('enquiry_id', '=', enquiryId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    at: row.created_at,
    authorId: row.author_id,
    author: row.author,
    text: row.text,
  }));
}

/**
 * Adds an entry (already checked) by `author`, now, to the timeline of an enquiry that exists,
 * inside the caller's transaction; the enquiry's last change becomes now (retention counts from
 * the last exchange). The entry's number.
 */
export async function addTimelineEntry(
  trx: Transaction<Database>,
  enquiryId: number,
  author: Pick<AuditActor, 'id' | 'name'>,
  entry: { kind: EnquiryNote['kind']; text: string },
  now: Date,
): Promise<number> {
  const at = appwriteDate(now);
  const { id } = await trx
    .insertInto('enquiry_notes')
    .values({ enquiry_id: enquiryId, author_id: author.id, author: author.name, ...entry, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('contact_enquiries').set({ updated_at: at }).where('id', '=', enquiryId).execute();
  return Number(id);
}

/** Adds a note (already checked) to an enquiry that exists; the note's number. */
export function addEnquiryNote(
  db: Kysely<Database>,
  enquiryId: number,
  author: Pick<AuditActor, 'id' | 'name'>,
  text: string,
  now: Date,
): Promise<number> {
  return db.transaction().execute((trx) => addTimelineEntry(trx, enquiryId, author, { kind: 'note', text }, now));
}

/** Between two notes in the export's cell. */
const NOTE_SEPARATOR = '\n\n';

/**
 * Every note of the row's enquiry as one text, oldest first, each "<when> <author>: <text>", the
 * time as the export's other times (one query for the whole export: PostgreSQL streams it through a cursor).
 */
export function allNotesColumn(db: Kysely<Database>): RawBuilder<string> {
  const line = sql`${exportTimeSql('n.created_at')} || ' ' || n.author || ': ' || n.text`;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // SQLite's group_concat follows the order of the subquery it reads.
    return sql<string>`coalesce((select group_concat(line, ${NOTE_SEPARATOR}) from (select ${line} as line from enquiry_notes n
      where n.enquiry_id = contact_enquiries.id order by n.id)), '')`;
  }
  return sql<string>`coalesce((select string_agg(${line}, ${NOTE_SEPARATOR} order by n.id) from enquiry_notes n
    where n.enquiry_id = contact_enquiries.id), '')`;
}
