import { createMemoryCounterStore } from '../limits/memory-counter-store';
import { createLoginThrottle, type LoginAttempt } from './login-throttle';

const limits = {
  loginPerAccountAndAddress: { max: 3, window: 60_000 },
  loginPerAccount: { max: 5, window: 60_000 },
  loginPerAddress: { max: 6, window: 60_000 },
};
const throttle = () => createLoginThrottle(createMemoryCounterStore(), limits);
const attempt = (email: string, address: string, device: string | null = null): LoginAttempt => ({ email, address, device });

/** Tries `count` logins that fail; returns which were admitted. */
async function failures(limiter: ReturnType<typeof throttle>, attempts: LoginAttempt[]): Promise<boolean[]> {
  const admitted = [];
  for (const one of attempts) {
    const login = await limiter.admit(one);
    admitted.push(login !== null);
    await login?.settle(false);
  }
  return admitted;
}

/** Fails the same login `count` times in a row; returns which were admitted. */
const failingTimes = (limiter: ReturnType<typeof throttle>, count: number, one: LoginAttempt) =>
  failures(
    limiter,
    Array.from({ length: count }, () => one),
  );

test('failures of one account from one address are limited', async () => {
  const limiter = throttle();
  expect(await failingTimes(limiter, 4, attempt('a@x.com', '10.0.0.1'))).toEqual([true, true, true, false]);
});

test('one account is limited across addresses, one address across accounts', async () => {
  const limiter = throttle();
  const spread = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5', '10.0.0.6'].map((address) => attempt('a@x.com', address));
  expect(await failures(limiter, spread)).toEqual([true, true, true, true, true, false]);
  const sprayer = throttle();
  const sprayed = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => attempt(`${name}@x.com`, '10.0.0.9'));
  expect(await failures(sprayer, sprayed)).toEqual([true, true, true, true, true, true, false]);
});

test('IPv6 addresses of one /64 count as one address', async () => {
  const limiter = throttle();
  const sameNetwork = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa::3', '2001:db8:1:2::ffff'].map((address) =>
    attempt('v6@x.com', address),
  );
  expect(await failures(limiter, sameNetwork)).toEqual([true, true, true, false]);
  expect(await failures(limiter, [attempt('v6@x.com', '2001:db8:1:3::1')])).toEqual([true]);
});

test('a refused attempt and a successful one do not count; a success clears the failures from that address', async () => {
  const limiter = throttle();
  expect(await failingTimes(limiter, 5, attempt('b@x.com', '10.0.0.1'))).toEqual([true, true, true, false, false]);
  // Still three failures: the two refused attempts added nothing.
  const other = createLoginThrottle(createMemoryCounterStore(), limits);
  await failures(other, [attempt('c@x.com', '10.0.0.1'), attempt('c@x.com', '10.0.0.1')]);
  const success = await other.admit(attempt('c@x.com', '10.0.0.1'));
  await success!.settle(true);
  expect(await failingTimes(other, 4, attempt('c@x.com', '10.0.0.1'))).toEqual([true, true, true, false]);
});

test('attempts made at once are counted while they run, so no more than the limit get through', async () => {
  const limiter = throttle();
  const admitted = await Promise.all(Array.from({ length: 10 }, () => limiter.admit(attempt('d@x.com', '10.0.0.1'))));
  expect(admitted.filter(Boolean)).toHaveLength(3);
});

test('past the per-account limit only a trusted device may try, with a limit of its own', async () => {
  const limiter = throttle();
  await failures(
    limiter,
    ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5'].map((address) => attempt('e@x.com', address)),
  );
  expect(await limiter.admit(attempt('e@x.com', '10.0.0.20'))).toBeNull();
  expect(await failingTimes(limiter, 4, attempt('e@x.com', '10.0.0.20', 'device-1'))).toEqual([true, true, true, false]);
  expect(await limiter.admit(attempt('e@x.com', '10.0.0.20', 'device-2'))).not.toBeNull();
});

test('an address past its limit adds no counter for the account it tried (M10)', async () => {
  const counters = createMemoryCounterStore();
  const limiter = createLoginThrottle(counters, limits);
  await failures(
    limiter,
    ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => attempt(`${name}@x.com`, '10.0.0.9')),
  );
  expect(await limiter.admit(attempt('new@x.com', '10.0.0.9'))).toBeNull();
  expect(await counters.peek('login:account:new@x.com')).toBe(0);
  expect(await counters.peek('login:account-address:new@x.com:10.0.0.9')).toBe(0);
  expect(counters.size()).toBe(13);
});

test('filling the failure store does not reset the limit on an account under attack; while full, only trusted devices get in (M10)', async () => {
  const counters = createMemoryCounterStore(40, Date.now, 'refuse-new-keys');
  const limiter = createLoginThrottle(counters, limits);
  // The account is at its limit from five addresses.
  await failures(
    limiter,
    ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5'].map((address) => attempt('victim@x.com', address)),
  );
  expect(await limiter.admit(attempt('victim@x.com', '10.0.1.1'))).toBeNull();
  // Failed logins for made-up accounts from many addresses, each under every limit, fill the store.
  const filler = Array.from({ length: 40 }, (_, index) => attempt(`made-up-${index}@x.com`, `10.1.${index}.1`));
  const admitted = await failures(limiter, filler);
  expect(admitted.some((each) => !each)).toBe(true);
  expect(counters.size()).toBe(40);
  // Still refused: its counter was kept, not dropped to make room.
  expect(await limiter.admit(attempt('victim@x.com', '10.0.1.1'))).toBeNull();
  // A fresh account's attempt needs new keys: refused while the store is full, and nothing is left counted.
  expect(await limiter.admit(attempt('fresh@x.com', '10.0.0.1'))).toBeNull();
  expect(await counters.peek('login:address:10.0.0.1')).toBe(1);
  // The holder's own browser still gets in.
  const device = await limiter.admit(attempt('victim@x.com', '10.0.1.1', 'device-1'));
  expect(device).not.toBeNull();
  await device!.settle(true);
});

test('a failure store that fails otherwise than by being full fails the check: nobody is let in on its account', async () => {
  const broken = { ...createMemoryCounterStore(), increment: () => Promise.reject(new Error('store down')) };
  const limiter = createLoginThrottle(broken, limits);
  await expect(limiter.admit(attempt('a@x.com', '10.0.0.1', 'trusted-device'))).rejects.toThrow('store down');
  await expect(limiter.admit(attempt('a@x.com', '10.0.0.1'))).rejects.toThrow('store down');
});
