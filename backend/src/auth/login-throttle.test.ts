import { createLoginThrottle } from './login-throttle';

const throttle = () => createLoginThrottle({ perAccount: { max: 3, window: 1000 }, perAddress: { max: 5, window: 1000 } });

test('one account is throttled across addresses', () => {
  const limiter = throttle();
  const results = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'].map((address) => limiter.allow('a@x.com', address, 0));
  expect(results).toEqual([true, true, true, false]);
});

test('one address is throttled across accounts, and windows reset', () => {
  const limiter = throttle();
  const results = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => limiter.allow(`${name}@x.com`, '10.0.0.9', 0));
  expect(results).toEqual([true, true, true, true, true, false]);
  expect(limiter.allow('g@x.com', '10.0.0.9', 1001)).toBe(true);
});
