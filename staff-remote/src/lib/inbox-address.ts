import { isEnquiryStatus, type EnquiryFilters } from '@rcm/shared';
import { useLocation, useNavigate } from '@rcm/shared/routing';
import type { CursorPages } from './use-cursor-pages';

/** The filters' query parameters, in the order the address shows them. */
const filterNames = ['q', 'status', 'assigned', 'interest', 'from', 'to'] as const;

/** The parameter that holds each page's cursor, first to current: "Newer" goes back one. */
const PAGE = 'page';

/** Where the inbox is: its filters and the cursors of the pages it went through. */
export interface InboxView {
  filters: EnquiryFilters;
  cursors: string[];
}

/** The inbox's address query (`?q=…&status=…&page=…`, or '' for the first page of everything). */
export function inboxSearchOf({ filters, cursors }: InboxView): string {
  const params = new URLSearchParams();
  for (const name of filterNames) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  for (const cursor of cursors) params.append(PAGE, cursor);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The view an address names. A status that is none, or `assigned` other than `me`, is left out (the form could not show it);
 * the other values go to the API as written, which says what is wrong with one.
 */
export function inboxViewOf(search: string): InboxView {
  const params = new URLSearchParams(search);
  const filters: EnquiryFilters = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (!value) continue;
    if (name === 'status') {
      if (isEnquiryStatus(value)) filters.status = value;
    } else if (name === 'assigned') {
      if (value === 'me') filters.assigned = value;
    } else filters[name] = value;
  }
  return { filters, cursors: params.getAll(PAGE).filter(Boolean) };
}

/** What an enquiry opened from the inbox carries in its history entry: the inbox's address query to return to. */
export interface FromInbox {
  inboxSearch: string;
}

/** The inbox address query an enquiry page was opened from, if its history entry carries one. */
export function inboxSearchFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('inboxSearch' in state)) return '';
  const { inboxSearch } = state;
  return typeof inboxSearch === 'string' && inboxSearch.startsWith('?') ? inboxSearch : '';
}

/**
 * The inbox's view kept in its address: new filters and each page are a new history entry, so
 * Back returns to the view before, and a view can be bookmarked or shared.
 */
export function useInboxAddress(): { view: InboxView; search: string; apply: (filters: EnquiryFilters) => void; pages: CursorPages } {
  const location = useLocation();
  const navigate = useNavigate();
  const view = inboxViewOf(location.search);
  const go = (next: InboxView) => void navigate({ pathname: location.pathname, search: inboxSearchOf(next) });
  return {
    view,
    search: inboxSearchOf(view),
    // New filters start again at the first page.
    apply: (filters) => go({ filters, cursors: [] }),
    pages: {
      cursor: view.cursors[view.cursors.length - 1],
      pageNumber: view.cursors.length + 1,
      older: (nextCursor) => go({ ...view, cursors: [...view.cursors, nextCursor] }),
      newer: () => go({ ...view, cursors: view.cursors.slice(0, -1) }),
    },
  };
}
