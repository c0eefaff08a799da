import { STAFF_PAGE_SIZE } from '@rcm/shared';
import { apiErrorOutcome } from '../testing/api-error-outcome';
import { auditFiltersOf, enquiryFiltersOf, pageOf, type EnquiryQuery, type PageQuery } from './query-params';

const refused = (message: string) => ({ status: 400, type: 'general_argument_invalid', message });
const filtersOutcome = (query: EnquiryQuery) => apiErrorOutcome(() => enquiryFiltersOf(query));
const pageOutcome = (query: PageQuery) => apiErrorOutcome(() => pageOf(query));

test('no parameter, or each one empty, is no filter and the first page of the default size', () => {
  expect(enquiryFiltersOf({})).toEqual({});
  expect(enquiryFiltersOf({ status: '', interest: '', from: '', to: '', q: '' })).toEqual({});
  expect(pageOf({})).toEqual({ limit: STAFF_PAGE_SIZE });
  expect(pageOf({ cursor: '', limit: '' })).toEqual({ limit: STAFF_PAGE_SIZE });
});

test('each filter as asked; the search without its outer spaces, and a blank one is no search', () => {
  expect(
    enquiryFiltersOf({ status: 'contacted', interest: 'datasphere', from: '2026-01-31', to: '2026-02-01', q: '  Maria Lopez ' }),
  ).toEqual({
    status: 'contacted',
    interest: 'datasphere',
    from: '2026-01-31',
    to: '2026-02-01',
    q: 'Maria Lopez',
  });
  expect(enquiryFiltersOf({ q: '   ' })).toEqual({});
});

// A parameter given twice (a list) or of another type never gets here: the routes' schema refuses it with
// the same message (staff-routes.test.ts).
test('a parameter too long or with a control character is a 400 saying how long it may be', () => {
  const limits = { status: 16, interest: 100, q: 100, from: 10, to: 10 } as const;
  for (const [name, maxLength] of Object.entries(limits)) {
    const message = `Invalid \`${name}\` param: at most ${maxLength} characters of text`;
    for (const value of ['x'.repeat(maxLength + 1), 'a\u0007'])
      expect([name, value, filtersOutcome({ [name]: value })]).toEqual([name, value, refused(message)]);
  }
  // At the limit, the text is taken.
  expect(enquiryFiltersOf({ interest: 'x'.repeat(100), q: 'y'.repeat(100) })).toEqual({ interest: 'x'.repeat(100), q: 'y'.repeat(100) });
  for (const [name, maxLength] of [
    ['cursor', 400],
    ['limit', 3],
  ] as const) {
    const message = `Invalid \`${name}\` param: at most ${maxLength} characters of text`;
    for (const value of ['x'.repeat(maxLength + 1), '1\u0000'])
      expect([name, value, pageOutcome({ [name]: value })]).toEqual([name, value, refused(message)]);
  }
  expect(pageOf({ cursor: 'c'.repeat(400) })).toEqual({ cursor: 'c'.repeat(400), limit: STAFF_PAGE_SIZE });
});

test('a status is one of the four, as written', () => {
  for (const status of ['new', 'contacted', 'qualified', 'closed']) expect(enquiryFiltersOf({ status })).toEqual({ status });
  for (const status of ['open', 'New', ' new'])
    expect(filtersOutcome({ status })).toEqual(refused('Invalid `status` param: one of new, contacted, qualified, closed'));
});

test('a date is a day of the calendar as YYYY-MM-DD; anything else is a 400 saying so', () => {
  for (const date of ['2026-02-28', '2024-02-29', '2025-12-31', '0001-01-01', '9999-12-31'])
    expect(enquiryFiltersOf({ from: date, to: date })).toEqual({ from: date, to: date });
  // A day past the month's end, a month that is none (no date at all: it must not reach
  // toISOString, which throws on it), a year of more than four digits (JavaScript reads
  // `+010000-01` as January of the year 10000, and writes it back the same), other layouts.
  for (const date of [
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '+010000-01',
    '-000001-01',
    '2026-1-01',
    '2026-01-1',
    '26-01-2026',
    '2026/01/01',
  ]) {
    for (const name of ['from', 'to'])
      expect([date, filtersOutcome({ [name]: date })]).toEqual([date, refused(`Invalid \`${name}\` param: a date as YYYY-MM-DD`)]);
  }
});

test('a page size is a whole number from 1 to the page size', () => {
  expect(pageOf({ limit: '1' })).toEqual({ limit: 1 });
  expect(pageOf({ limit: String(STAFF_PAGE_SIZE), cursor: 'abc' })).toEqual({ cursor: 'abc', limit: STAFF_PAGE_SIZE });
  for (const limit of ['0', '-1', String(STAFF_PAGE_SIZE + 1), '999', '1.5', '0.5', 'x', 'NaN']) {
    expect([limit, pageOutcome({ limit })]).toEqual([limit, refused(`Invalid \`limit\` param: an integer from 1 to ${STAFF_PAGE_SIZE}`)]);
  }
});

test('an audit action is a word, a dot and a word, as the log writes them; anything else is a 400 saying so', () => {
  expect(auditFiltersOf({ action: 'enquiry.read' })).toEqual({ action: 'enquiry.read' });
  for (const action of ['Enquiry.read', '1enquiry.read', 'enquiry.read!', 'enquiry.read.all', 'enquiry'])
    expect([action, apiErrorOutcome(() => auditFiltersOf({ action }))]).toEqual([
      action,
      refused('Invalid `action` param: an action such as enquiry.read'),
    ]);
});
