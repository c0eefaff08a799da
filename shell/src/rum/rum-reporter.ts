import { remoteRouteAt, type RuntimeConfig } from '@rcm/shared';
import { RUM_MAX_EVENTS, RUM_PATH, type RumBeacon, type RumEvent, type RumFailureKind, type RumVital } from '@rcm/shared/rum';

export interface RumReporter {
  pageView(pathname: string): void;
  /** Sent at once: a page that just failed may be closed next. */
  failure(kind: RumFailureKind, pathname: string): void;
  /** A web vital of the page load, in web-vitals' units (ms; CLS unitless). */
  vital(name: RumVital, value: number, pathname: string): void;
  /** Sends what waits (the page is being hidden or left). */
  flush(): void;
}

/** What the reporter needs of the browser: `navigator.sendBeacon`. */
export type SendBeacon = (url: string, body: string) => boolean;

/**
 * Collects a page load's events into beacons, one per page (route pattern, remote, release),
 * and sends them with `sendBeacon` to the server that served the page: as text (a simple
 * request, no preflight), at most RUM_MAX_EVENTS events each. An address outside the remote
 * route table (a 404) is not reported. What a beacon names: the route's pattern, never the
 * address (no slug, no invoice number, no query), its remote, and the manifest URL the runtime
 * config gives that remote.
 */
export function createRumReporter(config: Pick<RuntimeConfig, 'remotes'>, send: SendBeacon): RumReporter {
  const waiting = new Map<string, RumBeacon>();
  const sendOne = (beacon: RumBeacon) => {
    waiting.delete(beacon.route);
    send(RUM_PATH, JSON.stringify(beacon));
  };
  const add = (pathname: string, event: RumEvent): RumBeacon | undefined => {
    const route = remoteRouteAt(pathname);
    if (!route) return undefined;
    const beacon = waiting.get(route.path) ?? {
      route: route.path,
      remote: route.remote,
      release: config.remotes[route.remote],
      events: [],
    };
    waiting.set(route.path, beacon);
    beacon.events.push(event);
    if (beacon.events.length >= RUM_MAX_EVENTS) sendOne(beacon);
    return beacon;
  };
  return {
    pageView: (pathname) => void add(pathname, { type: 'view' }),
    failure: (kind, pathname) => {
      const beacon = add(pathname, { type: 'failure', kind });
      if (beacon && waiting.has(beacon.route)) sendOne(beacon);
    },
    vital: (name, value, pathname) => void add(pathname, { type: 'vital', name, value }),
    flush: () => [...waiting.values()].forEach(sendOne),
  };
}
