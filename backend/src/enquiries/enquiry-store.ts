import { contactFields } from '@rcm/shared';
import type {
  ContactEnquiry,
  EnquiryChange,
  EnquiryDetail,
  EnquiryFilters,
  EnquiryList,
  EnquiryNote,
  EnquiryStatus,
  EnquirySummary,
  StaffPage,
} from '@rcm/shared';
import type { DatabaseKind } from '../db/database';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { ContactEnquiriesTable, Database } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { decodeCursor, encodeCursor } from '../staff/cursor';
import { exportPhone, exportTime } from '../staff/export-cells';
import { allNotesColumn, notesOf } from './enquiry-notes';
import { hearAboutLabel, interestLabel } from './option-labels';
import { indexEnquiry, searchCandidates, type SearchCandidates } from './search-terms';

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

function detailOf(row: EnquiryRow, notes: EnquiryNote[]): EnquiryDetail {
  return {
    ...summaryOf(row),
    title: row.title,
    method: row.method,
    country: row.country,
    phone: row.phone,
    message: row.message,
    notes,
    updatedAt: row.updated_at,
  };
}

/** Stores a new enquiry (its ten fields, received `now`) and indexes its words for the search; its number. */
export async function createEnquiry(trx: Transaction<Database>, enquiry: ContactEnquiry, now: string): Promise<number> {
  const { id } = await trx
    .insertInto('contact_enquiries')
    // updated_at starts at arrival: retention counts from the last exchange.
    .values({ ...enquiry, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexEnquiry(trx, Number(id), enquiry);
  return Number(id);
}

/** The inbox's filters, with "assigned to me" as the address it means (the route knows who asks). */
export type StoreFilters = Omit<EnquiryFilters, 'assigned'> & { assignee?: string };

/** The inbox's page before triage (`staff/inbox-triage.ts` adds the assignee's name and the overdue flag). */
export type EnquirySummaryList = Omit<EnquiryList, 'items'> & StaffPage<EnquirySummary>;

/** The day after a YYYY-MM-DD date, as the same. */
/** The day after a YYYY-MM-DD date: an inclusive `to` filter is `< nextDay(to)`. */
export const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The filters as WHERE clauses; `candidates` are the search's (see `searchCandidates`: word
 * beginnings, ignoring case), undefined without a search, null when nothing can match.
 */
function filtered<O>(
  query: SelectQueryBuilder<Database, 'contact_enquiries', O>,
  filters: StoreFilters,
  candidates: SearchCandidates | null | undefined,
  kind: DatabaseKind,
) {
  let result = query;
  if (filters.status) result = result.where('status', '=', filters.status);
  if (filters.interest) result = result.where('interest', '=', filters.interest);
  if (filters.assignee !== undefined) result = result.where('assignee', '=', filters.assignee);
  // Stored timestamps are ISO 8601 in UTC, so they compare as text.
  if (filters.from) result = result.where('created_at', '>=', `${filters.from}T00:00:00`);
  if (filters.to) result = result.where('created_at', '<', `${nextDay(filters.to)}T00:00:00`);
  if (candidates === null) return result.where(sql<boolean>`1 = 0`);
  if (candidates === undefined) return result;
  // PostgreSQL, seeing a LIMIT, would rather read every enquiry newest first and test each
  // against the candidates; as an array computed once, they are looked up by id instead.
  return kind === 'postgres' ? result.where(sql<boolean>`id = any(array(${candidates}))`) : result.where('id', 'in', candidates);
}

/** The inbox: newest first, a page at a time, with the number of enquiries in each status. */
export async function listEnquiries(
  db: Kysely<Database>,
  kind: DatabaseKind,
  filters: StoreFilters,
  page: { cursor?: string; limit: number },
): Promise<EnquirySummaryList> {
  let query = filtered(db.selectFrom('contact_enquiries').select(summaryColumns), filters, await searchCandidates(db, filters.q), kind)
    .orderBy('id', 'desc')
    .limit(page.limit + 1);
  if (page.cursor) query = query.where('id', '<', decodeCursor(page.cursor, ['number'] as const)[0]);
  const [rows, counted] = await Promise.all([
    query.execute(),
    db
      .selectFrom('contact_enquiries')
      .select((eb) => ['status', eb.fn.countAll().as('count')])
      .groupBy('status')
      .execute(),
  ]);
  const items = rows.slice(0, page.limit).map(summaryOf);
  const counts: Record<EnquiryStatus, number> = { new: 0, contacted: 0, qualified: 0, closed: 0 };
  for (const row of counted) counts[row.status] = Number(row.count);
  return {
    items,
    nextCursor: rows.length > page.limit ? encodeCursor([items[items.length - 1]!.id]) : null,
    newCount: counts.new,
    counts,
  };
}

export async function findEnquiry(db: Kysely<Database>, id: number): Promise<EnquiryDetail | undefined> {
  const row = await db.selectFrom('contact_enquiries').selectAll().where('id', '=', id).executeTakeFirst();
  return row && detailOf(row, await notesOf(db, id));
}

/** Applies a staff member's change (already checked) and returns the enquiry as it now is. */
export async function updateEnquiry(
  db: Kysely<Database>,
  id: number,
  change: EnquiryChange,
  now: Date,
): Promise<EnquiryDetail | undefined> {
  await db
    .updateTable('contact_enquiries')
    .set({ ...change, updated_at: appwriteDate(now) })
    .where('id', '=', id)
    .execute();
  return findEnquiry(db, id);
}

/** The export's headings: lower case words, times marked as UTC (as every export's). */
export const enquiryExportHeader = [
  'id',
  'received (UTC)',
  'status',
  'assignee',
  'first name',
  'last name',
  'title',
  'company',
  'interest',
  'heard about us',
  'country',
  'email',
  'phone',
  'message',
  'notes',
];

/** Rows read at a time while exporting: memory stays at one batch, whatever the table's size. */
const EXPORT_BATCH = 100;

/** The form's fields keep its order (the spec's), between the staff's columns; then every note (`allNotesColumn`). */
const exportColumns = ['id', 'created_at', 'status', 'assignee', ...contactFields] as const;

type ExportRow = Pick<EnquiryRow, (typeof exportColumns)[number]> & { notes: string };

/** How a column's stored value is shown: the labels the form showed, not its codes; readable times; a phone kept as text. */
const shownAs: Partial<Record<(typeof exportColumns)[number], (value: string) => string>> = {
  created_at: exportTime,
  interest: interestLabel,
  method: hearAboutLabel,
  phone: exportPhone,
};

/** An enquiry as a row of the export, in `enquiryExportHeader`'s order. */
const exportRowOf = (row: ExportRow): Array<string | number> => [
  ...exportColumns.map((column) => (column === 'id' ? Number(row.id) : (shownAs[column] ?? String)(row[column]))),
  row.notes,
];

/**
 * Every enquiry the filters select, newest first, one batch of rows at a time; a short batch
 * (maybe empty) is the last. PostgreSQL reads one query through a cursor: one snapshot, and the
 * backend grows by a sixth of what a query per batch made it grow (`docs/performance.md`).
 * SQLite, whose one connection a cursor would hold for the whole download, reads a query per
 * batch, each after the last id of the one before.
 */
export async function* enquiryExportRows(
  db: Kysely<Database>,
  kind: DatabaseKind,
  filters: StoreFilters,
): AsyncGenerator<Array<Array<string | number>>> {
  const candidates = await searchCandidates(db, filters.q);
  const query = filtered(
    db.selectFrom('contact_enquiries').select([...exportColumns, allNotesColumn(db).as('notes')]),
    filters,
    candidates,
    kind,
  ).orderBy('id', 'desc');
  if (kind === 'postgres') {
    let batch: Array<Array<string | number>> = [];
    for await (const row of query.stream(EXPORT_BATCH)) {
      batch.push(exportRowOf(row));
      if (batch.length === EXPORT_BATCH) {
        yield batch;
        batch = [];
      }
    }
    yield batch;
    return;
  }
  let before: number | undefined;
  for (;;) {
    const rows = await (before === undefined ? query : query.where('id', '<', before)).limit(EXPORT_BATCH).execute();
    yield rows.map(exportRowOf);
    if (rows.length < EXPORT_BATCH) return;
    before = Number(rows[rows.length - 1]!.id);
  }
}

export async function countEnquiries(db: Kysely<Database>, kind: DatabaseKind, filters: StoreFilters): Promise<number> {
  const row = await filtered(
    db.selectFrom('contact_enquiries').select((eb) => eb.fn.countAll().as('count')),
    filters,
    await searchCandidates(db, filters.q),
    kind,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}
