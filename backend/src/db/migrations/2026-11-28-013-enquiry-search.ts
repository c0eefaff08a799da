import { sql, type Kysely, type Migration } from 'kysely';

/*
 * The inbox search's terms of an enquiry as they were when this migration was written: a frozen
 * copy of `enquiries/search-terms.ts`, so that replaying the migration gives the same index
 * whatever the tokenizer becomes (as migration 003's copy).
 */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, 100));

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
      const values = rows.flatMap((row) => searchTerms(row).map((term) => ({ term, enquiry_id: Number(row.id) })));
      for (let start = 0; start < values.length; start += 500) {
        await db
          .insertInto('enquiry_search_terms' as never)
          .values(values.slice(start, start + 500) as never)
          .execute();
      }
      after = ids[ids.length - 1]!;
    }
  },
  // Nothing to undo: the older search reads the same table, and the extra terms only let it find more.
  async down() {},
};
