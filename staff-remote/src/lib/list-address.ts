import { useLocation, useNavigate } from '@rcm/shared/routing';

/** The parameter that holds each page's cursor, first to current: "Newer" goes back one. */
const PAGE = 'page';

/** A list's filters: free text by parameter name (the API checks them and says what is wrong with one). */
export type ListFilters<Name extends string> = Partial<Record<Name, string>>;

/** Where a staff list is: its filters and the cursors of the pages it went through. */
export interface ListView<Name extends string> {
  filters: ListFilters<Name>;
  cursors: string[];
}

/** Where the visitor is in a newest-first list read with cursors, and how to move. */
export interface CursorPages {
  /** The current page's cursor; none for the first. */
  cursor: string | undefined;
  pageNumber: number;
  older: (nextCursor: string) => void;
  newer: () => void;
}

/** A view's address query (`?q=…&page=…`, or '' for the first page of everything): `names` in their order, then the pages. */
export function listSearchOf<Name extends string>(names: readonly Name[], { filters, cursors }: ListView<Name>): string {
  const params = new URLSearchParams();
  for (const name of names) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  for (const cursor of cursors) params.append(PAGE, cursor);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The view an address query names: empty values and parameters other than `names` are left out. */
export function listViewOf<Name extends string>(names: readonly Name[], search: string): ListView<Name> {
  const params = new URLSearchParams(search);
  const filters: ListFilters<Name> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return { filters, cursors: params.getAll(PAGE).filter(Boolean) };
}

/** What a link out of a list carries in its history entry: the list's address query to come back to. */
export interface FromList {
  listSearch: string;
}

/** The list address query a page was opened from, if its history entry carries one ('' otherwise). */
export function listSearchFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('listSearch' in state)) return '';
  const { listSearch } = state;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '';
}

/** A list's view as its address keeps it, and the moves that change it. */
export interface ListAddress<Name extends string> {
  filters: ListFilters<Name>;
  /** The view's address query, as written by `listSearchOf`: what the list reads, and what a link out carries back. */
  search: string;
  /** New filters; they start again at the first page. */
  apply: (filters: ListFilters<Name>) => void;
  pages: CursorPages;
}

/**
 * Every staff list's filters (`names`, in the order the address shows them; none for a list
 * without) and page kept in its address: new filters and each page are a new history entry, so
 * Back returns to the view before, and a view can be bookmarked or shared.
 */
export function useListAddress<Name extends string>(names: readonly Name[]): ListAddress<Name> {
  const location = useLocation();
  const navigate = useNavigate();
  const view = listViewOf(names, location.search);
  const go = (next: ListView<Name>) => void navigate({ pathname: location.pathname, search: listSearchOf(names, next) });
  const { filters, cursors } = view;
  return {
    filters,
    search: listSearchOf(names, view),
    apply: (next) => go({ filters: next, cursors: [] }),
    pages: {
      cursor: cursors[cursors.length - 1],
      pageNumber: cursors.length + 1,
      older: (nextCursor) => go({ filters, cursors: [...cursors, nextCursor] }),
      newer: () => go({ filters, cursors: cursors.slice(0, -1) }),
    },
  };
}
