import type { FastifyRequest } from 'fastify';

/**
 * What a request's log line says about it: Fastify's default fields, with the path but not the
 * query string. A query can carry a secret (the one-click unsubscribe token) or personal data
 * (a staff search for a patient's name), and logs are kept longer and read more widely than
 * the database.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?', 1)[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
