import { companyTime, DEFAULT_COMPANY_TIME_ZONE, isTimeZone } from './company-time';

test('a moment is given in the company time zone, named: Eastern by default, standard and daylight time', () => {
  expect(companyTime('2026-11-27T16:00:00.000+00:00', DEFAULT_COMPANY_TIME_ZONE)).toBe('November 27, 2026 at 11:00 AM EST');
  expect(companyTime(new Date('2026-07-01T16:00:00Z'), DEFAULT_COMPANY_TIME_ZONE)).toBe('July 1, 2026 at 12:00 PM EDT');
  expect(companyTime('2026-11-27T16:00:00Z', 'America/Chicago')).toBe('November 27, 2026 at 10:00 AM CST');
  expect(companyTime('2026-11-27T16:00:00Z', 'UTC')).toBe('November 27, 2026 at 4:00 PM UTC');
});

test('only a time zone the runtime knows is one', () => {
  expect(isTimeZone('America/New_York')).toBe(true);
  expect(isTimeZone('Eastern')).toBe(false);
  expect(isTimeZone('')).toBe(false);
});
