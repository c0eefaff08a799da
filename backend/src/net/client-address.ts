import { isIP } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** The longest textual IPv6 address (with an embedded IPv4 tail). */
const MAX_ADDRESS_LENGTH = 45;

/**
 * The address of the client: the one `TRUST_PROXY` lets Fastify read from `X-Forwarded-For`
 * when it is a real IP address, else the connection's own. Whatever a client puts in the header,
 * the result is an IP address of bounded length, safe to store and to key limits on.
 */
export function clientAddress(request: FastifyRequest): string {
  const candidates = [request.ip, request.socket.remoteAddress];
  const address = candidates.find((candidate): candidate is string => typeof candidate === 'string' && isIP(candidate) !== 0);
  return address ? normalizeIP(address, 128).slice(0, MAX_ADDRESS_LENGTH) : 'unknown';
}

/**
 * What limits count per "address": an IPv4 address, or an IPv6 /64 (one subscriber's usual
 * allocation: counting whole IPv6 addresses would give every client 2^64 of them).
 */
export function limitKeyOf(address: string): string {
  return isIP(address) === 6 ? normalizeIP(address, 64) : address;
}
