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
    // Before anything else: a refused request costs no parsing, validation or database work.
    hook: 'onRequest',
    errorResponseBuilder: () => accountErrors.rateLimited(),
  });
}

/** Route config for one limit, keyed by the caller's address. */
export function perAddress(limit: RateLimit) {
  return { max: limit.max, timeWindow: limit.window };
}

/**
 * Route config for the login limit, keyed by the account being logged into and the caller's
 * address; it runs once the body is parsed, so the key can include the email.
 */
export function perAccountAndAddress(limit: RateLimit) {
  return { ...perAddress(limit), hook: 'preValidation' as const, keyGenerator: (request: FastifyRequest) => `login:${loginEmail(request)}:${request.ip}` };
}

/** The email a login is for, lowercased, so limits follow the account across addresses. */
function loginEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
