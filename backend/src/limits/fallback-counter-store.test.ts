import { withFallback } from './fallback-counter-store';
import type { CounterStore } from './counter-store';
import { createMemoryCounterStore } from './memory-counter-store';

/** A shared store that can be taken down and brought back, and says whether it was closed. */
function switchableStore() {
  const inner = createMemoryCounterStore();
  const state = { down: false, closed: false };
  const answer = <T>(call: () => Promise<T>) => (state.down ? Promise.reject(new Error('shared store down')) : call());
  const store: CounterStore = {
    increment: (key, windowMs) => answer(() => inner.increment(key, windowMs)),
    peek: (key) => answer(() => inner.peek(key)),
    decrement: (key) => answer(() => inner.decrement(key)),
    reset: (key) => answer(() => inner.reset(key)),
    close: async () => {
      state.closed = true;
    },
  };
  return { store, state };
}

test("every call goes to the shared store while it answers, and to the process's own while it does not; each outage is told once", async () => {
  const shared = switchableStore();
  const local = createMemoryCounterStore();
  const outages: unknown[] = [];
  const store = withFallback(shared.store, local, (error) => outages.push(error));

  await store.increment('k', 60_000);
  await store.increment('k', 60_000);
  await store.decrement('k');
  expect([await store.peek('k'), await local.peek('k')]).toEqual([1, 0]);
  await store.reset('k');
  expect(await shared.store.peek('k')).toBe(0);

  shared.state.down = true;
  await store.increment('k', 60_000);
  await store.increment('k', 60_000);
  await store.decrement('k');
  expect([await store.peek('k'), await local.peek('k')]).toEqual([1, 1]);
  await store.reset('k');
  expect(await local.peek('k')).toBe(0);
  expect(outages).toHaveLength(1);

  // Back, then down again: a second outage, told again.
  shared.state.down = false;
  expect((await store.increment('j', 60_000)).count).toBe(1);
  shared.state.down = true;
  expect((await store.increment('j', 60_000)).count).toBe(1);
  expect(outages).toHaveLength(2);
});

test('closing closes both stores', async () => {
  const shared = switchableStore();
  const local = createMemoryCounterStore();
  await local.increment('k', 60_000);
  await withFallback(shared.store, local, () => undefined).close();
  expect([shared.state.closed, local.size()]).toEqual([true, 0]);
});
