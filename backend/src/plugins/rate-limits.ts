import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimit, RateLimits } from '../config';
import { apiErrors } from '../errors/api-error';
import { rateLimitStoreOver } from '../limits/rate-limit-store';
import { clientAddress, limitKeyOf } from '../net/client-address';

/**
 * Per-address limits on every route, tighter ones on the routes people abuse, counted in the
 * app's counter store (bounded in process, or shared through Redis). Without `limits`
 * (ABUSE_LIMITS=disabled) nothing is counted.
 */
export const rateLimitsPlugin = fp<{ limits: RateLimits | undefined }>(
  async (app, { limits }) => {
    if (!limits) return;
    await app.register(rateLimit, {
      global: true,
      max: limits.other.max,
      timeWindow: limits.other.window,
      store: rateLimitStoreOver(app.counters),
      // The validated client address, IPv6 by /64: X-Forwarded-For cannot choose it.
      keyGenerator: (request) => limitKeyOf(clientAddress(request)),
      // Before anything else: a refused request costs no parsing, validation or database work.
      hook: 'onRequest',
      errorResponseBuilder: (request) => {
        app.metrics.refused('address', request.routeOptions.url);
        return apiErrors.rateLimited();
      },
    });
    // Appwrite's X-RateLimit-Reset is the moment the window ends (unix seconds); the plugin,
    // and `perUser` with it, say how many seconds are left. `Retry-After` stays a delay, as HTTP has it.
    app.addHook('onSend', async (_request, reply) => {
      const secondsLeft = reply.getHeader('x-ratelimit-reset');
      if (secondsLeft !== undefined) reply.header('x-ratelimit-reset', Math.floor(Date.now() / 1000) + Number(secondsLeft));
    });
  },
  // The 429 is answered by the error handler.
  { name: 'rate-limits', dependencies: ['error-replies', 'counters', 'metrics'] },
);

/** Route config for one limit per address; `false` when limits are off. */
export function perAddress(limit: RateLimit | undefined): RateLimitOptions | false {
  return limit ? { max: limit.max, timeWindow: limit.window } : false;
}

/**
 * An onRequest hook limiting a route per signed-in user, as Appwrite keys its JWT limit
 * (`url:{url},userId:{userId}`); run after the caller is known. A guest is left to the route's
 * own 401. Sends the same `X-RateLimit-*` headers as the per-address limits. Nothing when
 * limits are off.
 */
export function perUser(limit: RateLimit | undefined, name: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!limit) return;
    const caller = await request.caller();
    if (!caller) return;
    await countOrRefuse(request, reply, limit, `user-limit:${name}:${caller.user.id}`);
  };
}

/**
 * Counts one request under `key` (the store hashes it) and refuses it with Appwrite's 429 past
 * the limit, sending the `X-RateLimit-*` headers. For limits keyed by what the body carries (an
 * email, a user id), so it runs once the body is parsed. Nothing when limits are off.
 */
export async function countOrRefuse(
  request: FastifyRequest,
  reply: FastifyReply,
  limit: RateLimit | undefined,
  key: string,
): Promise<void> {
  if (!limit) return;
  const { count, resetInMs } = await request.server.counters.increment(key, limit.window);
  const remaining = Math.max(0, limit.max - count);
  // As Appwrite, a route counted under several keys reports the one closest to its limit.
  const reported = reply.getHeader('x-ratelimit-remaining');
  if (reported === undefined || remaining <= Number(reported)) {
    reply.header('x-ratelimit-limit', limit.max);
    reply.header('x-ratelimit-remaining', remaining);
    reply.header('x-ratelimit-reset', Math.ceil(resetInMs / 1000));
  }
  if (count > limit.max) {
    // The key starts with the limit's name, a word of the code (`recovery:email:…`).
    request.server.metrics.refused(key.slice(0, key.indexOf(':')), request.routeOptions.url);
    throw apiErrors.rateLimited();
  }
}
