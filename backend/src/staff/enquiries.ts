import type { EnquiryChange, EnquiryDetail, EnquiryFilters, EnquiryList, EnquirySummary } from '@rcm/shared';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { DatabaseKind } from '../db/database';
import type { ContactEnquiriesTable, Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { decodeCursor, encodeCursor } from './cursor';

type EnquiryRow = Selectable<ContactEnquiriesTable>;

const summaryColumns = ['id', 'created_at', 'first_name', 'last_name', 'company', 'email', 'interest', 'status', 'assignee'] as const;

function summaryOf(row: Pick<EnquiryRow, (typeof summaryColumns)[number]>): EnquirySummary {
  return {
    id: Number(row.id),
    createdAt: row.created_at,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    email: row.email,
    interest: row.interest,
    status: row.status,
    assignee: row.assignee,
  };
}

function detailOf(row: EnquiryRow): EnquiryDetail {
  return { ...summaryOf(row), title: row.title, method: row.method, country: row.country, phone: row.phone, message: row.message, note: row.note, updatedAt: row.updated_at };
}

/** `%text%` for LIKE, with the pattern characters in `text` taken literally (escaped with `\`). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The day after a YYYY-MM-DD date, as the same. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The filters as WHERE clauses; the search ignores case in both dialects. */
function filtered<O>(query: SelectQueryBuilder<Database, 'contact_enquiries', O>, filters: EnquiryFilters, kind: DatabaseKind) {
  let result = query;
  if (filters.status) result = result.where('status', '=', filters.status);
  if (filters.interest) result = result.where('interest', '=', filters.interest);
  // Stored timestamps are ISO 8601 in UTC, so they compare as text.
  if (filters.from) result = result.where('created_at', '>=', `${filters.from}T00:00:00`);
  if (filters.to) result = result.where('created_at', '<', `${nextDay(filters.to)}T00:00:00`);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    // SQLite's LIKE already ignores ASCII case; PostgreSQL's does not.
    const like = sql.raw(kind === 'postgres' ? 'ilike' : 'like');
    result = result.where(
      sql<boolean>`(first_name || ' ' || last_name ${like} ${pattern} escape '\\' or company ${like} ${pattern} escape '\\' or email ${like} ${pattern} escape '\\')`,
    );
  }
  return result;
}

/** The inbox: newest first, a page at a time, with the number of enquiries still new. */
export async function listEnquiries(
  db: Kysely<Database>,
  kind: DatabaseKind,
  filters: EnquiryFilters,
  page: { cursor?: string; limit: number },
): Promise<EnquiryList> {
  let query = filtered(db.selectFrom('contact_enquiries').select(summaryColumns), filters, kind).orderBy('id', 'desc').limit(page.limit + 1);
  if (page.cursor) query = query.where('id', '<', decodeCursor(page.cursor, ['number'] as const)[0]);
  const [rows, counted] = await Promise.all([
    query.execute(),
    db.selectFrom('contact_enquiries').select((eb) => eb.fn.countAll().as('count')).where('status', '=', 'new').executeTakeFirstOrThrow(),
  ]);
  const items = rows.slice(0, page.limit).map(summaryOf);
  return { items, nextCursor: rows.length > page.limit ? encodeCursor([items[items.length - 1]!.id]) : null, newCount: Number(counted.count) };
}

export async function findEnquiry(db: Kysely<Database>, id: number): Promise<EnquiryDetail | undefined> {
  const row = await db.selectFrom('contact_enquiries').selectAll().where('id', '=', id).executeTakeFirst();
  return row && detailOf(row);
}

/** Applies a staff member's change (already checked) and returns the enquiry as it now is. */
export async function updateEnquiry(db: Kysely<Database>, id: number, change: EnquiryChange, now = new Date()): Promise<EnquiryDetail | undefined> {
  await db
    .updateTable('contact_enquiries')
    .set({ ...change, updated_at: appwriteDate(now) })
    .where('id', '=', id)
    .execute();
  return findEnquiry(db, id);
}

export const enquiryExportHeader = ['id', 'received', 'status', 'assignee', 'first name', 'last name', 'title', 'company', 'interest', 'heard about us', 'country', 'email', 'phone', 'message', 'note'];

/** Rows fetched per query while exporting: memory stays at one batch, whatever the table's size. */
const EXPORT_BATCH = 1000;

/** Every enquiry the filters select, newest first, one batch of rows at a time. */
export async function* enquiryExportRows(db: Kysely<Database>, kind: DatabaseKind, filters: EnquiryFilters): AsyncGenerator<Array<Array<string | number>>> {
  let before: number | undefined;
  for (;;) {
    let query = filtered(db.selectFrom('contact_enquiries').selectAll(), filters, kind).orderBy('id', 'desc').limit(EXPORT_BATCH);
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = await query.execute();
    if (rows.length === 0) return;
    yield rows.map((row) => [
      Number(row.id),
      row.created_at,
      row.status,
      row.assignee,
      row.first_name,
      row.last_name,
      row.title,
      row.company,
      row.interest,
      row.method,
      row.country,
      row.email,
      row.phone,
      row.message,
      row.note,
    ]);
    if (rows.length < EXPORT_BATCH) return;
    before = Number(rows[rows.length - 1]!.id);
  }
}

export async function countEnquiries(db: Kysely<Database>, kind: DatabaseKind, filters: EnquiryFilters): Promise<number> {
  const row = await filtered(db.selectFrom('contact_enquiries').select((eb) => eb.fn.countAll().as('count')), filters, kind).executeTakeFirstOrThrow();
  return Number(row.count);
}
