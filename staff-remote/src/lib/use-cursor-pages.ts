import { useState } from 'react';

/**
 * Where the visitor is in a newest-first list read with cursors: the cursor of the current page
 * (none for the first) and the ones before it, so "Newer" can go back. A new `listKey` (other
 * filters) starts again at the first page.
 */
export type CursorPages = ReturnType<typeof useCursorPages>;

export function useCursorPages(listKey: string) {
  const [state, setState] = useState<{ listKey: string; cursors: string[] }>({ listKey, cursors: [] });
  const cursors = state.listKey === listKey ? state.cursors : [];
  return {
    cursor: cursors[cursors.length - 1],
    pageNumber: cursors.length + 1,
    older: (nextCursor: string) => setState({ listKey, cursors: [...cursors, nextCursor] }),
    newer: () => setState({ listKey, cursors: cursors.slice(0, -1) }),
  };
}
