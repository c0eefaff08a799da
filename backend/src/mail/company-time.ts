/** The company's time zone when `COMPANY_TIME_ZONE` names none: the team works in Philadelphia. */
export const DEFAULT_COMPANY_TIME_ZONE = 'America/New_York';

/** Whether `name` is an IANA time zone this runtime knows ("America/Chicago", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * "November 27, 2026 at 11:00 AM EST": a moment as mails give it, in the company's time zone,
 * named, so a reader elsewhere knows which clock it is.
 */
export function companyTime(at: Date | string, timeZone: string): string {
  const date = new Date(at);
  const local = date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone });
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${local} ${zone}` : local;
}
