import { releasePaths, withoutTrailingSlash, type LiveReleaseMap } from '@rcm/shared';
import { fetchWithTimeout } from '../federation/fetch-with-timeout';
import { parseLiveReleaseMap } from './live-map';

export interface LiveMapFollowerOptions {
  /** The backend's base URL (`RELEASES_API_URL`). */
  apiUrl: string;
  /** Sent as `Authorization: Bearer …` (`DEPLOY_TOKEN`). */
  deployToken: string;
  /** The server's logger: an outage and the recovery are warnings, a new map is information. */
  logger: { warn(message: string): void; info(message: string): void };
  /** Time between the end of one poll and the start of the next (default 1 s). */
  intervalMs?: number;
  /** How long one poll may take (default 2 s). */
  timeoutMs?: number;
}

export interface LiveMapFollower {
  /** The last good map; undefined until one has arrived. */
  current(): LiveReleaseMap | undefined;
  /** Calls `listener` with each new map (a new version), and at once with the map in service, if any. */
  onChange(listener: (map: LiveReleaseMap) => void): void;
  /** Stops polling and drops a poll under way. */
  stop(): void;
}

/**
 * What went wrong, in words: fetch's own "fetch failed" hides the reason (ECONNREFUSED…) in its
 * cause. Read by shape, not `instanceof`: fetch's errors may come from another realm.
 */
function reasonOf(error: unknown): string {
  const { message, cause } = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as {
    message?: unknown;
    cause?: { message?: unknown };
  };
  return typeof cause?.message === 'string' ? `${String(message)}: ${cause.message}` : String(message);
}

/**
 * Follows the backend's live release map: polls `GET /releases/live` every second with the
 * map's ETag, so an unchanged map costs a 304 of a few bytes. Whatever goes wrong (the backend
 * down or slow, a refused token, a map that does not check out) keeps the last good map in
 * service: the site goes on serving the releases it served. Logged once when an outage starts
 * and once when it ends, not at every poll.
 */
export function followLiveMap({
  apiUrl,
  deployToken,
  logger,
  intervalMs = 1000,
  timeoutMs = 2000,
}: LiveMapFollowerOptions): LiveMapFollower {
  const url = `${withoutTrailingSlash(apiUrl)}${releasePaths.live}`;
  let stopped = false;
  /** The poll under way, which `stop` aborts. */
  let inFlight: AbortController | undefined;
  let map: { value: LiveReleaseMap; etag: string | null } | undefined;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  const listeners: Array<(map: LiveReleaseMap) => void> = [];

  async function poll(): Promise<void> {
    // One controller per poll, aborted by its own timer or by `stop`: `AbortSignal.any` with a
    // signal that lives as long as the server keeps a few hundred bytes per call (Node 20), a
    // poll a second for as long as the server runs.
    const attempt = new AbortController();
    inFlight = attempt;
    const timeout = setTimeout(() => attempt.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    try {
      const headers: Record<string, string> = { authorization: `Bearer ${deployToken}` };
      if (map?.etag) headers['if-none-match'] = map.etag;
      const response = await fetchWithTimeout(url, timeoutMs, { headers, signal: attempt.signal });
      const previous = map?.value.version;
      if (response.status !== 304 || !map) map = { value: parseLiveReleaseMap(await response.json()), etag: response.headers.get('etag') };
      if (failing) logger.warn(`[releases] the live release map is read again from ${url}; serving its version ${map.value.version}`);
      else if (map.value.version !== previous) logger.info(`[releases] serving the live release map's version ${map.value.version}`);
      failing = false;
      if (map.value.version !== previous) for (const listener of listeners) listener(map.value);
    } catch (error) {
      if (stopped || failing) return;
      failing = true;
      const serving = map ? `the map's version ${map.value.version}` : "the runtime config file's remotes";
      logger.warn(`[releases] the live release map cannot be read from ${url} (${reasonOf(error)}); serving ${serving} until it can`);
    } finally {
      clearTimeout(timeout);
      inFlight = undefined;
    }
  }

  async function loop(): Promise<void> {
    await poll();
    if (stopped) return;
    timer = setTimeout(() => void loop(), intervalMs);
    // The server's life is its listening socket's: this timer alone keeps no process (or test) alive.
    timer.unref();
  }

  void loop();
  return {
    current: () => map?.value,
    onChange(listener) {
      listeners.push(listener);
      if (map) listener(map.value);
    },
    stop() {
      stopped = true;
      inFlight?.abort();
      clearTimeout(timer);
    },
  };
}
