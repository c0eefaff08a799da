import { storedKey } from './counter-store';
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

test('a decrement takes one back and never goes below zero or opens a window; a reset forgets the key', async () => {
  const store = createMemoryCounterStore();
  await store.increment('k', 60_000);
  await store.decrement('k');
  await store.decrement('k');
  expect(await store.peek('k')).toBe(0);
  await store.decrement('never-counted');
  expect(await store.peek('never-counted')).toBe(0);
  await store.increment('k', 60_000);
  await store.reset('k');
  expect(await store.peek('k')).toBe(0);
});

test('memory is bounded: a client sending endless distinct keys, however long, cannot grow the store past its capacity', async () => {
  const store = createMemoryCounterStore(1000);
  for (let index = 0; index < 20_000; index += 1) await store.increment(`login:${'x'.repeat(10_000)}${index}@example.com`, 60_000);
  expect(store.size()).toBe(1000);
  // Every key is kept as a fixed-size hash, never as what the client sent.
  expect(storedKey('y'.repeat(64 * 1024))).toHaveLength(22);
  expect(storedKey('a')).not.toBe(storedKey('b'));
});
