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

/**
 * What marks a phone's digit terms: no word has it (words are letters and digits), so a short
 * number in a search ("0" of an email) never matches the middle of a phone number.
 */
export const PHONE_TERM_MARK = '#';

/** A search that is a phone number as people write one: digits with spaces, `+`, `-`, `.`, brackets. */
const PHONE_LIKE = /^[\d\s+().-]+$/;

/**
 * A phone number's digit terms (marked): its digits run together, whole and from each later
 * digit on (at least four), so "+1 (312) 555-0199" is found by 13125550199, by (312) 555-0199
 * and by 555-0199, however either side punctuates it.
 */
export function phoneTerms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '').slice(0, SEARCH_TERM_MAX_LENGTH - PHONE_TERM_MARK.length);
  const count = Math.max(0, digits.length - PHONE_SUFFIX_MIN_DIGITS + 1);
  return Array.from({ length: count }, (_, start) => `${PHONE_TERM_MARK}${digits.slice(start)}`);
}

/** The distinct words of an enquiry's name, company, email, phone and message, and its phone's digit terms. */
export function enquirySearchTerms(enquiry: SearchedFields): string[] {
  const texts = [enquiry.first_name, enquiry.last_name, enquiry.company, enquiry.email, enquiry.phone, enquiry.message];
  return [...new Set([...texts.flatMap(searchWords), ...phoneTerms(enquiry.phone)])];
}

/**
 * The terms a search looks for, each matched as a term's beginning. A phone number as typed
 * ("+1 (312) 555-0199", "13125550199") is its digits, found in a phone's digits or as a word
 * (a number in a message); anything else is its words, all of which must match.
 */
export function searchQueryTerms(q: string): Array<readonly string[]> {
  const digits = q.replace(/\D/g, '').slice(0, SEARCH_TERM_MAX_LENGTH - PHONE_TERM_MARK.length);
  if (PHONE_LIKE.test(q) && digits.length >= PHONE_SUFFIX_MIN_DIGITS) return [[digits, `${PHONE_TERM_MARK}${digits}`]];
  return [...new Set(searchWords(q))].map((word) => [word]);
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
 * The enquiries with a term starting with each of the search's terms (`searchQueryTerms`; a
 * phone number's has two forms, either matches; undefined without a search). The rarest word goes first (each word's matches counted on the index, a cheap range
 * count): the query then starts from the fewest candidates and checks the other words on those
 * only. Null when the search has a word nothing starts with, or no word at all (only
 * punctuation): nothing can match, rather than everything.
 */
export async function searchCandidates(db: Kysely<Database>, q: string | undefined): Promise<SearchCandidates | null | undefined> {
  if (!q) return undefined;
  const wanted = searchQueryTerms(q);
  if (wanted.length === 0) return null;
  const counts = await Promise.all(
    wanted.map(async (prefixes) => {
      const row = await db
        .selectFrom('enquiry_search_terms')
        .select((eb) => eb.fn.countAll().as('count'))
        .where((eb) => eb.or(prefixes.map((prefix) => eb.and([eb('term', '>=', prefix), eb('term', '<', `${prefix}${PREFIX_END}`)]))))
        .executeTakeFirstOrThrow();
      return { prefixes, count: Number(row.count) };
    }),
  );
  if (counts.some(({ count }) => count === 0)) return null;
  const [rarest, ...others] = counts.sort((a, b) => a.count - b.count).map(({ prefixes }) => prefixes);
  // The enquiries with a term starting with the rarest search term, kept when they have one
  // starting with each other term (probes of the (enquiry, term) index).
  let candidates = db
    .selectFrom('enquiry_search_terms')
    .select('enquiry_search_terms.enquiry_id')
    .where((eb) =>
      eb.or(
        rarest!.map((prefix) =>
          eb.and([eb('enquiry_search_terms.term', '>=', prefix), eb('enquiry_search_terms.term', '<', `${prefix}${PREFIX_END}`)]),
        ),
      ),
    );
  for (const prefixes of others) {
    candidates = candidates.where((eb) =>
      eb.exists(
        eb
          .selectFrom('enquiry_search_terms as other')
          .select('other.enquiry_id')
          .whereRef('other.enquiry_id', '=', 'enquiry_search_terms.enquiry_id')
          .where((inner) =>
            inner.or(
              prefixes.map((prefix) => inner.and([inner('other.term', '>=', prefix), inner('other.term', '<', `${prefix}${PREFIX_END}`)])),
            ),
          ),
      ),
    );
  }
  return candidates;
}
