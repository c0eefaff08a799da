import type { ContactEnquiry } from '@rcm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The longest term kept (the column's width); longer words are cut, which still matches by prefix. */
export const SEARCH_TERM_MAX_LENGTH = 100;

/**
 * The words of a text as the inbox's search knows them: lower case, split at anything that is
 * not a letter or a digit (so an email gives its name, domain and number parts).
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, SEARCH_TERM_MAX_LENGTH));
}

/** The distinct words of an enquiry's name, company and email. */
export function enquirySearchTerms(enquiry: Pick<ContactEnquiry, 'first_name' | 'last_name' | 'company' | 'email'>): string[] {
  return [...new Set([enquiry.first_name, enquiry.last_name, enquiry.company, enquiry.email].flatMap(searchWords))];
}

/** The highest code point: `[word, word + this)` is every term starting with `word`, in byte order. */
export const PREFIX_END = '\u{10FFFF}';

/** Indexes one stored enquiry's words for the search. */
export async function indexEnquiry(db: Kysely<Database> | Transaction<Database>, id: number, enquiry: Pick<ContactEnquiry, 'first_name' | 'last_name' | 'company' | 'email'>): Promise<void> {
  const terms = enquirySearchTerms(enquiry);
  if (terms.length > 0) await db.insertInto('enquiry_search_terms').values(terms.map((term) => ({ term, enquiry_id: id }))).execute();
}
