import { parseUserData, USER_DATA_KEY, type UserData } from './user-data';

type Listener = () => void;

/**
 * The session store every part of the site reads (`useSyncExternalStore(subscribe, getSnapshot)`).
 * Shared as a Module Federation singleton, so the shell and the remotes see one instance; the
 * `storage` event keeps other tabs in step.
 */
export interface UserDataStore {
  getSnapshot: () => UserData | null;
  subscribe: (listener: Listener) => () => void;
  save: (user: UserData) => void;
  updateSubscription: (subscribtion: string) => void;
  clear: () => void;
}

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function createUserDataStore(getStorage: () => Storage | null = browserStorage): UserDataStore {
  const listeners = new Set<Listener>();
  let cachedRaw: string | null | undefined;
  let cachedUser: UserData | null = null;

  const read = (): UserData | null => {
    const raw = getStorage()?.getItem(USER_DATA_KEY) ?? null;
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedUser = parseUserData(raw);
    }
    return cachedUser;
  };
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_DATA_KEY) notify();
  };

  return {
    getSnapshot: read,
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    save(user) {
      getStorage()?.setItem(USER_DATA_KEY, JSON.stringify(user));
      notify();
    },
    updateSubscription(subscribtion) {
      const current = read();
      if (!current) return;
      getStorage()?.setItem(USER_DATA_KEY, JSON.stringify({ ...current, subscribtion }));
      notify();
    },
    clear() {
      getStorage()?.removeItem(USER_DATA_KEY);
      notify();
    },
  };
}

export const userDataStore: UserDataStore = createUserDataStore();
