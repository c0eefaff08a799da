import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { CounterStore } from './counter-store';
import { createMemoryCounterStore } from './memory-counter-store';
import { rateLimitStoreOver } from './rate-limit-store';

/** One count under `key`, as @fastify/rate-limit asks for it (a minute's window, at most 10). */
const incr = (store: FastifyRateLimitStore, key: string) =>
  new Promise<{ error: Error | null; result?: { current: number; ttl: number } }>((resolve) =>
    store.incr(key, (error, result) => resolve({ error, result }), 60_000, 10),
  );

test('a route counts on its own, routes of one group share a count, and the global limit has its own', async () => {
  const Store = rateLimitStoreOver(createMemoryCounterStore());
  const global = new Store({} as FastifyRateLimitOptions);
  const login = global.child({ routeInfo: { method: 'POST', url: '/v1/account/sessions/email' } } as never);
  const alias = global.child({ groupId: 'challenge', routeInfo: { method: 'POST', url: '/v1/account/mfa/challenge' } } as never);
  const aliasToo = global.child({ groupId: 'challenge', routeInfo: { method: 'POST', url: '/v1/account/mfa/challenges' } } as never);
  expect((await incr(login, '1.2.3.4')).result?.current).toBe(1);
  expect((await incr(alias, '1.2.3.4')).result?.current).toBe(1);
  expect((await incr(aliasToo, '1.2.3.4')).result?.current).toBe(2);
  expect((await incr(global, '1.2.3.4')).result).toMatchObject({ current: 1, ttl: 60_000 });
  expect((await incr(login, '5.6.7.8')).result?.current).toBe(1);
});

test('a count that fails is handed to @fastify/rate-limit as the error, not left unanswered', async () => {
  const failing: CounterStore = { ...createMemoryCounterStore(), increment: () => Promise.reject(new Error('store down')) };
  const store = new (rateLimitStoreOver(failing))({} as FastifyRateLimitOptions);
  const { error, result } = await incr(store, '1.2.3.4');
  expect([error?.message, result]).toEqual(['store down', undefined]);
});
