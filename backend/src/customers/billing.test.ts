import { findPackage, type PackageId } from '@rcm/shared';
import { quoteFor, wholeDaysBetween } from './billing';
import type { CurrentSubscription } from './subscription-records';

const pkg = (id: PackageId) => findPackage(id)!;

/** A package bought at `boughtAt` for one month (November has 30 days: bought on the 10th, paid until December 10). */
function held(id: PackageId, boughtAt: string, changes: Partial<CurrentSubscription> = {}): CurrentSubscription {
  const until = new Date(boughtAt);
  until.setUTCMonth(until.getUTCMonth() + 1);
  return {
    id: 1,
    package: id,
    monthlyPriceUsd: pkg(id).monthlyPriceUsd,
    cardLast4: '4242',
    paidUntil: until.toISOString().replace('Z', '+00:00'),
    periodStart: boughtAt,
    cancelledAt: '',
    renewalClaimedUntil: '',
    ...changes,
  };
}

const BOUGHT = '2026-11-10T15:30:00.000+00:00';

test('whole days count calendar dates in UTC, whatever the hour', () => {
  expect(wholeDaysBetween(new Date('2026-11-10T23:59:59Z'), new Date('2026-11-11T00:00:01Z'))).toBe(1);
  expect(wholeDaysBetween(new Date('2026-11-10T00:00:00Z'), new Date('2026-11-10T23:59:59Z'))).toBe(0);
  expect(wholeDaysBetween(new Date('2026-11-10T12:00:00Z'), new Date('2026-12-10T01:00:00Z'))).toBe(30);
});

test('with nothing held, the price is charged and the month starts now', () => {
  const quote = quoteFor(null, pkg('gold'), new Date('2026-11-10T15:30:00Z'));
  expect([quote.kind, quote.from, quote.price_cents, quote.charge_cents, quote.paid_until]).toEqual([
    'new',
    '',
    5000,
    5000,
    '2026-12-10T15:30:00.000+00:00',
  ]);
  expect([quote.credit_cents, quote.credit_days, quote.extra_days]).toEqual([0, 0, 0]);
});

test('the package held is never charged: running it is "same", cancelled but paid up it is "resume"', () => {
  const now = new Date('2026-11-20T09:00:00Z');
  expect(quoteFor(held('silver', BOUGHT), pkg('silver'), now)).toMatchObject({
    kind: 'same',
    charge_cents: 0,
    paid_until: held('silver', BOUGHT).paidUntil,
  });
  const cancelled = held('silver', BOUGHT, { cancelledAt: '2026-11-15T00:00:00.000+00:00' });
  expect(quoteFor(cancelled, pkg('silver'), now)).toMatchObject({ kind: 'resume', charge_cents: 0, paid_until: cancelled.paidUntil });
});

test('a change on the day of purchase credits the whole month: Silver → Gold charges $30', () => {
  expect(quoteFor(held('silver', BOUGHT), pkg('gold'), new Date('2026-11-10T18:00:00Z'))).toEqual({
    kind: 'change',
    subscribtion: 'gold',
    from: 'silver',
    price_cents: 5000,
    credit_cents: 2000,
    credit_days: 30,
    charge_cents: 3000,
    extra_days: 0,
    paid_until: '2026-12-10T18:00:00.000+00:00',
  });
});

test('the credit is by whole unused days and the same all day long', () => {
  const early = quoteFor(held('silver', BOUGHT), pkg('gold'), new Date('2026-11-25T00:00:01Z'));
  const late = quoteFor(held('silver', BOUGHT), pkg('gold'), new Date('2026-11-25T23:59:59Z'));
  // 15 of November's 30 days are left: half of $20.
  expect(early).toMatchObject({ credit_days: 15, credit_cents: 1000, charge_cents: 4000 });
  expect({ ...late, paid_until: '' }).toEqual({ ...early, paid_until: '' });
  // One day later, one day less.
  expect(quoteFor(held('silver', BOUGHT), pkg('gold'), new Date('2026-11-26T00:00:01Z'))).toMatchObject({
    credit_days: 14,
    credit_cents: 933,
  });
});

test('on the last day of the paid month nothing is left to credit; past it neither', () => {
  expect(quoteFor(held('silver', BOUGHT), pkg('gold'), new Date('2026-12-10T08:00:00Z'))).toMatchObject({
    kind: 'change',
    credit_days: 0,
    credit_cents: 0,
    charge_cents: 5000,
  });
  expect(quoteFor(held('silver', BOUGHT), pkg('gold'), new Date('2027-02-01T08:00:00Z'))).toMatchObject({
    credit_cents: 0,
    charge_cents: 5000,
  });
});

test('a cancelled package changed for another is credited like a running one', () => {
  const cancelled = held('gold', BOUGHT, { cancelledAt: '2026-11-12T00:00:00.000+00:00' });
  expect(quoteFor(cancelled, pkg('platinum'), new Date('2026-11-25T10:00:00Z'))).toMatchObject({
    kind: 'change',
    from: 'gold',
    credit_cents: 2500,
    charge_cents: 5500,
  });
});

test('an early downgrade charges nothing and the surplus adds the whole days it buys', () => {
  // Gold bought today: $50 of credit for Silver at $20: $30 left, 45 days of Silver at $20 a 30-day month.
  const quote = quoteFor(held('gold', BOUGHT), pkg('silver'), new Date('2026-11-10T16:00:00Z'));
  expect(quote).toMatchObject({ kind: 'change', credit_cents: 5000, charge_cents: 0, extra_days: 45 });
  expect(quote.paid_until).toBe('2027-01-24T16:00:00.000+00:00');
  // Platinum half used, then Gold: $40 credit, $10 charged, no extra days.
  expect(quoteFor(held('platinum', BOUGHT), pkg('gold'), new Date('2026-11-25T12:00:00Z'))).toMatchObject({
    credit_cents: 4000,
    charge_cents: 1000,
    extra_days: 0,
  });
});

test('a period lengthened by a surplus is credited at the same daily price for every day left', () => {
  // Silver paid until January 24 after the downgrade above: changed again on November 10, 75 days of Silver are left.
  const lengthened = held('silver', '2026-11-10T16:00:00.000+00:00', { paidUntil: '2027-01-24T16:00:00.000+00:00' });
  expect(quoteFor(lengthened, pkg('gold'), new Date('2026-11-10T17:00:00Z'))).toMatchObject({
    credit_days: 75,
    credit_cents: 5000,
    charge_cents: 0,
    extra_days: 0,
  });
});
