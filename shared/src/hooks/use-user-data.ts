// The main entry by its package name: the one shared store instance, as every app sees it.
import { userDataStore, type UserData } from '@rcm/shared';
import { useContext, useSyncExternalStore } from 'react';
import { ServerVisitorContext } from './server-visitor';

/**
 * The stored user, or null for a visitor; re-renders on login, logout and other tabs' changes.
 * Rendered on a server (or while the browser hydrates) it is the visitor the server read from
 * the session (`ServerVisitorContext`), else null; right after hydration the stored user takes
 * over, as the spec has the pages read it.
 */
export function useUserData(): UserData | null {
  const serverVisitor = useContext(ServerVisitorContext);
  return useSyncExternalStore(userDataStore.subscribe, userDataStore.getSnapshot, () => serverVisitor ?? null);
}
