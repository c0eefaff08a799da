import { CounterStoreFullError, storedKey } from './counter-store';
import { createMemoryCounterStore } from './memory-counter-store';

test('counts within a window, then starts again', async () => {
  let now = 0;
  const store = createMemoryCounterStore(100, () => now);
  expect(await store.increment('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
  now = 400;
  expect(await store.increment('k', 1000)).toEqual({ count: 2, resetInMs: 600 });
  expect(await store.peek('k')).toBe(2);
  now = 1000;
  expect(await store.peek('k')).toBe(0);
  expect(await store.increment('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
});

test('memory is bounded: a client sending endless distinct keys, however long, cannot grow the store past its capacity', async () => {
  const store = createMemoryCounterStore(1000);
  for (let index = 0; index < 20_000; index += 1) await store.increment(`login:${'x'.repeat(10_000)}${index}@example.com`, 60_000);
  expect(store.size()).toBe(1000);
  // Every key is kept as a fixed-size hash, never as what the client sent.
  expect(storedKey('y'.repeat(64 * 1024))).toHaveLength(22);
  expect(storedKey('a')).not.toBe(storedKey('b'));
});

test('a store that keeps live counters refuses a new key when full, never dropping a live one, and takes keys again once some expire (M10)', async () => {
  let now = 0;
  const store = createMemoryCounterStore(3, () => now, 'refuse-new-keys');
  await store.increment('victim', 10_000);
  await store.increment('victim', 10_000);
  now = 5000;
  await store.increment('a', 10_000);
  await store.increment('b', 10_000);
  // Named for the log, should it ever reach one (the login throttle catches it).
  await expect(store.increment('c', 10_000)).rejects.toThrow(CounterStoreFullError);
  await expect(store.increment('c', 10_000)).rejects.toMatchObject({
    name: 'CounterStoreFullError',
    message: 'the counter store is full of live counters',
  });
  // A live key still counts, and the victim's count survived the attempt to flush it.
  expect(await store.increment('victim', 10_000)).toEqual({ count: 3, resetInMs: 5000 });
  expect(store.size()).toBe(3);
  // The victim's window ends first: its key makes room, the others stay.
  now = 10_000;
  expect(await store.increment('c', 10_000)).toEqual({ count: 1, resetInMs: 10_000 });
  expect([await store.peek('a'), await store.peek('b'), await store.peek('victim')]).toEqual([1, 1, 0]);
  await expect(store.increment('d', 10_000)).rejects.toThrow(CounterStoreFullError);
});

test('a full store looks for expired keys at most once a second', async () => {
  let now = 0;
  const store = createMemoryCounterStore(1, () => now, 'refuse-new-keys');
  await store.increment('a', 500);
  now = 100;
  await expect(store.increment('b', 500)).rejects.toThrow(CounterStoreFullError);
  // 'a' has expired, but the last sweep was under a second ago.
  now = 600;
  await expect(store.increment('b', 500)).rejects.toThrow(CounterStoreFullError);
  now = 1100;
  expect(await store.increment('b', 500)).toEqual({ count: 1, resetInMs: 500 });
});

test.each(['evict-least-recent', 'refuse-new-keys'] as const)('closing a store (%s) lets go of every counter', async (whenFull) => {
  const store = createMemoryCounterStore(10, Date.now, whenFull);
  await store.increment('a', 60_000);
  await store.increment('b', 60_000);
  await store.close();
  expect(store.size()).toBe(0);
});
