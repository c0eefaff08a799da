/// <reference types="node" /> -- @rcm/shared/server needs Node (crypto); the servers alone import it
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The header every reply of the API and the web servers carries, naming the request in their logs. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy or load balancer in front may have given the request (one id from the edge to
 * the log): letters, digits and `-_.:` only, so it cannot forge a log line or a header; 8–128
 * characters, so it is long enough not to collide by chance and short enough to log.
 */
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id: the one in its `X-Request-Id` when that is acceptable, else a new random
 * one. Accepting a client's id is harmless: it only names lines in our own logs.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/** The part of a Fastify server that `replyWithRequestIds` uses (so @rcm/shared needs no Fastify). */
interface RequestIdServer {
  addHook(
    name: 'onRequest',
    hook: (request: { id: string }, reply: { header: (name: string, value: string) => unknown }) => Promise<void>,
  ): unknown;
}

/**
 * Fastify's options and hook for request ids: `genReqId` takes a proxy's id or makes one (Fastify
 * puts it in every log line of the request as `reqId`), and every reply names it in `X-Request-Id`,
 * so a visitor's report can be traced to the lines.
 */
export const requestIds = {
  genReqId: (raw: { headers: IncomingHttpHeaders }) => requestIdOf(raw.headers),
  replyWithThem(app: RequestIdServer): void {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
};
