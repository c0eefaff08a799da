import { useSyncExternalStore } from 'react';
import { userDataStore } from '../session/user-data-store';
import type { UserData } from '../session/user-data';

/**
 * The stored user, or null for a visitor; re-renders on login, logout and other tabs' changes.
 * Rendered on a server (or before hydration) it is always null: the server knows no visitor.
 */
export function useUserData(): UserData | null {
  return useSyncExternalStore(userDataStore.subscribe, userDataStore.getSnapshot, () => null);
}
