import { formatDateTime, formatUtc } from './format';

test("a time reads in the staff member's own time zone, named, and in UTC on hover", () => {
  const iso = '2026-11-27T16:00:00.000+00:00';
  expect(formatDateTime(iso, 'America/New_York')).toBe('Nov 27, 2026, 11:00 AM EST');
  expect(formatDateTime(iso, 'America/Los_Angeles')).toBe('Nov 27, 2026, 8:00 AM PST');
  expect(formatDateTime(iso, 'UTC')).toBe('Nov 27, 2026, 4:00 PM UTC');
  expect(formatUtc(iso)).toBe('2026-11-27 16:00 UTC');
});
