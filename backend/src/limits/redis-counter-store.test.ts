import { randomBytes } from 'node:crypto';
import { withFallback } from './fallback-counter-store';
import { createMemoryCounterStore } from './memory-counter-store';
import { createRedisCounterStore } from './redis-counter-store';
import { sharedRedisUrl } from '../testing/test-server';

const redisUrl = sharedRedisUrl;
const withRedis = redisUrl ? describe : describe.skip;

withRedis('counters in Redis', () => {
  const prefix = `rcm:test:${randomBytes(6).toString('hex')}:`;
  const store = createRedisCounterStore(redisUrl ?? '', prefix);
  beforeAll(() => store.connected());
  afterAll(() => store.close());

  test('the keys in Redis are hashes under the prefix, never what the client sent', async () => {
    await store.increment('login:someone@clinic.example.com', 60_000);
    const keys = await store.redis.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(new RegExp(`^${prefix}[A-Za-z0-9_-]{22}$`));
  });

  test('closing ends the connection: nothing is counted through it afterwards', async () => {
    const closing = createRedisCounterStore(redisUrl ?? '', prefix);
    await closing.connected();
    expect((await closing.increment('c', 60_000)).count).toBe(1);
    await closing.close();
    await expect(closing.peek('c')).rejects.toThrow();
  });
});

test('while the shared store does not answer, the process counts on its own, and says so once', async () => {
  const unreachable = createRedisCounterStore('redis://127.0.0.1:9');
  await expect(unreachable.connected()).rejects.toThrow();
  const failures: unknown[] = [];
  const store = withFallback(unreachable, createMemoryCounterStore(), (error) => failures.push(error));
  expect((await store.increment('k', 60_000)).count).toBe(1);
  expect((await store.increment('k', 60_000)).count).toBe(2);
  expect(await store.peek('k')).toBe(2);
  expect(failures).toHaveLength(1);
  await store.close();
});
