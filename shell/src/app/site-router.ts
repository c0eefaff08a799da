import { createBrowserRouter, type RouteObject } from '@rcm/shared/routing';

/**
 * The browser's router, with scroll positions kept per history entry. `<ScrollRestoration>`
 * keys positions by `location.key`, which React Router reads from `history.state.key`; the entry
 * a document was loaded into has none, so every full load got the key "default" and inherited
 * the position the last document left (WEB-1). Giving that entry a key of its own first (as
 * React Router's framework mode does in its restore script) makes a new load start at the top
 * or its `#fragment`, while a reload or Back/Forward to the entry finds its own position.
 */
export function createSiteRouter(routes: RouteObject[]) {
  keyThisHistoryEntry();
  return createBrowserRouter(routes);
}

function keyThisHistoryEntry(): void {
  const state: unknown = window.history.state;
  const entry = typeof state === 'object' && state !== null ? state : {};
  if ('key' in entry && typeof entry.key === 'string' && entry.key !== '') return;
  // The same form as React Router's own keys (not `crypto.randomUUID`, which plain-HTTP hosts lack).
  window.history.replaceState({ ...entry, key: Math.random().toString(36).slice(2, 10) }, '');
}
