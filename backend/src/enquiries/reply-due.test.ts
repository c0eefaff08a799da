import { DEFAULT_COMPANY_TIME_ZONE, isTimeZone } from '../mail/company-time';
import { isReplyOverdue, replyDueBy } from './reply-due';

const due = (receivedAt: string, timeZone = DEFAULT_COMPANY_TIME_ZONE) => replyDueBy(new Date(receivedAt), timeZone).toISOString();

describe('a reply is due one business day (Monday to Friday, in the company time zone) after the enquiry arrives', () => {
  test.each([
    // Tuesday 11:00 in New York (EST, UTC-5) → Wednesday 11:00.
    ['a weekday', '2026-11-24T16:00:00.000Z', '2026-11-25T16:00:00.000Z'],
    // Friday 16:00 in New York → Monday 16:00: the weekend does not count.
    ['a Friday afternoon', '2026-11-27T21:00:00.000Z', '2026-11-30T21:00:00.000Z'],
    // Friday 23:30 in New York is already Saturday in UTC: the company's Friday counts → Monday 23:30.
    ['late on Friday, Saturday in UTC', '2026-11-28T04:30:00.000Z', '2026-12-01T04:30:00.000Z'],
    // Saturday 10:00 → the business day starts Monday 00:00, so the end of Monday (Tuesday 00:00).
    ['a Saturday', '2026-11-28T15:00:00.000Z', '2026-12-01T05:00:00.000Z'],
    ['a Sunday night', '2026-11-30T03:00:00.000Z', '2026-12-01T05:00:00.000Z'],
    // Friday 9:00 EST before the switch to EDT (March 8, 2026) → Monday 9:00 EDT (UTC-4).
    ['across the spring clock change', '2026-03-06T14:00:00.000Z', '2026-03-09T13:00:00.000Z'],
  ])('received on %s', (_when, receivedAt, expected) => {
    expect(due(receivedAt)).toBe(expected);
  });

  test("it is the company's week, not UTC's: the same instant in another time zone", () => {
    // Friday 21:00 UTC is Saturday 06:00 in Tokyo: due at the end of Tokyo's Monday.
    expect(due('2026-11-27T21:00:00.000Z', 'Asia/Tokyo')).toBe('2026-11-30T15:00:00.000Z');
  });

  test('to the millisecond it arrived', () => {
    expect(due('2026-11-24T16:00:00.250Z')).toBe('2026-11-25T16:00:00.250Z');
    expect(due('2026-11-27T21:00:00.999Z')).toBe('2026-11-30T21:00:00.999Z');
  });

  test('a due time in the hour a clock change skips is the instant that hour began, never earlier', () => {
    // Egypt springs forward at midnight on Friday, April 24, 2026 (00:00 EET → 01:00 EEST): an
    // enquiry of Thursday 00:00 is due at the Friday midnight that does not exist, 22:00 UTC,
    // which Cairo's clocks read as 01:00 — not at Thursday 23:00, less than a business day.
    expect(due('2026-04-22T22:00:00.000Z', 'Africa/Cairo')).toBe('2026-04-23T22:00:00.000Z');
  });

  test('overdue only once the business day has passed', () => {
    const friday = new Date('2026-11-27T21:00:00.000Z');
    expect(isReplyOverdue(friday, new Date('2026-11-30T20:59:00.000Z'), DEFAULT_COMPANY_TIME_ZONE)).toBe(false);
    expect(isReplyOverdue(friday, new Date('2026-11-30T21:01:00.000Z'), DEFAULT_COMPANY_TIME_ZONE)).toBe(true);
    // At the very millisecond it is due, it is not late yet.
    expect(isReplyOverdue(friday, new Date('2026-11-30T21:00:00.000Z'), DEFAULT_COMPANY_TIME_ZONE)).toBe(false);
    expect(isReplyOverdue(friday, new Date('2026-11-30T21:00:00.001Z'), DEFAULT_COMPANY_TIME_ZONE)).toBe(true);
  });

  test('a time zone is an IANA name', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
