import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { RateLimit, RateLimits } from '../config';
import { apiErrors } from '../errors/api-error';

/**
 * Per-address limits on every route, tighter ones on the routes people abuse. Counters live
 * in memory, per process (see docs/deploy.md for running several instances). Without
 * `limits` (ABUSE_LIMITS=disabled) nothing is counted.
 */
export const rateLimitsPlugin = fp<{ limits: RateLimits | undefined }>(
  async (app, { limits }) => {
    if (!limits) return;
    await app.register(rateLimit, {
      global: true,
      max: limits.other.max,
      timeWindow: limits.other.window,
      // Before anything else: a refused request costs no parsing, validation or database work.
      hook: 'onRequest',
      errorResponseBuilder: () => apiErrors.rateLimited(),
    });
  },
  // The 429 is answered by the error handler.
  { name: 'rate-limits', dependencies: ['error-replies'] },
);

/** Route config for one limit, keyed by the caller's address; `false` when limits are off. */
export function perAddress(limit: RateLimit | undefined): RateLimitOptions | false {
  return limit ? { max: limit.max, timeWindow: limit.window } : false;
}

/**
 * Route config for the login limit, keyed by the account being logged into and the caller's
 * address; it runs once the body is parsed, so the key can include the email.
 */
export function perAccountAndAddress(limit: RateLimit | undefined): RateLimitOptions | false {
  return limit
    ? { max: limit.max, timeWindow: limit.window, hook: 'preValidation', keyGenerator: (request: FastifyRequest) => `login:${loginEmail(request)}:${request.ip}` }
    : false;
}

/** The email a login is for, lowercased, so limits follow the account across addresses. */
function loginEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
