import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimit, RateLimits } from '../config';
import { accountErrors } from '../errors/appwrite-error';

/**
 * Per-address limits on every route, tighter ones on the routes people abuse. Counters live
 * in memory, per process (see docs/deploy.md for running several instances).
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: limits.other.max,
    timeWindow: limits.other.window,
    // After body parsing, so a limit can be keyed by the account being logged into.
    hook: 'preHandler',
    errorResponseBuilder: () => accountErrors.rateLimited(),
  });
}

/** Route config for one limit, keyed by the caller's address. */
export function perAddress(limit: RateLimit) {
  return { max: limit.max, timeWindow: limit.window };
}

/** The email a login is for, lowercased, so limits follow the account across addresses. */
export function loginEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
