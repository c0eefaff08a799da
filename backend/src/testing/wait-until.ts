import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves once `condition` holds, checking every 50 ms; fails after `timeoutMs`. */
export async function waitUntil(condition: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await sleep(50);
  }
}
