import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CounterStore } from './counter-store';
import { createMemoryCounterStore } from './memory-counter-store';
import { createRedisCounterStore } from './redis-counter-store';
import { sharedRedisUrl } from '../testing/test-server';

/** What the CounterStore interface promises, whichever store keeps the counters. */
function counterStoreContract(storeUnderTest: () => CounterStore): void {
  test('count, expire with the window, take back', async () => {
    const store = storeUnderTest();
    // A window no busy machine outlasts between two steps: what is counted is read back in it.
    expect((await store.increment('k', 60_000)).count).toBe(1);
    const second = await store.increment('k', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    await store.decrement('k');
    expect(await store.peek('k')).toBe(1);
    // A short window has gone after twice its length, however slow the machine.
    await store.increment('e', 200);
    await sleep(400);
    expect(await store.peek('e')).toBe(0);
    // A late decrement neither goes negative nor leaves a key without expiry.
    await store.decrement('e');
    expect(await store.peek('e')).toBe(0);
  });

  test('a decrement takes one back and never goes below zero or opens a window; a reset forgets the key', async () => {
    const store = storeUnderTest();
    await store.increment('d', 60_000);
    await store.decrement('d');
    await store.decrement('d');
    expect(await store.peek('d')).toBe(0);
    await store.decrement('never-counted');
    expect(await store.peek('never-counted')).toBe(0);
    await store.increment('r', 60_000);
    await store.reset('r');
    expect(await store.peek('r')).toBe(0);
  });
}

describe('counters in memory', () => {
  let store: CounterStore;
  beforeEach(() => {
    store = createMemoryCounterStore();
  });
  afterEach(() => store.close());
  counterStoreContract(() => store);
});

const withRedis = sharedRedisUrl ? describe : describe.skip;

withRedis('counters in Redis', () => {
  const store = createRedisCounterStore(sharedRedisUrl ?? '', `rcm:test:${randomBytes(6).toString('hex')}:`);
  beforeAll(() => store.connected());
  afterAll(() => store.close());
  counterStoreContract(() => store);
});
