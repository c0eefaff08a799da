import { mayDrop, type HeldRelease } from './release-retention';

const idleMs = 60_000;
const held = (remote: HeldRelease['remote'], lastUsed: number, loading = false): HeldRelease => ({ remote, lastUsed, loading });

test("a remote's only release stays however long no request names it", () => {
  const account = held('account', 0);
  expect(mayDrop(account, [account, held('marketing', 500_000)], 500_000, idleMs)).toBe(false);
});

test('a release superseded by another of its remote goes once idle, not before, and not while a load of it runs', () => {
  const old = held('marketing', 0);
  const live = held('marketing', 10_000);
  expect(mayDrop(old, [old, live], 70_000, idleMs)).toBe(true);
  expect(mayDrop(old, [old, live], 59_999, idleMs)).toBe(false);
  expect(mayDrop(held('marketing', 0, true), [live], 70_000, idleMs)).toBe(false);
  // The newer one is not superseded by the older.
  expect(mayDrop(live, [old, live], 100_000, idleMs)).toBe(false);
  // Another remote's newer release supersedes nothing of marketing.
  expect(mayDrop(old, [old, held('account', 50_000)], 70_000, idleMs)).toBe(false);
});
