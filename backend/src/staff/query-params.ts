import { hasControlCharacters, isEnquiryStatus, STAFF_PAGE_SIZE, type EnquiryFilters } from '@rcm/shared';
import { apiErrors } from '../errors/api-error';

type Query = Record<string, unknown>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_SEARCH_LENGTH = 100;
const MAX_FILTER_LENGTH = 100;

function optionalText(query: Query, name: string, maxLength: number): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.length > maxLength || hasControlCharacters(value))
    throw apiErrors.invalidParam(name, `at most ${maxLength} characters of text`);
  return value;
}

function optionalDate(query: Query, name: string): string | undefined {
  const value = optionalText(query, name, 10);
  if (value === undefined) return undefined;
  if (
    !DATE.test(value) ||
    Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ||
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value
  ) {
    throw apiErrors.invalidParam(name, 'a date as YYYY-MM-DD');
  }
  return value;
}

/** The inbox's filters from a query string; 400 naming the first bad one. */
export function enquiryFiltersOf(query: Query): EnquiryFilters {
  const status = optionalText(query, 'status', 16);
  if (status !== undefined && !isEnquiryStatus(status)) throw apiErrors.invalidParam('status', 'one of new, contacted, qualified, closed');
  const q = optionalText(query, 'q', MAX_SEARCH_LENGTH)?.trim();
  // A filter not asked for is undefined, which every reader skips (the WHERE clauses, the audit
  // record's JSON); a blank search is none.
  return {
    status,
    interest: optionalText(query, 'interest', MAX_FILTER_LENGTH),
    from: optionalDate(query, 'from'),
    to: optionalDate(query, 'to'),
    q: q || undefined,
  };
}

/** `cursor` and `limit` (1 to the page size, which is the default). */
export function pageOf(query: Query): { cursor?: string; limit: number } {
  const cursor = optionalText(query, 'cursor', 400);
  const rawLimit = optionalText(query, 'limit', 3);
  const limit = rawLimit === undefined ? STAFF_PAGE_SIZE : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > STAFF_PAGE_SIZE)
    throw apiErrors.invalidParam('limit', `an integer from 1 to ${STAFF_PAGE_SIZE}`);
  return cursor ? { cursor, limit } : { limit };
}
