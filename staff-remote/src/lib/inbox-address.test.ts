import { inboxSearchFrom, inboxSearchOf, inboxViewOf } from './inbox-address';

test('a view and its address query give each other back, filters in a fixed order, then the pages', () => {
  const view = { filters: { to: '2026-11-30', q: 'Dana Whitfield & co', status: 'closed' as const }, cursors: ['c1', 'c+2='] };
  const search = inboxSearchOf(view);
  expect(search).toBe('?q=Dana+Whitfield+%26+co&status=closed&to=2026-11-30&page=c1&page=c%2B2%3D');
  expect(inboxViewOf(search)).toEqual(view);
  expect(inboxSearchOf({ filters: {}, cursors: [] })).toBe('');
  expect(inboxViewOf('')).toEqual({ filters: {}, cursors: [] });
});

test('empty values and unknown parameters are left out', () => {
  expect(inboxViewOf('?q=&status=&page=&utm_source=mail&interest=datasphere')).toEqual({
    filters: { interest: 'datasphere' },
    cursors: [],
  });
});

test("the inbox query an enquiry's history entry carries, if it is one; nothing else", () => {
  expect(inboxSearchFrom({ inboxSearch: '?q=x' })).toBe('?q=x');
  for (const state of [null, undefined, 'q=x', { inboxSearch: 5 }, { inboxSearch: '//evil.example' }, { other: '?q=x' }])
    expect(inboxSearchFrom(state)).toBe('');
});

test('"assigned to me" is part of the view; any other value of it is left out', () => {
  expect(inboxSearchOf({ filters: { assigned: 'me', status: 'new' }, cursors: [] })).toBe('?status=new&assigned=me');
  expect(inboxViewOf('?assigned=me')).toEqual({ filters: { assigned: 'me' }, cursors: [] });
  expect(inboxViewOf('?assigned=sam')).toEqual({ filters: {}, cursors: [] });
});
