/**
 * The wait before the next attempt after `attempts` failures: the base, doubled per failure, up
 * to the cap, with up to a fifth taken off at random so instances that failed together do not
 * retry together.
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (1 - 0.2 * random()));
}
