import { createUserDataStore } from './user-data-store';
import { USER_DATA_KEY, type UserData } from './user-data';

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const user: UserData = { name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'none', rc_score: 42 };

function setup() {
  const storage = new MemoryStorage();
  const store = createUserDataStore(() => storage as unknown as Storage);
  return { storage, store };
}

test('saves, reads back with a stable snapshot, and clears the stored user', () => {
  const { storage, store } = setup();
  expect(store.getSnapshot()).toBeNull();
  store.save(user);
  expect(JSON.parse(storage.getItem(USER_DATA_KEY)!)).toEqual(user);
  expect(store.getSnapshot()).toEqual(user);
  expect(store.getSnapshot()).toBe(store.getSnapshot());
  store.clear();
  expect(store.getSnapshot()).toBeNull();
});

test('updates the subscription in place and tells subscribers', () => {
  const { store } = setup();
  const listener = jest.fn();
  store.subscribe(listener);
  store.save(user);
  store.updateSubscription('gold');
  expect(store.getSnapshot()).toEqual({ ...user, subscribtion: 'gold' });
  expect(listener).toHaveBeenCalledTimes(2);
});

test('ignores malformed stored data instead of crashing', () => {
  const { storage, store } = setup();
  storage.setItem(USER_DATA_KEY, '{not json');
  expect(store.getSnapshot()).toBeNull();
  storage.setItem(USER_DATA_KEY, JSON.stringify({ name: 'x' }));
  expect(store.getSnapshot()).toBeNull();
});
