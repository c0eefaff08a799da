import { useLocation, useNavigate } from '@rcm/shared/routing';
import type { CursorPages } from './use-cursor-pages';

/** The parameter that holds each page's cursor, first to current (as the inbox's address). */
const PAGE = 'page';

/**
 * A staff list's filters and pages kept in its address, as `inbox-address.ts` keeps the inbox's:
 * new filters and each page are a new history entry, so Back returns to the view before. Each
 * filter is free text the API checks; `names` are the parameters, in the order the address shows them.
 */
export function useListAddress<Name extends string>(
  names: readonly Name[],
): { filters: Partial<Record<Name, string>>; key: string; apply: (filters: Partial<Record<Name, string>>) => void; pages: CursorPages } {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const filters: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const cursors = params.getAll(PAGE).filter(Boolean);
  const go = (next: Partial<Record<Name, string>>, nextCursors: string[]) => {
    const search = new URLSearchParams();
    for (const name of names) if (next[name]) search.set(name, next[name]);
    for (const cursor of nextCursors) search.append(PAGE, cursor);
    const text = search.toString();
    void navigate({ pathname: location.pathname, search: text ? `?${text}` : '' });
  };
  return {
    filters,
    key: location.search,
    // New filters start again at the first page.
    apply: (next) => go(next, []),
    pages: {
      cursor: cursors[cursors.length - 1],
      pageNumber: cursors.length + 1,
      older: (nextCursor) => go(filters, [...cursors, nextCursor]),
      newer: () => go(filters, cursors.slice(0, -1)),
    },
  };
}
