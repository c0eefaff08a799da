import type { RemoteName } from './remote-modules';

/**
 * What a page reports about its visitor's experience (real user monitoring), to the web server
 * that served it: the shell sends these with `navigator.sendBeacon`, the web server turns them
 * into metrics. The contract holds no personal data: a route pattern, a remote, its release's
 * manifest URL, and numbers. An entry of its own (`@rcm/shared/rum`), outside the entries the
 * apps share at run time: only the shell and the web server use it, and the remotes' copies of
 * `@rcm/shared` need not carry it.
 */

/** Where the web server takes beacons (same origin as the page: no CORS). */
export const RUM_PATH = '/rum';

/** The largest beacon body the web server reads, in bytes; a beacon the shell builds stays far below. */
export const RUM_MAX_BYTES = 4096;

/** The most events one beacon carries; the shell sends more in several beacons. */
export const RUM_MAX_EVENTS = 20;

/** The web vitals reported, as web-vitals names them; times in milliseconds, CLS unitless. */
export const rumVitals = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type RumVital = (typeof rumVitals)[number];

/** What failed on a page: a remote's entry or chunk (`load`), a page's render (`render`), hydration of the server's HTML. */
export const rumFailureKinds = ['load', 'render', 'hydration'] as const;
export type RumFailureKind = (typeof rumFailureKinds)[number];

export type RumEvent = { type: 'view' } | { type: 'vital'; name: RumVital; value: number } | { type: 'failure'; kind: RumFailureKind };

/** One beacon: the page it is about, then what happened there. */
export interface RumBeacon {
  /** The route pattern of the remote route table (`/insights/:slug`), never the address. */
  route: string;
  remote: RemoteName;
  /** The manifest URL the page loaded the remote from (the runtime config's), naming its release. */
  release: string;
  events: RumEvent[];
}
