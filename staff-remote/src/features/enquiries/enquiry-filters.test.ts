import { listSearchOf, listViewOf } from '../../lib/list-address';
import { enquiryFilterNames, enquiryFiltersFrom } from './enquiry-filters';

const filtersOf = (search: string) => enquiryFiltersFrom(listViewOf(enquiryFilterNames, search).filters);

test('the inbox address keeps its filters in a fixed order, "assigned to me" included', () => {
  expect(listSearchOf(enquiryFilterNames, { filters: { to: '2026-11-30', assigned: 'me', status: 'new', q: 'x' }, cursors: [] })).toBe(
    '?q=x&status=new&assigned=me&to=2026-11-30',
  );
  expect(filtersOf('?assigned=me&interest=datasphere&from=2026-11-01')).toEqual({
    assigned: 'me',
    interest: 'datasphere',
    from: '2026-11-01',
  });
});

test('a status that is none, or "assigned" other than me, is left out (the form could not show it); other values stay as written', () => {
  expect(filtersOf('?status=closed&assigned=me')).toEqual({ status: 'closed', assigned: 'me' });
  expect(filtersOf('?status=archived&assigned=sam&from=yesterday')).toEqual({ from: 'yesterday' });
});
