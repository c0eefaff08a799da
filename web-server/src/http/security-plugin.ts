import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from './security-headers';

/**
 * Puts the security headers on every reply from the moment a request arrives (onRequest), so
 * replies that never reach a route (a malformed URL, a router error) carry them too. A page
 * replaces the locked-down CSP with its own.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders({ https: request.protocol === 'https' }));
  });
}

/**
 * Replies to requests the router rejects before any hook runs (e.g. `FST_ERR_BAD_URL` for
 * `/%c0%ae`), with the security headers; pass it as Fastify's `frameworkErrors` option.
 */
export function frameworkErrorReply(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply): void {
  reply
    .headers(securityHeaders({ https: request.protocol === 'https' }))
    .code(error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400)
    .type('text/plain; charset=utf-8')
    .send('Bad request');
}
