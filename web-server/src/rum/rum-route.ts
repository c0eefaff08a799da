import { type RemoteName } from '@rcm/shared';
import { RUM_MAX_BYTES, RUM_PATH } from '@rcm/shared/rum';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import { postIsFromTheSite } from '../contact/post-origin';
import { parseRumBeacon } from './beacon-schema';
import type { RumMetrics } from './rum-metrics';

/** Beacons one address may send per minute: a visitor sends a few per page; more is a script. */
export const RUM_BEACONS_PER_MINUTE = 120;

export interface RumRouteOptions {
  metrics: RumMetrics;
  /** The site's public URL: beacons from another origin are refused. */
  publicUrl: string;
  /** The `release` label of a beacon's remote and manifest URL (see beacon-release.ts). */
  releaseOf: (remote: RemoteName, manifestUrl: string) => Promise<string>;
  /** Beacons one address may send per minute (default RUM_BEACONS_PER_MINUTE). */
  perMinute?: number;
}

/**
 * `POST /rum`: a beacon from one of the site's pages (`navigator.sendBeacon`, text/plain, or
 * application/json), at most RUM_MAX_BYTES, checked whole against the contract before anything
 * is counted: a refused beacon changes only `rcm_rum_beacons_rejected_total`. Limited per
 * address before its body is read (the limit's counters are an LRU of bounded size). 204 when
 * counted, 4xx otherwise, and never an answer the page waits for.
 */
export async function rumRoute(app: FastifyInstance, options: RumRouteOptions): Promise<void> {
  const { metrics } = options;
  // Its own scope: the body parsers, the limit and the error answers are this route's alone.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Both as text, parsed here: malformed JSON is counted as such, not answered by the framework.
    scope.addContentTypeParser(
      ['text/plain', 'application/json'],
      { parseAs: 'string', bodyLimit: RUM_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    await scope.register(rateLimit, {
      max: options.perMinute ?? RUM_BEACONS_PER_MINUTE,
      timeWindow: 60_000,
      // The client address as TRUST_PROXY lets Fastify read it; IPv6 counted by /64 (the plugin's default key).
      hook: 'onRequest',
      onExceeded: () => metrics.rejected('rate'),
    });
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      if (status === 413) metrics.rejected('size');
      else if (status !== 429) metrics.rejected('invalid');
      return reply.code(status).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(error.message);
    });
    scope.post(RUM_PATH, { bodyLimit: RUM_MAX_BYTES, logLevel: 'warn' }, async (request, reply) => {
      const refuse = (status: number, reason: Parameters<RumMetrics['rejected']>[0], text: string) => {
        metrics.rejected(reason);
        return reply.code(status).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(text);
      };
      if (!postIsFromTheSite(request, options.publicUrl)) return refuse(403, 'origin', 'Beacons are taken from the site’s own pages');
      let json: unknown;
      try {
        json = JSON.parse(String(request.body));
      } catch {
        return refuse(400, 'malformed', 'A beacon is JSON');
      }
      const beacon = parseRumBeacon(json);
      if (!beacon) return refuse(400, 'invalid', 'Not a beacon of the contract');
      metrics.record(beacon, await options.releaseOf(beacon.remote, beacon.release));
      return reply.code(204).header('Cache-Control', 'no-store').send();
    });
  });
}
