import { retryDelayMs } from './retry-delay';

test('the wait doubles with each failure, up to the cap', () => {
  const exact = () => 0;
  expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, 5_000, 60_000, exact))).toEqual([5_000, 10_000, 20_000, 40_000, 60_000]);
  expect(retryDelayMs(40, 5_000, 60_000, exact)).toBe(60_000);
});

test('up to a fifth is taken off at random, never more', () => {
  expect(retryDelayMs(1, 5_000, 60_000, () => 0.999_999)).toBe(4_000);
  expect(retryDelayMs(3, 5_000, 60_000, () => 0.5)).toBe(18_000);
});
