import { remoteRoutes, type RemoteName } from '@rcm/shared';
import {
  RUM_MAX_EVENTS,
  rumFailureKinds,
  rumVitals,
  type RumBeacon,
  type RumEvent,
  type RumFailureKind,
  type RumVital,
} from '@rcm/shared/rum';

/** The largest value taken for each vital: anything beyond is a broken or forged measurement, not a slow page. */
const VITAL_MAXIMUM: Record<RumVital, number> = { LCP: 600_000, INP: 600_000, FCP: 600_000, TTFB: 600_000, CLS: 100 };

/** The longest manifest URL taken (a release store folder's is far shorter). */
const MAX_RELEASE_LENGTH = 512;

/** Each route pattern of the table, with the one remote that renders it. */
const routeRemotes = new Map(remoteRoutes.map((route) => [route.path, route.remote]));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` has exactly these keys: an unknown field is refused, not ignored. */
const hasKeys = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).length === keys.length && keys.every((key) => Object.hasOwn(value, key));

const oneOf = <T extends string>(set: readonly T[], value: unknown): value is T => typeof value === 'string' && set.includes(value as T);

function eventOf(input: unknown): RumEvent | undefined {
  if (!isRecord(input)) return undefined;
  if (input.type === 'view' && hasKeys(input, ['type'])) return { type: 'view' };
  if (input.type === 'failure' && hasKeys(input, ['type', 'kind']) && oneOf<RumFailureKind>(rumFailureKinds, input.kind))
    return { type: 'failure', kind: input.kind };
  if (input.type !== 'vital' || !hasKeys(input, ['type', 'name', 'value']) || !oneOf<RumVital>(rumVitals, input.name)) return undefined;
  const { name, value } = input;
  // Finite, not negative, within reason: NaN, Infinity, -1 and 1e308 are all refused.
  const inRange = typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= VITAL_MAXIMUM[name];
  return inRange ? { type: 'vital', name, value } : undefined;
}

/**
 * A beacon as sent by anyone: the whole of it valid, or nothing (undefined). Strict: exactly the
 * contract's fields with the right types, a route pattern of the remote route table, the remote
 * that renders that route, 1 to RUM_MAX_EVENTS known events with values in range. Every label
 * the metrics take comes from a set the code bounds, except the release, which the caller
 * checks against the releases the site names.
 */
export function parseRumBeacon(input: unknown): RumBeacon | undefined {
  if (!isRecord(input) || !hasKeys(input, ['route', 'remote', 'release', 'events'])) return undefined;
  const { route, remote, release, events } = input;
  if (typeof route !== 'string' || typeof remote !== 'string' || routeRemotes.get(route) !== remote) return undefined;
  if (typeof release !== 'string' || release.length === 0 || release.length > MAX_RELEASE_LENGTH) return undefined;
  if (!Array.isArray(events) || events.length === 0 || events.length > RUM_MAX_EVENTS) return undefined;
  const parsed = events.map(eventOf);
  if (parsed.some((event) => event === undefined)) return undefined;
  return { route, remote: remote as RemoteName, release, events: parsed as RumEvent[] };
}
