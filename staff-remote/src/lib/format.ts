/** A date and time as staff read it: in `timeZone` (the browser's own unless given), naming the zone ("EST"). */
const dateTimeIn = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });

const inBrowser = dateTimeIn();

/**
 * A stored timestamp in the staff member's own time zone (the browser's), which it names; the
 * one formatter of the console's times (`LocalTime` shows it with UTC on hover).
 */
export const formatDateTime = (iso: string, timeZone?: string) =>
  (timeZone === undefined ? inBrowser : dateTimeIn(timeZone)).format(new Date(iso));

const dateInBrowser = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A stored timestamp's day in the staff member's time zone ("Dec 27, 2026"), for a date inside a sentence. */
export const formatDate = (iso: string) => dateInBrowser.format(new Date(iso));

/** The same moment in UTC, to the minute ("2026-11-28 14:05 UTC"): what a time's hover says. */
export const formatUtc = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export const formatCount = (count: number) => count.toLocaleString('en-US');
