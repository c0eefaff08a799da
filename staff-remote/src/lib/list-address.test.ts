import { listSearchFrom, listSearchOf, listViewOf } from './list-address';

const names = ['q', 'status', 'to'] as const;

test('a view and its address query give each other back, filters in the order of their names, then the pages', () => {
  const view = { filters: { to: '2026-11-30', q: 'Dana Whitfield & co', status: 'closed' }, cursors: ['c1', 'c+2='] };
  const search = listSearchOf(names, view);
  expect(search).toBe('?q=Dana+Whitfield+%26+co&status=closed&to=2026-11-30&page=c1&page=c%2B2%3D');
  expect(listViewOf(names, search)).toEqual(view);
  expect(listSearchOf(names, { filters: {}, cursors: [] })).toBe('');
  expect(listViewOf(names, '')).toEqual({ filters: {}, cursors: [] });
});

test("empty values and parameters that are not the list's are left out", () => {
  expect(listViewOf(names, '?q=&status=&page=&utm_source=mail&to=2026-01-02')).toEqual({ filters: { to: '2026-01-02' }, cursors: [] });
  expect(listViewOf([], '?q=x&page=c1')).toEqual({ filters: {}, cursors: ['c1'] });
});

test("the list query a page's history entry carries, if it is one; nothing else", () => {
  expect(listSearchFrom({ listSearch: '?q=x' })).toBe('?q=x');
  for (const state of [null, undefined, 'q=x', { listSearch: 5 }, { listSearch: '//evil.example' }, { other: '?q=x' }])
    expect(listSearchFrom(state)).toBe('');
});
