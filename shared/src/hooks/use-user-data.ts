// The main entry by its package name: the one shared store instance, as every app sees it.
import { userDataStore, type UserData } from '@rcm/shared';
import { useSyncExternalStore } from 'react';

/**
 * The stored user, or null for a visitor; re-renders on login, logout and other tabs' changes.
 * Rendered on a server (or before hydration) it is always null: the server knows no visitor.
 */
export function useUserData(): UserData | null {
  return useSyncExternalStore(userDataStore.subscribe, userDataStore.getSnapshot, () => null);
}
