import { hasControlCharacters, isEnquiryStatus, STAFF_PAGE_SIZE, type EnquiryFilters } from '@rcm/shared';
import { apiErrors } from '../errors/api-error';
import type { AuditFilters } from './audit-log';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The longest value of each query parameter the staff lists take. */
const maxLengths: Readonly<Record<string, number>> = {
  status: 16,
  assigned: 16,
  q: 100,
  interest: 100,
  actor: 320,
  action: 32,
  // As long as a subject can be (the audit log's column).
  record: 400,
  from: 10,
  to: 10,
  cursor: 400,
  limit: 3,
};

/** What a bad value of the query parameter `name` is told: a parameter given twice is one too. */
export function queryTextProblem(name: string): string {
  return `at most ${maxLengths[name] ?? 0} characters of text`;
}

/** The query parameters of the inbox (all of them text, one value each: the route's schema says so). */
export interface EnquiryQuery extends PageQuery {
  status?: string;
  q?: string;
  interest?: string;
  from?: string;
  to?: string;
  assigned?: string;
}

export interface PageQuery {
  cursor?: string;
  limit?: string;
}

function optionalText(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length > (maxLengths[name] ?? 0) || hasControlCharacters(value)) throw apiErrors.invalidParam(name, queryTextProblem(name));
  return value;
}

function optionalDate(value: string | undefined, name: string): string | undefined {
  const date = optionalText(value, name);
  if (date === undefined) return undefined;
  if (
    !DATE.test(date) ||
    Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
    new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
  ) {
    throw apiErrors.invalidParam(name, 'a date as YYYY-MM-DD');
  }
  return date;
}

/** The inbox's filters from a query string; 400 naming the first bad one. */
export function enquiryFiltersOf(query: EnquiryQuery): EnquiryFilters {
  const status = optionalText(query.status, 'status');
  if (status !== undefined && !isEnquiryStatus(status)) throw apiErrors.invalidParam('status', 'one of new, contacted, qualified, closed');
  const q = optionalText(query.q, 'q')?.trim();
  const assigned = optionalText(query.assigned, 'assigned');
  if (assigned !== undefined && assigned !== 'me') throw apiErrors.invalidParam('assigned', '"me" or nothing');
  // A filter not asked for is undefined, which every reader skips (the WHERE clauses, the audit
  // record's JSON); a blank search is none.
  return {
    status,
    interest: optionalText(query.interest, 'interest'),
    from: optionalDate(query.from, 'from'),
    to: optionalDate(query.to, 'to'),
    q: q || undefined,
    assigned,
  };
}

/** The subscriptions view's search: part of the customer's address. */
export function subscriptionFiltersOf(query: { q?: string }): { q?: string } {
  const q = optionalText(query.q, 'q')?.trim();
  return q ? { q } : {};
}

/** The audit log's filters from a query string; 400 naming the first bad one. */
export function auditFiltersOf(query: { actor?: string; action?: string; record?: string; from?: string; to?: string }): AuditFilters {
  const actor = optionalText(query.actor, 'actor')?.trim();
  const action = optionalText(query.action, 'action');
  if (action !== undefined && !/^[a-z]+\.[a-z]+$/.test(action)) throw apiErrors.invalidParam('action', 'an action such as enquiry.read');
  const record = optionalText(query.record, 'record')?.trim();
  const filters: AuditFilters = {};
  if (actor) filters.actor = actor;
  if (action) filters.action = action;
  if (record) filters.record = record;
  const from = optionalDate(query.from, 'from');
  const to = optionalDate(query.to, 'to');
  if (from) filters.from = from;
  if (to) filters.to = to;
  return filters;
}

/** `cursor` and `limit` (1 to the page size, which is the default). */
export function pageOf(query: PageQuery): { cursor?: string; limit: number } {
  const cursor = optionalText(query.cursor, 'cursor');
  const rawLimit = optionalText(query.limit, 'limit');
  const limit = rawLimit === undefined ? STAFF_PAGE_SIZE : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > STAFF_PAGE_SIZE)
    throw apiErrors.invalidParam('limit', `an integer from 1 to ${STAFF_PAGE_SIZE}`);
  return cursor ? { cursor, limit } : { limit };
}
