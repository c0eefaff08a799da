import { userDataStore, type UserData } from '@rcm/shared';
import { useSyncExternalStore } from 'react';

/** The stored user, or null for a visitor; re-renders on login, logout and other tabs' changes. */
export function useUserData(): UserData | null {
  return useSyncExternalStore(userDataStore.subscribe, userDataStore.getSnapshot, () => null);
}
