import type { ContactEnquiry } from '@rcm/shared';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
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

/** The fields the inbox's search reads. */
export type SearchedFields = Pick<ContactEnquiry, 'first_name' | 'last_name' | 'company' | 'email' | 'phone' | 'message'>;

/** The shortest run of a phone's last digits that finds it (fewer would match most numbers). */
const PHONE_SUFFIX_MIN_DIGITS = 4;

/** A search that is a phone number as people write one: digits with spaces, `+`, `-`, `.`, brackets. */
const PHONE_LIKE = /^[\d\s+().-]+$/;

/**
 * A phone number's terms: its digits run together, whole and from each later digit on (at least
 * four), so "+1 (312) 555-0199" is found by 13125550199, by 3125550199 and by 5550199 — however
 * either side punctuates it.
 */
export function phoneTerms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '').slice(0, SEARCH_TERM_MAX_LENGTH);
  return Array.from({ length: Math.max(0, digits.length - PHONE_SUFFIX_MIN_DIGITS + 1) }, (_, start) => digits.slice(start));
}

/** The distinct words of an enquiry's name, company, email, phone and message, and its phone's digits (`phoneTerms`). */
export function enquirySearchTerms(enquiry: SearchedFields): string[] {
  const texts = [enquiry.first_name, enquiry.last_name, enquiry.company, enquiry.email, enquiry.phone, enquiry.message];
  return [...new Set([...texts.flatMap(searchWords), ...phoneTerms(enquiry.phone)])];
}

/**
 * The words a search looks for: a phone number as typed ("+1 (312) 555-0199") is one word of its
 * digits, matched against the phone's digits; anything else is split like the enquiry's text.
 */
export function searchQueryWords(q: string): string[] {
  const digits = q.replace(/\D/g, '');
  if (PHONE_LIKE.test(q) && digits.length >= PHONE_SUFFIX_MIN_DIGITS) return [digits.slice(0, SEARCH_TERM_MAX_LENGTH)];
  return [...new Set(searchWords(q))];
}

/** The highest code point: `[word, word + this)` is every term starting with `word`, in byte order. */
const PREFIX_END = '\u{10FFFF}';

/** Indexes one stored enquiry's words for the search. */
export async function indexEnquiry(db: Kysely<Database> | Transaction<Database>, id: number, enquiry: SearchedFields): Promise<void> {
  const terms = enquirySearchTerms(enquiry);
  if (terms.length > 0)
    await db
      .insertInto('enquiry_search_terms')
      .values(terms.map((term) => ({ term, enquiry_id: id })))
      .execute();
}

/** The ids of the enquiries a search matches, as a subquery. */
export type SearchCandidates = SelectQueryBuilder<Database, 'enquiry_search_terms', { enquiry_id: number }>;

/**
 * The enquiries with a word starting with each of the search's words (undefined without a
 * search). The rarest word goes first (each word's matches counted on the index, a cheap range
 * count): the query then starts from the fewest candidates and checks the other words on those
 * only. Null when the search has a word nothing starts with, or no word at all (only
 * punctuation): nothing can match, rather than everything.
 */
export async function searchCandidates(db: Kysely<Database>, q: string | undefined): Promise<SearchCandidates | null | undefined> {
  if (!q) return undefined;
  const words = searchQueryWords(q);
  if (words.length === 0) return null;
  const counts = await Promise.all(
    words.map(async (word) => {
      const row = await db
        .selectFrom('enquiry_search_terms')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('term', '>=', word)
        .where('term', '<', `${word}${PREFIX_END}`)
        .executeTakeFirstOrThrow();
      return { word, count: Number(row.count) };
    }),
  );
  if (counts.some(({ count }) => count === 0)) return null;
  const [rarest, ...others] = counts.sort((a, b) => a.count - b.count).map(({ word }) => word);
  // The enquiries with a word starting with the rarest search word, kept when they have one
  // starting with each other word (probes of the (enquiry, term) index).
  let candidates = db
    .selectFrom('enquiry_search_terms')
    .select('enquiry_search_terms.enquiry_id')
    .where('enquiry_search_terms.term', '>=', rarest!)
    .where('enquiry_search_terms.term', '<', `${rarest}${PREFIX_END}`);
  for (const word of others) {
    candidates = candidates.where((eb) =>
      eb.exists(
        eb
          .selectFrom('enquiry_search_terms as other')
          .select('other.enquiry_id')
          .whereRef('other.enquiry_id', '=', 'enquiry_search_terms.enquiry_id')
          .where('other.term', '>=', word)
          .where('other.term', '<', `${word}${PREFIX_END}`),
      ),
    );
  }
  return candidates;
}
