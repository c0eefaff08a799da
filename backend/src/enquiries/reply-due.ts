const DAY_MS = 86_400_000;

/** The wall clock in `timeZone` at `instant`, written as if it were UTC (so date arithmetic is plain). */
function wallClock(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) + (instant % 1000);
}

/** The instant whose wall clock in `timeZone` reads `wall` (a skipped hour resolves to its offset before the jump). */
function instantOf(wall: number, timeZone: string): number {
  let instant = wall;
  for (let i = 0; i < 2; i++) instant = wall - (wallClock(instant, timeZone) - instant);
  return instant;
}

/** Saturday and Sunday, of a wall clock written as UTC. */
const isWeekend = (wall: number) => [0, 6].includes(new Date(wall).getUTCDay());
const startOfDay = (wall: number) => wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);

/**
 * When a reply to an enquiry received at `receivedAt` is due: one business day later (Monday to
 * Friday, in the company's time zone), what the site promises. Received on a weekday: the same
 * time on the next weekday (Friday 4 PM → Monday 4 PM). Received at the weekend: the business
 * day starts Monday at midnight, so the end of Monday.
 */
export function replyDueBy(receivedAt: Date, timeZone: string): Date {
  let wall = wallClock(receivedAt.getTime(), timeZone);
  while (isWeekend(wall)) wall = startOfDay(wall) + DAY_MS;
  do wall += DAY_MS;
  while (isWeekend(wall));
  return new Date(instantOf(wall, timeZone));
}

/** Whether an enquiry still `new` at `now` has waited longer than the promised business day. */
export const isReplyOverdue = (receivedAt: Date, now: Date, timeZone: string): boolean => now > replyDueBy(receivedAt, timeZone);
