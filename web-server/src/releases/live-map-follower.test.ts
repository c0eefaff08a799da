import { eventually, liveMap, startLiveMapBackend } from '../testing/live-map-backend';
import { followLiveMap } from './live-map-follower';

const TOKEN = 'deploy-token-for-tests';
const first = liveMap(1, { marketing: '2026-12-06-1a2b3c4' });
const second = liveMap(2, { marketing: '2026-12-07-5d6e7f8', account: '2026-12-07-5d6e7f8' });

function recordingLogger() {
  const lines: Array<{ level: 'warn' | 'info'; message: string }> = [];
  return {
    warnings: () => lines.filter((line) => line.level === 'warn').map((line) => line.message),
    logger: {
      warn: (message: string) => lines.push({ level: 'warn', message }),
      info: (message: string) => lines.push({ level: 'info', message }),
    },
  };
}

const started: Array<{ stop(): unknown }> = [];
afterEach(async () => {
  for (const one of started.splice(0)) await one.stop();
});

/** A backend serving `first`, and a follower of it (the right token unless told otherwise). */
async function following({
  deployToken = TOKEN,
  intervalMs,
  slash = '',
}: { deployToken?: string; intervalMs?: number; slash?: string } = {}) {
  const backend = await startLiveMapBackend(TOKEN, first);
  const { logger, warnings } = recordingLogger();
  const follower = followLiveMap({ apiUrl: `${backend.url}${slash}`, deployToken, logger, ...(intervalMs ? { intervalMs } : {}) });
  started.push(follower, backend);
  return { backend, follower, warnings };
}

test('follows a change of the map within 2 s at the default pace, and a 304 keeps the map', async () => {
  const { backend, follower, warnings } = await following({ slash: '/' });
  await eventually(() => follower.current() !== undefined, 1000);
  expect(follower.current()).toEqual(first);
  // Unchanged: the next polls ask with the ETag and get a 304, and the map stays.
  await eventually(() => backend.answers.filter((status) => status === 304).length >= 1, 2500);
  expect(follower.current()).toEqual(first);
  backend.publish(second);
  const tookMs = await eventually(() => follower.current()?.version === 2, 2000);
  expect(tookMs).toBeLessThan(2000);
  expect(follower.current()).toEqual(second);
  expect(backend.answers[0]).toBe(200);
  expect(backend.answers).toContain(304);
  expect(warnings()).toEqual([]);
});

test('a backend that goes down leaves the last map in service, logged once; its return is logged once', async () => {
  const { backend, follower, warnings } = await following({ intervalMs: 50 });
  await eventually(() => follower.current() !== undefined, 1000);
  await backend.down();
  await eventually(() => warnings().length === 1, 1000);
  // Many more failed polls, still one line and still the map.
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(warnings()).toHaveLength(1);
  expect(warnings()[0]).toMatch(
    new RegExp(`cannot be read from ${backend.url}/releases/live \\(fetch failed: .*ECONNREFUSED.*\\); serving the map's version 1`),
  );
  expect(follower.current()).toEqual(first);
  backend.publish(second);
  await backend.up();
  await eventually(() => follower.current()?.version === 2, 1000);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(warnings()).toHaveLength(2);
  expect(warnings()[1]).toBe(`[releases] the live release map is read again from ${backend.url}/releases/live; serving its version 2`);
});

test('a refused token is an outage like any other: nothing believed, logged once, with the status', async () => {
  const { backend, follower, warnings } = await following({ deployToken: 'not-the-token', intervalMs: 50 });
  await eventually(() => backend.answers.length >= 4, 1000);
  expect(new Set(backend.answers)).toEqual(new Set([401]));
  expect(follower.current()).toBeUndefined();
  expect(warnings()).toEqual([
    `[releases] the live release map cannot be read from ${backend.url}/releases/live (${backend.url}/releases/live answered 401); serving the runtime config file's remotes until it can`,
  ]);
  expect(warnings().join('')).not.toContain('not-the-token');
});

test('a map that does not check out is not believed: the last good one stays', async () => {
  const { backend, follower, warnings } = await following({ intervalMs: 50 });
  await eventually(() => follower.current() !== undefined, 1000);
  backend.publish(liveMap(2, { marketing: '../../elsewhere' }));
  await eventually(() => warnings().length === 1, 1000);
  expect(warnings()[0]).toContain('remotes.marketing is not a channel of release ids');
  expect(follower.current()).toEqual(first);
});

test('once stopped it asks nothing more', async () => {
  const { backend, follower } = await following({ intervalMs: 20 });
  await eventually(() => backend.answers.length >= 2, 1000);
  follower.stop();
  const asked = backend.answers.length;
  await new Promise((resolve) => setTimeout(resolve, 200));
  // At most the poll already on its way when it stopped; at 20 ms a follower still polling would ask ten times.
  expect(backend.answers.length).toBeLessThanOrEqual(asked + 1);
});

test('each new map is told to the listeners once, a listener added late first hears the map in service; a 304 tells nothing', async () => {
  const { backend, follower } = await following({ intervalMs: 20 });
  const early: number[] = [];
  follower.onChange((map) => early.push(map.version));
  await eventually(() => follower.current() !== undefined, 1000);
  await eventually(() => backend.answers.filter((status) => status === 304).length >= 3, 1000);
  const late: number[] = [];
  follower.onChange((map) => late.push(map.version));
  backend.publish(second);
  await eventually(() => late.length === 2, 1000);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(early).toEqual([1, 2]);
  expect(late).toEqual([1, 2]);
});
