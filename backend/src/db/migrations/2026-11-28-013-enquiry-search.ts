import { sql, type Kysely, type Migration } from 'kysely';
import { frozenSearchWords as words, insertSearchTerms } from './2026-11-26-003-staff-console';

/*
 * The inbox search's terms of an enquiry as they were when this migration was written: a frozen
 * copy of `enquiries/search-terms.ts` (its words split as migration 003's copy splits them), so
 * that replaying the migration gives the same index whatever the tokenizer becomes.
 */
function phoneTerms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '').slice(0, 99);
  return Array.from({ length: Math.max(0, digits.length - 3) }, (_, start) => `#${digits.slice(start)}`);
}

interface SearchedRow {
  id: number;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
}

function searchTerms(row: SearchedRow): string[] {
  const texts = [row.first_name, row.last_name, row.company, row.email, row.phone, row.message];
  return [...new Set([...texts.flatMap(words), ...phoneTerms(row.phone)])];
}

/**
 * The inbox search also reads the message and the phone (its words, and its digits whole and
 * each run of its last digits, marked `#`): every stored enquiry is indexed again, a thousand at a time.
 */
export const enquirySearch: Migration = {
  async up(db: Kysely<unknown>) {
    let after = 0;
    for (;;) {
      const { rows } = await sql<SearchedRow>`select id, first_name, last_name, company, email, phone, message from contact_enquiries
        where id > ${after} order by id limit 1000`.execute(db);
      if (rows.length === 0) return;
      const ids = rows.map((row) => Number(row.id));
      await sql`delete from enquiry_search_terms where enquiry_id >= ${ids[0]} and enquiry_id <= ${ids[ids.length - 1]}`.execute(db);
      await insertSearchTerms(db, rows, searchTerms);
      after = ids[ids.length - 1]!;
    }
  },
  // Nothing to undo: the older search reads the same table, and the extra terms only let it find more.
  async down() {},
};
